// Reading payload values the way Qdrant does (json_path value_get): keys descend
// into objects only, "[]" fans out over an array's elements, "[n]" picks one, and
// anything that does not fit the path yields nothing. Conditions then look at
// every value found, and at the elements of a value that is itself an array.
export { valuesAt } from "../../../contract/qdrant/json-path";

/** The values a match or range condition is checked against: arrays opened one level, as Qdrant does. */
export function leavesOf(values: readonly unknown[]): unknown[] {
  return values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
}

/** Qdrant's values_count of one value: null counts 0, an array its length, anything else 1. */
export function countOf(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return Array.isArray(value) ? value.length : 1;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
