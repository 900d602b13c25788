// How deep a filter nests and how many conditions it holds, measured on the
// JSON as sent, without recursion, before the filter's schema (which recurses
// once per level) reads it. A filter is level 1; a filter among its
// conditions (must, should, must_not, min_should) or a nested condition's
// filter is one level deeper.
//
// The depth bound is Qdrant's own: its gRPC API refuses filters nested deeper
// than 50 levels (MAX_FILTER_NESTING, qdrant/qdrant#10267, "mirroring the REST
// API", whose JSON reader stops at 128 levels of JSON, json-depth.ts: about 60
// levels of filters). Qdrant bounds the number of conditions only in its
// strict mode (filter_max_conditions); here a 32 MB body could hold 8 million
// ({} is a condition), whose reading took minutes: 100,000 is more than any
// filter needs (a set of ids or values is one has_id or match any).
import { isJsonObject } from "./wording";

export const MAX_FILTER_DEPTH = 50;

export const MAX_FILTER_CONDITIONS = 100_000;

export const FILTER_TOO_DEEP = `filters nest more than ${MAX_FILTER_DEPTH} levels deep (a filter within must, should, must_not, min_should or a nested condition is one level deeper)`;

export const FILTER_TOO_LARGE = `a filter may hold at most ${MAX_FILTER_CONDITIONS} conditions, at every level together`;

const CONDITION_LISTS = ["must", "should", "must_not"] as const;

/** The keys that make a condition one on a field, an id or a vector, checked before `nested` (filters.ts, CONDITION_MEMBERS). */
const LEAF_KEYS = ["key", "is_empty", "is_null", "has_id", "has_vector", "slice"] as const;

/** What is wrong with `value`, read as a filter (`asCondition`: as a condition), past the bounds; undefined when nothing is. */
export function filterBoundsProblem(value: unknown, asCondition = false): string | undefined {
  let deepest = 0;
  let conditions = 0;
  const first = asCondition ? filterOf(value) : value;
  const pending: { filter: unknown; depth: number }[] = first === undefined ? [] : [{ filter: first, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { filter, depth } = next;
    if (!isJsonObject(filter)) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_FILTER_DEPTH) return FILTER_TOO_DEEP;
    forEachCondition(filter, (condition) => {
      conditions += 1;
      const inner = filterOf(condition);
      if (inner !== undefined) pending.push({ filter: inner, depth: depth + 1 });
    });
    if (conditions > MAX_FILTER_CONDITIONS) return FILTER_TOO_LARGE;
  }
  return undefined;
}

/** The filter a condition is or holds (a nested condition's), if any; told apart as the schema tells them. */
function filterOf(condition: unknown): unknown {
  if (!isJsonObject(condition) || LEAF_KEYS.some((key) => key in condition)) return undefined;
  if ("nested" in condition) return isJsonObject(condition.nested) ? condition.nested.filter : undefined;
  return condition;
}

function forEachCondition(filter: Record<string, unknown>, visit: (condition: unknown) => void): void {
  for (const field of CONDITION_LISTS) forEachOf(filter[field], visit);
  const minShould = filter.min_should;
  if (isJsonObject(minShould) && Array.isArray(minShould.conditions)) forEachOf(minShould.conditions, visit);
}

/** One condition, or each of a list (never spread: a list may hold millions). */
function forEachOf(conditions: unknown, visit: (condition: unknown) => void): void {
  if (Array.isArray(conditions)) for (const condition of conditions) visit(condition);
  else if (conditions !== undefined && conditions !== null) visit(conditions);
}
