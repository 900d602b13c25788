// The one reader of payload values at a path, the way Qdrant reads them
// (json_path value_get): keys descend into objects only, and only into their
// own keys ("constructor" is no key of {}); "[]" fans out over an array's
// elements, "[n]" picks one; an array met on the way is not opened unless the
// path says so, and anything that does not fit the path yields nothing. The
// path's syntax is parsed in contract/qdrant/ (json-path.ts, key-path.ts; the
// items through json-path.ts here). Filters, field indexes and order_by in the
// engine, and formulas, group_by, order_by and facets in the data plane, all
// read payloads through valuesAt, then open the arrays they find as they need.
import type { PathItem } from "./json-path";

/** The values at `path` in `value` (a payload, or any value within one). */
export function valuesAt(value: unknown, path: readonly PathItem[]): unknown[] {
  const found: unknown[] = [];
  collect(value, path, 0, found);
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
    if (isObject(value) && Object.hasOwn(value, item.name)) collect(value[item.name], path, position + 1, found);
  } else if (Array.isArray(value)) {
    if (item.kind === "index") collect(value[item.index], path, position + 1, found);
    else for (const element of value) collect(element, path, position + 1, found);
  }
}

/** The values found, with arrays opened one level, as Qdrant checks match and range conditions and reads keys to group, order and facet by. */
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
