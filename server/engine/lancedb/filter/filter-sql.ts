// The SQL prefilter for a filter tree on one collection (see filter/plan-filter.ts).
import type { FilterNode, PointId } from "../../filter/filter-tree";
import type { Payload } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { hasRows } from "../table/has-rows";
import { planFilter, type FilterPlan, type TableColumns, type VectorColumns } from "./plan-filter";
import { resolveFilter, type FilterRows } from "./resolve-filter";
import { isColumnCondition, MAX_SQL_LIST, newSqlBudget } from "./sql-bounds";
import { SQL_FALSE, SQL_TRUE, sqlAnd, sqlList, sqlString } from "./sql-literal";
import { keyTestOf, toPointKey } from "../../filter/point-key";
import { forEachRow } from "../table/arrow-rows";
import { KEY, PAYLOAD, SEQ } from "../table/table-schema";

/** SQL selecting the rows that pass `filter`; undefined when every row passes (no filter to apply). */
export async function filterToSql(state: CollectionState, filter: FilterNode | undefined): Promise<string | undefined> {
  if (!filter) return undefined;
  const sql = await resolveFilter(planFilter(filter, state.fields, tableColumns(state)), filterRows(state));
  // A WHERE TRUE would still send LanceDB's vector search down its prefilter path.
  return sql === SQL_TRUE ? undefined : sql;
}

/**
 * SQL selecting the rows of these ids: their keys' list, or, for more than LanceDB plans quickly (filter/sql-bounds.ts),
 * the rows found by reading every row's key once.
 */
export async function idsToSql(state: CollectionState, ids: readonly PointId[]): Promise<string> {
  if (ids.length <= MAX_SQL_LIST) return ids.length > 0 ? `${KEY} IN (${sqlList([...new Set(ids.map(toPointKey))].map(sqlString))})` : SQL_FALSE;
  const isListed = keyTestOf(ids);
  const plan: FilterPlan = { kind: "memory", test: (_payload, key) => key !== undefined && isListed(key), rows: null, sqlElsewhere: SQL_FALSE, isKeyOnly: true };
  return resolveFilter(plan, filterRows(state));
}

/**
 * Whether the filter needs stored payloads (a field without an index, a nested
 * filter), not only the table's columns: an in-memory test over every row, or
 * over rows that exist.
 */
export async function needsPayloads(state: CollectionState, filter: FilterNode): Promise<boolean> {
  return hasMemoryTest(planFilter(filter, state.fields, tableColumns(state)), state);
}

/**
 * The filter as the conditions of its top-level AND that the table's columns answer alone (as SQL; undefined for
 * none) and the rest (tested on stored payloads; undefined for none). Columns that no payload holds (has_vector, a
 * shard) are among the first, so that a test on payloads never needs them.
 */
export function splitColumnConditions(state: CollectionState, filter: FilterNode): { sql?: string; rest?: FilterNode } {
  const sql: string[] = [];
  const rest: FilterNode[] = [];
  // One SQL for all of them: the conditions past what it takes are tested on payloads (filter/sql-bounds.ts).
  const budget = newSqlBudget();
  const columnConditions = new Set<string>();
  const visit = (node: FilterNode) => {
    if (node.kind === "and") return node.children.forEach(visit);
    if (isColumnCondition(node)) {
      // Each once: they are few (the collection's vectors, one shard condition), however often a filter repeats them.
      const key = JSON.stringify(node);
      if (columnConditions.has(key)) return;
      columnConditions.add(key);
    } else if (budget.terms <= 0) {
      return void rest.push(node);
    }
    const plan = planFilter(node, state.fields, tableColumns(state), budget);
    if (plan.kind === "sql") sql.push(plan.sql);
    else rest.push(node);
  };
  visit(filter);
  return {
    ...(sql.length > 0 ? { sql: sqlAnd(sql) } : {}),
    ...(rest.length > 0 ? { rest: rest.length === 1 ? rest[0] : { kind: "and", children: rest } } : {}),
  };
}

async function hasMemoryTest(plan: FilterPlan, state: CollectionState): Promise<boolean> {
  switch (plan.kind) {
    case "sql":
      return false;
    case "memory":
      return plan.rows === null || (await hasRows(state, plan.rows));
    case "not":
      return hasMemoryTest(plan.child, state);
    default:
      for (const child of plan.children) if (await hasMemoryTest(child, state)) return true;
      return false;
  }
}

function filterRows(state: CollectionState): FilterRows {
  return {
    hasRows: (where) => hasRows(state, where),
    scan: async (where, visit, isKeyOnly = false) => {
      let visited = 0;
      // Keys alone are a fraction of the read: payloads are the bulk of a row besides its vectors.
      const query = state.table.query().where(where).select(isKeyOnly ? [SEQ, KEY] : [SEQ, KEY, PAYLOAD]);
      await forEachRow(query, (row) => {
        visited += 1;
        visit(row.seq, row.key, isKeyOnly ? {} : (JSON.parse(row.payload ?? "{}") as Payload));
      });
      return visited;
    },
  };
}

/** The collection's vectors by name, for has_vector (dense, multi, sparse), and whether points have a shard. */
function tableColumns(state: CollectionState): TableColumns {
  const vectors: VectorColumns = new Map([...state.vectors, ...state.sparse].map((field) => [field.name, { column: field.column }]));
  return { vectors, isSharded: state.isSharded };
}
