// A filter tree, planned for one table: every part that the table's columns can
// answer becomes SQL; the rest becomes an in-memory test over the stored payloads
// of the rows it cannot answer for. resolve-filter.ts then runs those tests and
// folds their results into SQL as id sets, so LanceDB always gets one prefilter
// and the top-k of a filtered search are the true top-k.
// Parts nested too deep for LanceDB's SQL, conditions past the number it
// takes, and lists too long for it are tested in memory too (sql-bounds.ts).
import { AppError } from "../../../errors";
import type { FilterNode } from "../../filter/filter-tree";
import { textIndexesOf, type FieldColumn } from "../table/field-columns";
import { formatJsonPath, pathFromKeyPath } from "../../payload/json-path";
import { KEY_TESTS } from "../../filter/key-tests";
import { toPointKey } from "../../filter/point-key";
import { KEY, SHARD } from "../table/table-schema";
import { compileFilter, type RowTest, type TextIndexes } from "../../filter/evaluate-filter";
import { renderLeafSql, renderShapeSql } from "./field-sql";
import { renderGeoSql } from "./geo-sql";
import {
  MAX_SQL_LIST,
  MAX_SQL_NESTING,
  columnConditionTooDeep,
  hasMoreConditions,
  holdsColumnCondition,
  isBoolean,
  isColumnCondition,
  newSqlBudget,
  type BooleanNode,
  type SqlBudget,
} from "./sql-bounds";
import { renderPatternSql } from "./pattern-sql";
import { renderTextSql, type TextSql } from "./text-sql";
import { SQL_FALSE, SQL_TRUE, sqlAnd, sqlAtLeast, sqlList, sqlNot, sqlOr, sqlString } from "./sql-literal";

export type FilterPlan =
  | { kind: "sql"; sql: string }
  /**
   * Rows selected by `rows` (every row when null) are tested in memory; the others
   * are answered by `sqlElsewhere`, which is false on the rows `rows` selects.
   * `isKeyOnly`: the test reads the rows' keys alone (has_id, slice), so their payloads are not read.
   */
  | { kind: "memory"; test: RowTest; rows: string | null; sqlElsewhere: string; isKeyOnly?: boolean }
  | { kind: "and" | "or"; children: FilterPlan[] }
  | { kind: "not"; child: FilterPlan }
  | { kind: "atLeast"; min: number; children: FilterPlan[] };

/** A vector's column by the vector's name: null in the rows of points that lack the vector (any vector, the unnamed one too). */
export type VectorColumns = ReadonlyMap<string, { column: string }>;

/** The table's columns besides its payload fields that conditions read: its vectors (has_vector), whether it has a shard column. */
export interface TableColumns {
  vectors?: VectorColumns;
  isSharded?: boolean;
}

/** `budget`: the conditions left to put in SQL, when plans of several parts end up in one SQL (filter-sql.ts). */
export function planFilter(node: FilterNode, fields: readonly FieldColumn[], { vectors = new Map(), isSharded = false }: TableColumns = {}, budget = newSqlBudget()): FilterPlan {
  return plan(node, { fields: new Map(fields.map((field) => [field.key, field])), textIndexes: textIndexesOf(fields), vectors, isSharded, budget }, 0);
}

interface Columns {
  fields: ReadonlyMap<string, FieldColumn>;
  vectors: VectorColumns;
  isSharded: boolean;
  budget: SqlBudget;
  /** What the in-memory tests tokenize full-text conditions with. */
  textIndexes: TextIndexes;
}

/** `nesting`: how many ANDs, ORs and NOTs the node's SQL would sit within. */
function plan(node: FilterNode, columns: Columns, nesting: number): FilterPlan {
  const { fields } = columns;
  // Compiled when first run: most plans of a part are replaced by their parent's, and a test may hold millions of values.
  const test = (tested: FilterNode): RowTest => {
    let compiled: RowTest | undefined;
    return (payload, key) => (compiled ??= compileFilter(tested, KEY_TESTS, columns.textIndexes))(payload, key);
  };
  const inMemory = (tested: FilterNode): FilterPlan => ({ kind: "memory", test: test(tested), rows: null, sqlElsewhere: SQL_FALSE, isKeyOnly: !readsPayload(tested) });
  if (!isBoolean(node)) columns.budget.terms -= 1;
  switch (node.kind) {
    case "all":
      return sql(SQL_TRUE);
    case "hasId":
      if (node.ids.length > MAX_SQL_LIST) return inMemory(node);
      return sql(node.ids.length > 0 ? `${KEY} IN (${sqlList(node.ids.map((id) => sqlString(toPointKey(id))))})` : SQL_FALSE);
    case "slice":
      // A hash of the point id that LanceDB's SQL has no function for: tested on the rows' keys.
      return inMemory(node);
    case "hasVector": {
      const vector = columns.vectors.get(node.name);
      if (!vector) throw new AppError("bad_request", `Not existing vector name error: ${node.name}`);
      return sql(`${vector.column} IS NOT NULL`);
    }
    case "shard":
      // A table without shards has no point under any.
      return sql(columns.isSharded && node.shards.length > 0 ? `${SHARD} IN (${sqlList(node.shards.map(sqlString))})` : SQL_FALSE);
    case "nested":
      return inMemory(node);
    case "and":
    case "or":
    case "atLeast":
    case "not": {
      const isTooLarge = nesting >= MAX_SQL_NESTING || hasMoreConditions(node, columns.budget.terms);
      if (isTooLarge && !holdsColumnCondition(node)) return inMemory(node);
      // min_should's SQL holds each part in CAST((...) AS INT): one level more.
      const inner = nesting + (node.kind === "atLeast" ? 2 : 1);
      let children: FilterPlan[];
      if (!isTooLarge) children = node.kind === "not" ? [plan(node.child, columns, inner)] : node.children.map((child) => plan(child, columns, inner));
      else if (nesting < MAX_SQL_NESTING && (node.kind === "and" || node.kind === "or")) children = planWide(node, columns, inner, inMemory);
      else throw columnConditionTooDeep();
      return combined(node, children, inMemory);
    }
    case "isEmpty":
    case "isNull":
    case "valuesCount": {
      const field = fields.get(formatJsonPath(pathFromKeyPath(node.key)));
      if (!field) return inMemory(node);
      return { kind: "memory", test: test(node), rows: `${field.count} IS NULL`, sqlElsewhere: renderShapeSql(node, field) };
    }
    case "geoBoundingBox":
    case "geoRadius":
    case "geoPolygon": {
      // A geo field's columns answer most rows in SQL; the rest (`unsure`) are tested in memory (geo-sql.ts).
      const field = fields.get(formatJsonPath(pathFromKeyPath(node.key)));
      if (!field?.box) return inMemory(node);
      const { sql: exact, unsure } = renderGeoSql(node, field.box);
      return { kind: "memory", test: test(node), rows: sqlOr([`${field.ok} IS NOT TRUE`, unsure]), sqlElsewhere: sqlAnd([`${field.ok} IS TRUE`, exact]) };
    }
    case "text": {
      // A text field's tokens answer most rows; a longer phrase's candidates are tested in memory (text-sql.ts).
      const field = fields.get(formatJsonPath(pathFromKeyPath(node.key)));
      if (field?.type !== "text") break;
      const rendered = renderTextSql(node, field, MAX_SQL_LIST);
      return rendered ? withUnsure(field, rendered, test(node)) : inMemory(node);
    }
    case "matchPrefix":
    case "matchSubstring": {
      // A keyword or uuid field's strings answer them (pattern-sql.ts); other fields' columns as they answer any match.
      const field = fields.get(formatJsonPath(pathFromKeyPath(node.key)));
      if (field?.type !== "keyword" && field?.type !== "uuid") break;
      const rendered = renderPatternSql(node, field.column);
      return rendered ? withUnsure(field, rendered, test(node)) : inMemory(node);
    }
    default:
      break;
  }
  // Matches and ranges, and full-text conditions on other fields.
  if ((node.kind === "matchAny" || node.kind === "matchExcept") && node.values.length > MAX_SQL_LIST) return inMemory(node);
  const field = fields.get(formatJsonPath(pathFromKeyPath(node.key)));
  const rendered = field ? renderLeafSql(node, field) : null;
  if (!field || rendered === null) return inMemory(node);
  return { kind: "memory", test: test(node), rows: `${field.ok} IS NOT TRUE`, sqlElsewhere: sqlAnd([`${field.ok} IS TRUE`, rendered]) };
}

/** A condition answered in SQL where the field's columns hold the values and the SQL is sure, in memory elsewhere. */
function withUnsure(field: FieldColumn, { sql: exact, unsure }: TextSql, test: RowTest): FilterPlan {
  return { kind: "memory", test, rows: sqlOr([`${field.ok} IS NOT TRUE`, unsure]), sqlElsewhere: sqlAnd([`${field.ok} IS TRUE`, exact]) };
}

function combined(node: BooleanNode, children: FilterPlan[], inMemory: (tested: FilterNode) => FilterPlan): FilterPlan {
  if (children.every(isWholeInMemory)) return inMemory(node);
  if (children.every(isSql)) return sql(combine(node, children.map((child) => child.sql)));
  if (node.kind === "not") return { kind: "not", child: children[0] ?? sql(SQL_TRUE) };
  return node.kind === "atLeast" ? { kind: "atLeast", min: node.min, children } : { kind: node.kind, children };
}

/**
 * An AND or OR with more conditions than the SQL has room for, that holds has_vector or a shard: its children are
 * planned while they fit, has_vector and shard conditions always (each once), and the others become one in-memory
 * test of the same kind. A child that does not fit and holds has_vector is refused.
 */
function planWide(node: Extract<FilterNode, { kind: "and" | "or" }>, columns: Columns, nesting: number, inMemory: (tested: FilterNode) => FilterPlan): FilterPlan[] {
  const planned: FilterPlan[] = [];
  const rest: FilterNode[] = [];
  const seen = new Set<string>();
  for (const child of node.children) {
    if (isColumnCondition(child)) {
      const key = JSON.stringify(child);
      if (!seen.has(key)) planned.push(plan(child, columns, nesting));
      seen.add(key);
    } else if (!hasMoreConditions(child, columns.budget.terms)) {
      planned.push(plan(child, columns, nesting));
    } else if (holdsColumnCondition(child)) {
      throw columnConditionTooDeep();
    } else {
      rest.push(child);
    }
  }
  if (rest.length > 0) planned.push(inMemory(rest.length === 1 && rest[0] ? rest[0] : { kind: node.kind, children: rest }));
  return planned;
}

function combine(node: Extract<FilterNode, { kind: "and" | "or" | "atLeast" | "not" }>, parts: string[]): string {
  switch (node.kind) {
    case "and":
      return sqlAnd(parts);
    case "or":
      return sqlOr(parts);
    case "not":
      return sqlNot(parts[0] ?? SQL_TRUE);
    case "atLeast":
      return sqlAtLeast(node.min, parts);
  }
}

/** Whether testing `node` in memory needs the rows' payloads, not only their keys. */
function readsPayload(node: FilterNode): boolean {
  const pending: FilterNode[] = [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.kind === "not") pending.push(next.child);
    else if (isBoolean(next)) for (const child of next.children) pending.push(child);
    else if (next.kind !== "all" && next.kind !== "hasId" && next.kind !== "slice") return true;
  }
  return false;
}

function sql(text: string): FilterPlan {
  return { kind: "sql", sql: text };
}

function isSql(plan: FilterPlan): plan is Extract<FilterPlan, { kind: "sql" }> {
  return plan.kind === "sql";
}

function isWholeInMemory(plan: FilterPlan): boolean {
  return plan.kind === "memory" && plan.rows === null;
}
