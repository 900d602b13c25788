// A rule's change told through its channels: one pending delivery per
// channel, due at once, written in the evaluation's transaction. They are
// sent by the delivery sweep (deliver-due-alerts.ts), not here: a slow or
// unreachable receiver never holds up the minute's evaluation.
import { randomUUID } from "node:crypto";
import type { AlertChannelRow, AlertRuleRow } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";
import { insertAlertDeliveries } from "../store/alert-delivery-store";
import type { AlertText } from "../evaluation/describe-alert";
import { webhookPayload } from "./webhook-payload";

export interface QueuedChange {
  event: "firing" | "resolved";
  rule: AlertRuleRow;
  project: { id: string; name: string };
  value: number | null;
  text: AlertText;
  at: Date;
  publicUrl: string;
}

export async function queueDeliveries(tx: Transaction, channels: readonly AlertChannelRow[], change: QueuedChange): Promise<void> {
  const { event, rule, project, value, text, at, publicUrl } = change;
  await insertAlertDeliveries(
    tx,
    channels.map((channel) => {
      const id = randomUUID();
      return {
        id,
        channelId: channel.id,
        ruleId: rule.id,
        event,
        payload: webhookPayload({ deliveryId: id, event, project, rule, value, at, publicUrl }),
        title: text.title,
        subtitle: text.subtitle,
        nextAttemptAt: at,
        createdAt: at,
      };
    }),
  );
}
