// Holds back a rule's notifications and deliveries for some minutes (0 lifts
// the mute). The rule is still checked: its state and history go on.
import type { Database } from "../db/client";
import type { AlertRuleRow } from "../db/schema";
import { updateAlertRule } from "./store/alert-rule-store";
import { MINUTE_MS } from "../metering/usage-rollup";
import { noSuchRule } from "./alert-errors";

export async function muteAlertRule(db: Database, rule: AlertRuleRow, minutes: number, now = new Date()): Promise<AlertRuleRow> {
  const mutedUntil = minutes === 0 ? null : new Date(now.getTime() + minutes * MINUTE_MS);
  const updated = await updateAlertRule(db, rule.id, { mutedUntil, updatedAt: now });
  if (!updated) throw noSuchRule(rule.id);
  return updated;
}
