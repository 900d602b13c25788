// The alert_rules and alert_transitions tables' queries, always scoped to one
// project but for the evaluation's list of every rule.
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AlertState } from "../../../contract/alerts";
import type { Database } from "../../db/client";
import { alertRules, alertTransitions, type AlertRuleRow, type AlertTransitionRow } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";

export type NewAlertRule = typeof alertRules.$inferInsert;
export type AlertRuleChange = Partial<Omit<AlertRuleRow, "id" | "projectId" | "createdBy" | "createdAt">>;

/** The last transitions a rule's history shows. */
export const HISTORY_LIMIT = 100;

export async function listAlertRules(db: Database, projectId: string): Promise<AlertRuleRow[]> {
  return db.select().from(alertRules).where(eq(alertRules.projectId, projectId)).orderBy(asc(alertRules.createdAt), asc(alertRules.id));
}

/** Every rule of every project: what one evaluation checks. */
export async function listEveryAlertRule(db: Database): Promise<AlertRuleRow[]> {
  return db.select().from(alertRules).orderBy(asc(alertRules.projectId), asc(alertRules.createdAt));
}

export async function findAlertRule(db: Database | Transaction, projectId: string, id: string): Promise<AlertRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.projectId, projectId), eq(alertRules.id, id)));
  return row;
}

/** The rule, locked until the transaction ends: evaluation and edits change it one at a time. */
export async function lockAlertRule(tx: Transaction, id: string): Promise<AlertRuleRow | undefined> {
  const [row] = await tx.select().from(alertRules).where(eq(alertRules.id, id)).for("update");
  return row;
}

export async function countAlertRules(db: Database | Transaction, projectId: string): Promise<number> {
  const [row] = await db.select({ rules: count() }).from(alertRules).where(eq(alertRules.projectId, projectId));
  return row?.rules ?? 0;
}

export async function insertAlertRule(db: Database | Transaction, values: NewAlertRule): Promise<AlertRuleRow> {
  const [row] = await db.insert(alertRules).values(values).returning();
  if (!row) throw new Error("insertAlertRule: the row was not inserted");
  return row;
}

export async function updateAlertRule(db: Database | Transaction, id: string, change: AlertRuleChange): Promise<AlertRuleRow | undefined> {
  const [row] = await db.update(alertRules).set(change).where(eq(alertRules.id, id)).returning();
  return row;
}

/** Its history and bell notifications go with it (foreign keys). */
export async function deleteAlertRule(db: Database, projectId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(alertRules)
    .where(and(eq(alertRules.projectId, projectId), eq(alertRules.id, id)))
    .returning({ id: alertRules.id });
  return deleted.length > 0;
}

export async function recordTransition(
  db: Database | Transaction,
  transition: { ruleId: string; from: AlertState; to: AlertState; value: number | null; threshold: number; at: Date },
): Promise<void> {
  const { ruleId, from, to, value, threshold, at } = transition;
  await db.insert(alertTransitions).values({ ruleId, fromState: from, toState: to, value, threshold, at });
}

export async function listTransitions(db: Database, ruleId: string): Promise<AlertTransitionRow[]> {
  return db.select().from(alertTransitions).where(eq(alertTransitions.ruleId, ruleId)).orderBy(desc(alertTransitions.at), desc(alertTransitions.id)).limit(HISTORY_LIMIT);
}
