// Changes a rule. The whole rule after the change is checked as a new one
// would be (a metric's scope: no API key on a size metric, no collection on
// the allowance, a percentage at most 100), since the PATCH may change the
// metric or the scope alone. A changed condition (metric, scope, comparison,
// threshold, window, duration) starts the rule again from ok, recorded in its
// history; a name or channels changed keep its state.
import { createAlertRuleBodySchema, type updateAlertRuleBodySchema } from "../../contract/alerts";
import type { z } from "zod";
import type { Database } from "../db/client";
import type { AlertRuleRow } from "../db/schema";
import { lockAlertRule, recordTransition, updateAlertRule } from "./store/alert-rule-store";
import { CONDITION_FIELDS } from "./evaluation/apply-check";
import { parseInput } from "../api-router/parse-input";
import { noSuchRule } from "./alert-errors";
import { checkRuleReferences } from "./check-rule-references";
import { resolveAlertNotifications } from "../notifications/resolve-alert-notifications";

export type ChangeAlertRuleInput = z.output<typeof updateAlertRuleBodySchema>;

export async function changeAlertRule(db: Database, rule: AlertRuleRow, input: ChangeAlertRuleInput, now = new Date()): Promise<AlertRuleRow> {
  const { name, metric, collection, apiKeyId, comparison, threshold, windowMinutes, forMinutes, channelIds } = rule;
  const merged = parseInput(createAlertRuleBodySchema, { name, metric, collection, apiKeyId, comparison, threshold, windowMinutes, forMinutes, channelIds, ...input });
  merged.channelIds = [...new Set(merged.channelIds)];
  await checkRuleReferences(db, rule.projectId, merged);
  return db.transaction(async (tx) => {
    const current = await lockAlertRule(tx, rule.id);
    if (!current) throw noSuchRule(rule.id);
    const isConditionChanged = CONDITION_FIELDS.some((field) => current[field] !== merged[field]);
    const restart = isConditionChanged ? { state: "ok" as const, stateSince: now, lastValue: null, lastCheckedAt: null } : {};
    const updated = await updateAlertRule(tx, rule.id, { ...merged, ...restart, updatedAt: now });
    if (!updated) throw noSuchRule(rule.id);
    if (isConditionChanged && current.state !== "ok") {
      await recordTransition(tx, { ruleId: rule.id, from: current.state, to: "ok", value: null, threshold: merged.threshold, at: now });
      // What fired was the old condition's: the bell no longer shows it as a problem.
      await resolveAlertNotifications(tx, rule.id, now);
    }
    return updated;
  });
}
