// An alert_deliveries row as a channel's log shows it.
import type { AlertDelivery } from "../../contract/alerts";
import type { AlertDeliveryRow } from "../db/schema";

export function toAlertDelivery(row: AlertDeliveryRow): AlertDelivery {
  return {
    id: row.id,
    channelId: row.channelId,
    ruleId: row.ruleId,
    event: row.event,
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: row.state === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
