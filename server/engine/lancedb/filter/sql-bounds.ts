// How much of a filter LanceDB's SQL can take (measured on @lancedb/lancedb
// 0.39): ANDs, ORs and NOTs nested about 24 levels deep are refused ("Error
// parsing statement"), and past about 34 NOTs the parser backtracks for
// minutes; a flat OR of 60,000 terms overflows the stack of DataFusion's
// planner and kills the process (SIGSEGV), and 20,000 took 4 s; each value of
// a list costs about 25 µs of planning (3 million ids took minutes). A filter
// may nest 50 levels and hold 100,000 conditions (contract/qdrant/
// filter-bounds.ts), so plan-filter.ts keeps within these bounds and tests
// the rest in memory, where every row is read once.
import { AppError } from "../../../errors";
import type { FilterNode } from "../../filter/filter-tree";

/** How many ANDs, ORs and NOTs the SQL of a plan may nest; what callers and conditions add stays within LanceDB's 23 levels. */
export const MAX_SQL_NESTING = 12;

/** The most conditions one plan puts in SQL: a tenth of a second of LanceDB's planning, far from its stack's limit. */
export const MAX_SQL_TERMS = 1_000;

/** The most values one condition lists in SQL (has_id, match any and except, a text's tokens): about 0.25 s of planning. */
export const MAX_SQL_LIST = 10_000;

/** The conditions left to put in SQL, shared by the parts of one plan. */
export interface SqlBudget {
  terms: number;
}

export function newSqlBudget(): SqlBudget {
  return { terms: MAX_SQL_TERMS };
}

export type BooleanNode = Extract<FilterNode, { kind: "and" | "or" | "atLeast" | "not" }>;

export function isBoolean(node: FilterNode): node is BooleanNode {
  return node.kind === "and" || node.kind === "or" || node.kind === "atLeast" || node.kind === "not";
}

/** Conditions on columns no payload holds (has_vector, a shard): only SQL can test them. */
export function isColumnCondition(node: FilterNode): boolean {
  return node.kind === "hasVector" || node.kind === "shard";
}

/** Whether more than `limit` conditions lie under `node`, counted without recursion and no further than needed. */
export function hasMoreConditions(node: FilterNode, limit: number): boolean {
  let count = 0;
  const pending: FilterNode[] = [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!isBoolean(next)) count += 1;
    else if (next.kind === "not") pending.push(next.child);
    else for (const child of next.children) pending.push(child);
    if (count > limit) return true;
  }
  return false;
}

/** Whether a has_vector or shard condition lies under `node`. */
export function holdsColumnCondition(node: FilterNode): boolean {
  const pending: FilterNode[] = [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (isColumnCondition(next)) return true;
    if (next.kind === "not") pending.push(next.child);
    else if (isBoolean(next)) for (const child of next.children) pending.push(child);
  }
  return false;
}

/** The refusal of a has_vector condition that the SQL cannot reach and memory cannot test. */
export function columnConditionTooDeep(): AppError {
  return new AppError(
    "bad_request",
    `has_vector can be tested at most ${MAX_SQL_NESTING} levels of must, should, must_not and min_should deep, and among at most ${MAX_SQL_TERMS} other conditions`,
  );
}
