// Ids of the metadata store's rows are UUIDs: text of another form cannot name
// one, and PostgreSQL refuses it in a uuid comparison with an error rather
// than finding nothing. Callers answer "not found" for it without asking.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
