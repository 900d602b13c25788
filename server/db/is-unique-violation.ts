// PostgreSQL's unique_violation (23505), as both drivers report it: node-postgres
// and PGlite put `code` on the error, Drizzle wraps it in `cause`.
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    if ("code" in current && current.code === "23505") return true;
  }
  return false;
}
