// The minute's check of every rule (the periodic "alert-evaluation" job):
// each rule's metric measured at `now` from what metering has stored, then
// its state moved on (apply-check.ts). `now` is the caller's, so that tests
// can check at times of their choosing. A rule that cannot be checked (its
// store read failed) is logged and left for the next minute; the others go on.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects, type AlertRuleRow } from "../../db/schema";
import type { AlertContext } from "../alert-context";
import { listEveryAlertRule } from "../store/alert-rule-store";
import type { AlertProject } from "./announce-alert";
import { applyCheck, type CheckOutcome } from "./apply-check";
import { measureMetric, newMeasureCache } from "./measure-metric";

/** Rules checked at once. */
const CONCURRENCY = 4;

export type EvaluationSummary = Record<CheckOutcome | "failed", number>;

async function projectsOf(db: Database, rules: readonly AlertRuleRow[]): Promise<Map<string, AlertProject>> {
  const ids = [...new Set(rules.map((rule) => rule.projectId))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name, organisationId: projects.organisationId }).from(projects).where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function evaluateAlerts(context: Pick<AlertContext, "db" | "log" | "publicUrl">, now = new Date(), signal?: AbortSignal): Promise<EvaluationSummary> {
  const { db, log } = context;
  const rules = await listEveryAlertRule(db);
  const projectsById = await projectsOf(db, rules);
  const cache = newMeasureCache();
  const summary: EvaluationSummary = { unchanged: 0, skipped: 0, pending: 0, firing: 0, resolved: 0, cleared: 0, failed: 0 };
  let next = 0;
  const checkNext = async (): Promise<void> => {
    while (next < rules.length && !signal?.aborted) {
      const rule = rules[next++];
      const project = rule && projectsById.get(rule.projectId);
      if (!rule || !project) continue;
      try {
        const value = await measureMetric(db, rule, project.organisationId, now, cache);
        summary[await applyCheck(db, rule, project, value, now, context.publicUrl)] += 1;
      } catch (error) {
        summary.failed += 1;
        log.error({ err: error, ruleId: rule.id }, "an alert rule could not be checked");
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rules.length) }, checkNext));
  return summary;
}
