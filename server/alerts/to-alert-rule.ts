// An alert_rules row as the API shows it (contract/alerts.ts alertRuleSchema).
import type { AlertRule } from "../../contract/alerts";
import type { AlertRuleRow } from "../db/schema";

export function toAlertRule(row: AlertRuleRow, now = new Date()): AlertRule {
  return {
    id: row.id,
    name: row.name,
    metric: row.metric,
    collection: row.collection,
    apiKeyId: row.apiKeyId,
    comparison: row.comparison,
    threshold: row.threshold,
    windowMinutes: row.windowMinutes,
    forMinutes: row.forMinutes,
    channelIds: row.channelIds,
    state: row.state,
    stateSince: row.stateSince.toISOString(),
    lastValue: row.lastValue,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    // A mute that has run out is no mute.
    mutedUntil: row.mutedUntil !== null && row.mutedUntil.getTime() > now.getTime() ? row.mutedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
