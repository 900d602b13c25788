// Turns a filter plan into one SQL prefilter: each in-memory test is run over
// the rows it must answer for and replaced by the set of row numbers that pass
// (or, when shorter, by the rows that fail). A test under an AND only needs the
// rows its SQL siblings let through, so those siblings narrow its scan.
import type { Payload } from "../../vector-engine";
import { SEQ } from "../table/table-schema";
import type { FilterPlan } from "./plan-filter";
import { SQL_FALSE, SQL_TRUE, sqlAnd, sqlAtLeast, sqlNot, sqlOr } from "./sql-literal";

export interface FilterRows {
  /** Visits every row where `where` holds, with its payload unless `isKeyOnly` (then {}); resolves to the number of rows visited. */
  scan(where: string, visit: (seq: number, key: string, payload: Payload) => void, isKeyOnly?: boolean): Promise<number>;
  /** Whether any row satisfies `where`. */
  hasRows(where: string): Promise<boolean>;
}

export async function resolveFilter(plan: FilterPlan, rows: FilterRows): Promise<string> {
  return resolve(await settle(plan, rows), [], rows);
}

/** Conditions on indexed fields whose columns hold every row exactly become plain SQL, so they can narrow the rest. */
async function settle(plan: FilterPlan, rows: FilterRows): Promise<FilterPlan> {
  switch (plan.kind) {
    case "sql":
      return plan;
    case "memory":
      return plan.rows !== null && !(await rows.hasRows(plan.rows)) ? { kind: "sql", sql: plan.sqlElsewhere } : plan;
    case "not": {
      const child = await settle(plan.child, rows);
      return child.kind === "sql" ? { kind: "sql", sql: sqlNot(child.sql) } : { kind: "not", child };
    }
    case "and":
    case "or":
    case "atLeast": {
      const children = await Promise.all(plan.children.map((child) => settle(child, rows)));
      const sqlParts = children.flatMap((child) => (child.kind === "sql" ? [child.sql] : []));
      if (sqlParts.length < children.length) return { ...plan, children };
      if (plan.kind === "atLeast") return { kind: "sql", sql: sqlAtLeast(plan.min, sqlParts) };
      return { kind: "sql", sql: plan.kind === "and" ? sqlAnd(sqlParts) : sqlOr(sqlParts) };
    }
  }
}

async function resolve(plan: FilterPlan, scope: readonly string[], rows: FilterRows): Promise<string> {
  switch (plan.kind) {
    case "sql":
      return plan.sql;
    case "memory":
      return resolveMemory(plan, scope, rows);
    case "not":
      return sqlNot(await resolve(plan.child, scope, rows));
    case "or":
      return sqlOr(await Promise.all(plan.children.map((child) => resolve(child, scope, rows))));
    case "atLeast":
      return sqlAtLeast(plan.min, await Promise.all(plan.children.map((child) => resolve(child, scope, rows))));
    case "and": {
      // Rows outside the SQL siblings fail the AND whatever the other children say.
      const siblings = plan.children.flatMap((child) => (child.kind === "sql" ? [child.sql] : []));
      const narrowed = [...scope, ...siblings];
      return sqlAnd(await Promise.all(plan.children.map((child) => resolve(child, child.kind === "sql" ? scope : narrowed, rows))));
    }
  }
}

async function resolveMemory(plan: Extract<FilterPlan, { kind: "memory" }>, scope: readonly string[], rows: FilterRows): Promise<string> {
  const where = sqlAnd([...scope, plan.rows ?? SQL_TRUE]);
  if (where === SQL_FALSE) return plan.sqlElsewhere;
  if (plan.rows !== null && !(await rows.hasRows(where))) return plan.sqlElsewhere;
  const passing: number[] = [];
  const failing: number[] = [];
  await rows.scan(where, (seq, key, payload) => (plan.test(payload, key) ? passing : failing).push(seq), plan.isKeyOnly);
  // Either list is exact on the scanned rows, and rows outside the scope do not matter.
  const answer = passing.length <= failing.length ? seqIn(passing) : sqlAnd([plan.rows ?? SQL_TRUE, sqlNot(seqIn(failing))]);
  return sqlOr([plan.sqlElsewhere, answer]);
}

function seqIn(seqs: readonly number[]): string {
  return seqs.length === 0 ? SQL_FALSE : `${SEQ} IN (${seqs.join(", ")})`;
}
