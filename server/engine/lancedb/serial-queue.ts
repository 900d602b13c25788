// One writer at a time per table within the process: LanceDB resolves
// concurrent commits, but a payload operation reads rows and writes them back,
// and two of those interleaved would lose one of the edits.
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    // A failed task must not block the ones queued after it.
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    await this.tail;
  }
}
