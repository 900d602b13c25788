// How the metadata store refused a write, as both drivers report it: the
// recorder retries what failed because the store was away, and drops only
// the rows the store refused for their data.
const LOGGED_MESSAGE_MAX_LENGTH = 300;

/** PostgreSQL's SQLSTATE of a failed statement (Drizzle wraps it in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    if ("code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/** The innermost message, short: Drizzle's own repeats the statement and every parameter. */
export function shortMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let current: unknown = error; current instanceof Error; current = current.cause) message = current.message;
  return message.length > LOGGED_MESSAGE_MAX_LENGTH ? `${message.slice(0, LOGGED_MESSAGE_MAX_LENGTH)}…` : message;
}

/** Data exceptions (22) and integrity violations (23): the rows, not the store, are at fault. */
export function isRefusedData(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith("22") || state.startsWith("23"));
}
