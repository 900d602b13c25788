// One rule's check, written: its value and time, and, when its state changes,
// the transition in its history and (unless muted) the bell's notifications
// and the channels' deliveries, in one transaction on the locked rule. The
// value was measured before the lock; if the rule's condition was changed
// meanwhile (a PATCH resets it to ok), or a later check was written already,
// this one is dropped.
import type { Database } from "../../db/client";
import type { AlertRuleRow } from "../../db/schema";
import { resolveAlertNotifications } from "../../notifications/resolve-alert-notifications";
import { lockAlertRule, recordTransition, updateAlertRule } from "../store/alert-rule-store";
import { announceAlert, type AlertProject } from "./announce-alert";
import { nextState } from "./next-state";

export type CheckOutcome = "unchanged" | "skipped" | "pending" | "firing" | "resolved" | "cleared";

/** What makes a rule breach: a change to any of them starts it again from ok. */
export const CONDITION_FIELDS = ["metric", "collection", "apiKeyId", "comparison", "threshold", "windowMinutes", "forMinutes"] as const;

export function hasSameCondition(a: AlertRuleRow, b: AlertRuleRow): boolean {
  return CONDITION_FIELDS.every((field) => a[field] === b[field]);
}

export function isMuted(rule: Pick<AlertRuleRow, "mutedUntil">, now: Date): boolean {
  return rule.mutedUntil !== null && rule.mutedUntil.getTime() > now.getTime();
}

export async function applyCheck(db: Database, measured: AlertRuleRow, project: AlertProject, value: number | null, now: Date, publicUrl: string): Promise<CheckOutcome> {
  return db.transaction(async (tx) => {
    const rule = await lockAlertRule(tx, measured.id);
    if (!rule || !hasSameCondition(rule, measured) || (rule.lastCheckedAt !== null && rule.lastCheckedAt.getTime() >= now.getTime())) return "skipped";
    const to = nextState(rule, value, now);
    await updateAlertRule(tx, rule.id, { lastValue: value, lastCheckedAt: now, ...(to === null ? {} : { state: to, stateSince: now }) });
    if (to === null) return "unchanged";
    await recordTransition(tx, { ruleId: rule.id, from: rule.state, to, value, threshold: rule.threshold, at: now });
    const event = to === "firing" ? "firing" : rule.state === "firing" ? "resolved" : null;
    if (event === "resolved") await resolveAlertNotifications(tx, rule.id, now);
    if (event !== null && !isMuted(rule, now)) await announceAlert(tx, { event, rule, project, value, at: now, publicUrl });
    return event ?? (to === "pending" ? "pending" : "cleared");
  });
}
