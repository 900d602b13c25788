// The filter builder's rows and Qdrant's filter, both ways. A row is one
// condition on a payload key, placed in must, should or must_not. A filter
// read back into rows is written again and compared, so a filter the rows
// cannot hold exactly (nested filters, has_id, min_should, gt/lt, geo) is
// never changed by the builder: it stays in the JSON view.
import type { JsonObject, JsonValue, QdrantFilter } from "../api-client/qdrant-types";
import { formatAnyValues, formatMatchValue, formatRangeBound, parseAnyValues, parseMatchValue, parseRangeBound, type MatchValue } from "./filter-values";

export const FILTER_CLAUSES = ["must", "should", "must_not"] as const;
export type FilterClause = (typeof FILTER_CLAUSES)[number];
export const CLAUSE_LABELS: Readonly<Record<FilterClause, string>> = { must: "must", should: "should", must_not: "must not" };

export const FILTER_OPERATORS = ["match", "any", "text", "range", "is_empty", "is_null"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const OPERATOR_LABELS: Readonly<Record<FilterOperator, string>> = {
  match: "=",
  any: "is any of",
  text: "contains text",
  range: "in range",
  is_empty: "is empty",
  is_null: "is null",
};

export interface FilterRow {
  id: string;
  clause: FilterClause;
  key: string;
  operator: FilterOperator;
  /** match, any and text. */
  value: string;
  /** range: gte and lte. */
  min: string;
  max: string;
}

let rowCount = 0;

export function newFilterRow(change: Partial<Omit<FilterRow, "id">> = {}): FilterRow {
  rowCount += 1;
  return { id: `filter-row-${rowCount}`, clause: "must", key: "", operator: "match", value: "", min: "", max: "", ...change };
}

export function rowToCondition(row: FilterRow): { condition: JsonObject } | { error: string } {
  const key = row.key.trim();
  if (key === "") return { error: "Enter a payload key" };
  switch (row.operator) {
    case "is_empty":
    case "is_null":
      return { condition: { [row.operator]: { key } } };
    case "text":
      return row.value.trim() === "" ? { error: "Enter the text to look for" } : { condition: { key, match: { text: row.value.trim() } } };
    case "match": {
      const parsed = parseMatchValue(row.value);
      return "error" in parsed ? parsed : { condition: { key, match: { value: parsed.value } } };
    }
    case "any": {
      const parsed = parseAnyValues(row.value);
      return "error" in parsed ? parsed : { condition: { key, match: { any: parsed.values } } };
    }
    case "range": {
      const gte = parseRangeBound(row.min);
      const lte = parseRangeBound(row.max);
      if ("error" in gte) return gte;
      if ("error" in lte) return lte;
      if (gte.bound === undefined && lte.bound === undefined) return { error: "Enter a minimum, a maximum or both" };
      const range: JsonObject = {};
      if (gte.bound !== undefined) range.gte = gte.bound;
      if (lte.bound !== undefined) range.lte = lte.bound;
      return { condition: { key, range } };
    }
  }
}

export interface RowsConversion {
  /** Undefined when there are no rows (no filter). */
  filter: QdrantFilter | undefined;
  /** Row id to its problem; the filter holds only when this is empty. */
  errors: Readonly<Record<string, string>>;
}

export function rowsToFilter(rows: readonly FilterRow[]): RowsConversion {
  const errors: Record<string, string> = {};
  const clauses: Record<FilterClause, JsonObject[]> = { must: [], should: [], must_not: [] };
  for (const row of rows) {
    const converted = rowToCondition(row);
    if ("error" in converted) errors[row.id] = converted.error;
    else clauses[row.clause].push(converted.condition);
  }
  const filter: QdrantFilter = {};
  for (const clause of FILTER_CLAUSES) if (clauses[clause].length > 0) filter[clause] = clauses[clause];
  return { filter: Object.keys(filter).length > 0 ? filter : undefined, errors };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function conditionToRow(clause: FilterClause, condition: JsonValue): FilterRow | null {
  if (!isObject(condition)) return null;
  for (const operator of ["is_empty", "is_null"] as const) {
    const inner = condition[operator];
    if (isObject(inner) && typeof inner.key === "string") return newFilterRow({ clause, operator, key: inner.key });
  }
  if (typeof condition.key !== "string") return null;
  const { key, match, range } = condition;
  if (isObject(match) && typeof match.text === "string") return newFilterRow({ clause, key, operator: "text", value: match.text });
  if (isObject(match) && Array.isArray(match.any)) return newFilterRow({ clause, key, operator: "any", value: formatAnyValues(match.any as (string | number)[]) });
  if (isObject(match) && match.value !== undefined && match.value !== null && typeof match.value !== "object") {
    return newFilterRow({ clause, key, operator: "match", value: formatMatchValue(match.value as MatchValue) });
  }
  if (isObject(range)) return newFilterRow({ clause, key, operator: "range", min: formatRangeBound(range.gte), max: formatRangeBound(range.lte) });
  return null;
}

/** The filter with every clause as a list (Qdrant also takes a single condition). */
function normalise(filter: JsonObject): JsonObject {
  const normalised: JsonObject = { ...filter };
  for (const clause of FILTER_CLAUSES) {
    const conditions = filter[clause];
    if (conditions === undefined || conditions === null) delete normalised[clause];
    else if (!Array.isArray(conditions)) normalised[clause] = [conditions];
    else if (conditions.length === 0) delete normalised[clause];
  }
  return normalised;
}

/** JSON text with every object's keys sorted, to compare filters written in any key order. */
function canonicalJson(value: JsonValue | undefined): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    isObject(item as JsonValue) ? Object.fromEntries(Object.entries(item as JsonObject).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

/** The rows for a filter, or null when rows cannot hold it exactly. */
export function filterToRows(filter: QdrantFilter | undefined): FilterRow[] | null {
  if (filter === undefined) return [];
  const normalised = normalise(filter);
  if (Object.keys(normalised).some((key) => !(FILTER_CLAUSES as readonly string[]).includes(key))) return null;
  const rows: FilterRow[] = [];
  for (const clause of FILTER_CLAUSES) {
    for (const condition of (normalised[clause] as JsonValue[] | undefined) ?? []) {
      const row = conditionToRow(clause, condition);
      if (row === null) return null;
      rows.push(row);
    }
  }
  const { filter: written, errors } = rowsToFilter(rows);
  const isExact = Object.keys(errors).length === 0 && canonicalJson(written ?? {}) === canonicalJson(normalised);
  return isExact ? rows : null;
}
