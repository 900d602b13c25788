// The SQL prefilter for a filter tree on one collection (see filter/plan-filter.ts).
import type { FilterNode } from "../filter-tree";
import type { Payload } from "../vector-engine";
import { hasRows, type CollectionState } from "./collection-state";
import { planFilter, type FilterPlan, type VectorColumns } from "./filter/plan-filter";
import { resolveFilter, type FilterRows } from "./filter/resolve-filter";
import { SQL_TRUE } from "./filter/sql-literal";
import { forEachRow } from "./read-rows";
import { KEY, PAYLOAD, SEQ, VECTOR } from "./table-schema";

/** SQL selecting the rows that pass `filter`; undefined when every row passes (no filter to apply). */
export async function filterToSql(state: CollectionState, filter: FilterNode | undefined): Promise<string | undefined> {
  if (!filter) return undefined;
  const sql = await resolveFilter(planFilter(filter, state.fields, vectorColumns(state)), filterRows(state));
  // A WHERE TRUE would still send LanceDB's vector search down its prefilter path.
  return sql === SQL_TRUE ? undefined : sql;
}

/**
 * Whether the filter needs stored payloads (a field without an index, a nested
 * filter), not only the table's columns: an in-memory test over every row, or
 * over rows that exist.
 */
export async function needsPayloads(state: CollectionState, filter: FilterNode): Promise<boolean> {
  return hasMemoryTest(planFilter(filter, state.fields, vectorColumns(state)), state);
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
    scan: async (where, visit) => {
      let visited = 0;
      const query = state.table.query().where(where).select([SEQ, KEY, PAYLOAD]);
      await forEachRow(query, (row) => {
        visited += 1;
        visit(row.seq, row.key, JSON.parse(row.payload ?? "{}") as Payload);
      });
      return visited;
    },
  };
}

/** The collection's vectors by name, for has_vector: dense (the unnamed one is in every row), multi and sparse. */
function vectorColumns(state: CollectionState): VectorColumns {
  return new Map([...state.vectors, ...state.sparse].map((field) => [field.name, { column: field.column, isNullable: field.column !== VECTOR }]));
}
