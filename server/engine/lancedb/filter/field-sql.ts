// SQL for one condition on an indexed field's columns, exact for the rows whose
// `_ok` (or `_n`) column says the columns hold the values exactly; plan-filter.ts
// sends the other rows to the in-memory evaluator. Every expression is two-valued
// (never NULL), so NOT and min_should compose correctly. null means the field's
// columns cannot answer this condition (a text index cannot answer an exact
// match), and the whole condition is evaluated in memory. Full-text conditions
// on a text field are text-sql.ts's.
import type { FilterNode, MatchValue } from "../../filter/filter-tree";
import type { FieldColumn } from "../table/field-columns";
import { SQL_FALSE, sqlBounds, sqlList, sqlNumber, sqlString } from "./sql-literal";

export type LeafNode = Extract<FilterNode, { kind: "match" | "matchAny" | "matchExcept" | "matchPrefix" | "matchSubstring" | "text" | "range" }>;
export type ShapeNode = Extract<FilterNode, { kind: "isEmpty" | "isNull" | "valuesCount" }>;

export function renderLeafSql(node: LeafNode, field: FieldColumn): string | null {
  switch (field.type) {
    case "keyword":
    case "uuid":
      return renderKeyword(node, field.column);
    case "text":
      // Matches and ranges on a text field: its tokens are not its values.
      return node.kind === "range" && !node.datetime ? SQL_FALSE : null;
    case "integer":
    case "float":
      return renderScalar(node, field.column, "number");
    case "bool":
      return renderScalar(node, field.column, "boolean");
    case "datetime":
      if (node.kind !== "range") return null;
      return node.datetime ? sqlBounds(field.column, node) : SQL_FALSE;
    case "geo":
      // Matches and ranges test values a geo field's columns do not hold.
      return null;
  }
}

/** Conditions on how many values the key has; exact where `_n` is not null (the key has at most one value). */
export function renderShapeSql(node: ShapeNode, field: FieldColumn): string {
  switch (node.kind) {
    case "isEmpty":
      return `${field.count} IS NOT NULL AND ${field.count} = 0`;
    case "isNull":
      return `${field.isNull} IS TRUE`;
    case "valuesCount":
      return sqlBounds(field.count, integerBounds(node));
  }
}

function renderKeyword(node: LeafNode, column: string): string | null {
  switch (node.kind) {
    case "match":
      return typeof node.value === "string" ? `array_has(${column}, ${sqlString(node.value)})` : SQL_FALSE;
    case "matchAny": {
      const strings = stringsOf(node.values);
      return strings.length > 0 ? `array_has_any(${column}, make_array(${sqlList(strings)}))` : SQL_FALSE;
    }
    case "matchExcept": {
      // Some value is not listed; all values are strings on these rows.
      const strings = stringsOf(node.values);
      const nonEmpty = `coalesce(array_length(${column}), 0) > 0`;
      return strings.length > 0 ? `${nonEmpty} AND NOT array_has_all(make_array(${sqlList(strings)}), ${column})` : nonEmpty;
    }
    case "matchPrefix":
    case "matchSubstring":
      // A keyword field's strings answer them by pattern-sql.ts (plan-filter.ts).
      return null;
    case "text":
      // Without a text index Qdrant looks for the query inside the raw strings (text-index/text-match.ts): tested in memory.
      return null;
    case "range":
      return node.datetime ? null : SQL_FALSE;
  }
}

function renderScalar(node: LeafNode, column: string, type: "number" | "boolean"): string {
  // Booleans are stored as 1 / 0 (field-columns.ts).
  const literal = (value: MatchValue): string => (typeof value === "boolean" ? String(Number(value)) : sqlNumber(Number(value)));
  const own = (values: readonly MatchValue[]): string[] => values.filter((value) => typeof value === type).map(literal);
  const present = `${column} IS NOT NULL`;
  switch (node.kind) {
    case "match":
      return typeof node.value === type ? `${present} AND ${column} = ${literal(node.value)}` : SQL_FALSE;
    case "matchAny": {
      const listed = own(node.values);
      return listed.length > 0 ? `${present} AND ${column} IN (${sqlList(listed)})` : SQL_FALSE;
    }
    case "matchExcept": {
      const listed = own(node.values);
      return listed.length > 0 ? `${present} AND ${column} NOT IN (${sqlList(listed)})` : present;
    }
    case "matchPrefix":
    case "matchSubstring":
    case "text":
      // The rows these columns hold exactly have no string.
      return SQL_FALSE;
    case "range":
      return type === "number" && !node.datetime ? sqlBounds(column, node) : SQL_FALSE;
  }
}

function stringsOf(values: readonly MatchValue[]): string[] {
  return values.filter((value): value is string => typeof value === "string").map(sqlString);
}

/** The same bounds on an integer count, with integer literals (the column is an int32). */
function integerBounds(bounds: { gt?: number; gte?: number; lt?: number; lte?: number }): { gt?: number; gte?: number; lt?: number; lte?: number } {
  const floor = (value: number | undefined): number | undefined => (value === undefined ? undefined : Math.floor(value));
  const ceil = (value: number | undefined): number | undefined => (value === undefined ? undefined : Math.ceil(value));
  return { gt: floor(bounds.gt), gte: ceil(bounds.gte), lt: ceil(bounds.lt), lte: floor(bounds.lte) };
}
