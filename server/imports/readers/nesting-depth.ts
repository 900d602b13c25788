// How deep a value read from a file nests arrays and objects, found without
// recursion. JSON.parse and the streaming JSON parser build values of any
// depth without recursing, but most of what follows a read does recurse
// (copying a batch to the job's thread, JSON.stringify, the preview's values,
// the payload's storage): a value nested 10,000 levels deep overflowed the
// stack there, failing the whole import or dropping a batch unseen. A row
// holding a deeper value than MAX_NESTING is a row error instead, so every
// value past the readers is shallow enough for any walk. (JSON text is cut
// first, shallow-json.ts, so that no parser builds the levels past it.)
import type { ReadItem, ReadRow } from "./reader-types";

/** The deepest nesting of arrays and objects a value may have: a list is 1, a list of lists 2. */
export const MAX_NESTING = 64;

export const TOO_DEEP = `nests arrays or objects more than ${MAX_NESTING} levels deep`;

/** Whether `value` nests arrays or objects deeper than `limit` levels. */
export function nestsDeeperThan(value: unknown, limit = MAX_NESTING): boolean {
  if (!isContainer(value)) return false;
  const stack: { value: object; depth: number }[] = [{ value, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.depth > limit) return true;
    const items = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const item of items) if (isContainer(item)) stack.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

/** The row, or a row error naming its first column nested deeper than MAX_NESTING. */
export function refuseDeepRow(row: ReadRow): ReadItem {
  for (const [column, value] of Object.entries(row.values)) {
    if (nestsDeeperThan(value)) return { kind: "error", rowNumber: row.rowNumber, column, reason: TOO_DEEP, checkpoint: row.checkpoint };
  }
  return row;
}

/** Arrays and objects; typed arrays (Parquet's lists of numbers) and dates hold no further values. */
function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null && !ArrayBuffer.isView(value) && !(value instanceof Date);
}
