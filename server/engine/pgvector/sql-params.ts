// The parameters of one statement, numbered as they are added: every value a request holds goes in as one.
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
