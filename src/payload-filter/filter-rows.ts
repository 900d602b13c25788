// The filter builder's rows and Qdrant's filter, both ways. A row is one
// condition on a payload key, placed in must, should or must_not. A filter
// read back into rows is written again and compared, so a filter the rows
// cannot hold exactly (nested filters, has_id, min_should, gt/lt, geo) is
// never changed by the builder: it stays in the JSON view.
import type { Schemas } from "@qdrant/js-client-rest";
import { formatAnyValues, formatMatchValue, formatRangeBound, parseAnyValues, parseMatchValue, parseRangeBound, type MatchValue } from "./filter-values";

type Filter = Schemas["Filter"];
type Condition = Schemas["Condition"];
type JsonRecord = Record<string, unknown>;

export const FILTER_CLAUSES = ["must", "should", "must_not"] as const;
export type FilterClause = (typeof FILTER_CLAUSES)[number];
export const CLAUSE_LABELS: Readonly<Record<FilterClause, string>> = { must: "must", should: "should", must_not: "must not" };

export const FILTER_OPERATORS = ["match", "any", "text", "text_any", "phrase", "prefix", "substring", "range", "is_empty", "is_null"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
/**
 * Matches on text, each a match key of its own: {"match": {"text_any": "red green"}}. The full-text ones read words
 * through a text index; prefix (Qdrant 1.19) and substring (1.20) compare a keyword's characters.
 */
export const TEXT_OPERATORS = ["text", "text_any", "phrase", "prefix", "substring"] as const;
export const OPERATOR_LABELS: Readonly<Record<FilterOperator, string>> = {
  match: "=",
  any: "is any of",
  text: "contains all words",
  text_any: "contains any word",
  phrase: "contains phrase",
  prefix: "starts with",
  substring: "contains text",
  range: "in range",
  is_empty: "is empty",
  is_null: "is null",
};

export interface FilterRow {
  id: string;
  clause: FilterClause;
  key: string;
  operator: FilterOperator;
  /** match, any and the text operators. */
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

export function rowToCondition(row: FilterRow): { condition: Condition } | { error: string } {
  const key = row.key.trim();
  if (key === "") return { error: "Enter a payload key" };
  switch (row.operator) {
    case "is_empty":
      return { condition: { is_empty: { key } } };
    case "is_null":
      return { condition: { is_null: { key } } };
    case "text":
    case "text_any":
    case "phrase":
    case "prefix":
    case "substring": {
      // A prefix or a substring is compared character for character: its spaces are part of it.
      const text = row.operator === "prefix" || row.operator === "substring" ? row.value : row.value.trim();
      if (text.trim() === "") return { error: "Enter the text to look for" };
      // The client's 1.19 types lack match.prefix and match.substring, which the service reads.
      return { condition: { key, match: { [row.operator]: text } } as Condition };
    }
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
      // Numbers for a numeric field, date-times for a datetime field: the service says which fits.
      const range: Record<string, number | string> = {};
      if (gte.bound !== undefined) range.gte = gte.bound;
      if (lte.bound !== undefined) range.lte = lte.bound;
      return { condition: { key, range } };
    }
  }
}

export interface RowsConversion {
  /** Undefined when there are no rows (no filter). */
  filter: Filter | undefined;
  /** Row id to its problem; the filter holds only when this is empty. */
  errors: Readonly<Record<string, string>>;
}

export function rowsToFilter(rows: readonly FilterRow[]): RowsConversion {
  const errors: Record<string, string> = {};
  const clauses: Record<FilterClause, Condition[]> = { must: [], should: [], must_not: [] };
  for (const row of rows) {
    const converted = rowToCondition(row);
    if ("error" in converted) errors[row.id] = converted.error;
    else clauses[row.clause].push(converted.condition);
  }
  const filter: Filter = {};
  for (const clause of FILTER_CLAUSES) if (clauses[clause].length > 0) filter[clause] = clauses[clause];
  return { filter: Object.keys(filter).length > 0 ? filter : undefined, errors };
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isMatchValue(value: unknown): value is MatchValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function isAnyValues(value: unknown): value is string[] | number[] {
  return Array.isArray(value) && (value.every((item) => typeof item === "string") || value.every((item) => typeof item === "number"));
}

function conditionToRow(clause: FilterClause, condition: unknown): FilterRow | null {
  if (!isRecord(condition)) return null;
  for (const operator of ["is_empty", "is_null"] as const) {
    const inner = condition[operator];
    if (isRecord(inner) && typeof inner.key === "string") return newFilterRow({ clause, operator, key: inner.key });
  }
  if (typeof condition.key !== "string") return null;
  const { key, match, range } = condition;
  const textOperator = isRecord(match) ? TEXT_OPERATORS.find((operator) => typeof match[operator] === "string") : undefined;
  if (isRecord(match) && textOperator !== undefined) return newFilterRow({ clause, key, operator: textOperator, value: String(match[textOperator]) });
  if (isRecord(match) && isAnyValues(match.any)) return newFilterRow({ clause, key, operator: "any", value: formatAnyValues(match.any) });
  if (isRecord(match) && isMatchValue(match.value)) return newFilterRow({ clause, key, operator: "match", value: formatMatchValue(match.value) });
  if (isRecord(range)) return newFilterRow({ clause, key, operator: "range", min: formatRangeBound(range.gte), max: formatRangeBound(range.lte) });
  return null;
}

/** The filter with every clause as a list (Qdrant also takes a single condition). */
function normalise(filter: Filter): JsonRecord {
  const normalised: JsonRecord = { ...filter };
  for (const clause of FILTER_CLAUSES) {
    const conditions = filter[clause];
    if (conditions === undefined || conditions === null) delete normalised[clause];
    else if (!Array.isArray(conditions)) normalised[clause] = [conditions];
    else if (conditions.length === 0) delete normalised[clause];
  }
  return normalised;
}

/** JSON text with every object's keys sorted, to compare filters written in any key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    isRecord(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

/** The rows for a filter, or null when rows cannot hold it exactly. */
export function filterToRows(filter: Filter | undefined): FilterRow[] | null {
  if (filter === undefined) return [];
  const normalised = normalise(filter);
  if (Object.keys(normalised).some((key) => !(FILTER_CLAUSES as readonly string[]).includes(key))) return null;
  const rows: FilterRow[] = [];
  for (const clause of FILTER_CLAUSES) {
    const conditions = normalised[clause];
    for (const condition of Array.isArray(conditions) ? conditions : []) {
      const row = conditionToRow(clause, condition);
      if (row === null) return null;
      rows.push(row);
    }
  }
  const { filter: written, errors } = rowsToFilter(rows);
  const isExact = Object.keys(errors).length === 0 && canonicalJson(written ?? {}) === canonicalJson(normalised);
  return isExact ? rows : null;
}
