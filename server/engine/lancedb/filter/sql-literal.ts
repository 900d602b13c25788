// Literals for LanceDB's SQL filters (DataFusion dialect): single-quoted strings
// with doubled quotes, numbers that parse back to the same double.
import { AppError } from "../../../errors";

export const SQL_TRUE = "TRUE";
export const SQL_FALSE = "FALSE";

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new AppError("bad_request", `Invalid number in filter: ${value}`);
  // Integers beyond 2^53 would be read as 64-bit integers and may overflow: write them as doubles.
  return Number.isInteger(value) && !Number.isSafeInteger(value) ? value.toExponential() : String(value);
}

export function sqlList(items: readonly string[]): string {
  return items.join(", ");
}

export function sqlAnd(parts: readonly string[]): string {
  if (parts.includes(SQL_FALSE)) return SQL_FALSE;
  const kept = parts.filter((part) => part !== SQL_TRUE);
  if (kept.length === 0) return SQL_TRUE;
  return kept.length === 1 ? (kept[0] ?? SQL_TRUE) : kept.map((part) => `(${part})`).join(" AND ");
}

export function sqlOr(parts: readonly string[]): string {
  if (parts.includes(SQL_TRUE)) return SQL_TRUE;
  const kept = parts.filter((part) => part !== SQL_FALSE);
  if (kept.length === 0) return SQL_FALSE;
  return kept.length === 1 ? (kept[0] ?? SQL_FALSE) : kept.map((part) => `(${part})`).join(" OR ");
}

export function sqlNot(part: string): string {
  if (part === SQL_TRUE) return SQL_FALSE;
  if (part === SQL_FALSE) return SQL_TRUE;
  return `NOT (${part})`;
}

/** At least `min` of the parts hold; every part must be two-valued (never NULL). */
export function sqlAtLeast(min: number, parts: readonly string[]): string {
  if (min <= 0) return SQL_TRUE;
  const open = parts.filter((part) => part !== SQL_FALSE);
  const already = open.filter((part) => part === SQL_TRUE).length;
  const rest = open.filter((part) => part !== SQL_TRUE);
  const needed = min - already;
  if (needed <= 0) return SQL_TRUE;
  if (needed > rest.length) return SQL_FALSE;
  if (needed === rest.length) return sqlAnd(rest);
  if (needed === 1) return sqlOr(rest);
  return `(${rest.map((part) => `CAST((${part}) AS INT)`).join(" + ")}) >= ${needed}`;
}

export function sqlBounds(column: string, bounds: { gt?: number; gte?: number; lt?: number; lte?: number }): string {
  const parts = [`${column} IS NOT NULL`];
  if (bounds.gt !== undefined) parts.push(`${column} > ${sqlNumber(bounds.gt)}`);
  if (bounds.gte !== undefined) parts.push(`${column} >= ${sqlNumber(bounds.gte)}`);
  if (bounds.lt !== undefined) parts.push(`${column} < ${sqlNumber(bounds.lt)}`);
  if (bounds.lte !== undefined) parts.push(`${column} <= ${sqlNumber(bounds.lte)}`);
  return parts.join(" AND ");
}
