// Reading payload values the way Qdrant does (json_path value_get): keys descend
// into objects only, "[]" fans out over an array's elements, "[n]" picks one, and
// anything that does not fit the path yields nothing. Conditions then look at
// every value found, and at the elements of a value that is itself an array.
import type { Payload } from "../../vector-engine";
import type { PathItem } from "./json-path";

export function valuesAt(payload: Payload, path: readonly PathItem[]): unknown[] {
  const found: unknown[] = [];
  collect(payload, path, 0, found);
  return found;
}

function collect(value: unknown, path: readonly PathItem[], position: number, found: unknown[]): void {
  if (value === undefined) return;
  const item = path[position];
  if (!item) {
    found.push(value);
    return;
  }
  if (item.kind === "key") {
    if (isObject(value)) collect(value[item.name], path, position + 1, found);
  } else if (Array.isArray(value)) {
    if (item.kind === "index") collect(value[item.index], path, position + 1, found);
    else for (const element of value) collect(element, path, position + 1, found);
  }
}

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
