// What a webhook receives (contract/alerts.ts webhookPayloadSchema), fixed
// when the delivery is made: every retry sends the same body, with the
// delivery's id for the receiver to drop duplicates by.
import type { WebhookPayload } from "../../../contract/alerts";
import type { AlertRuleRow } from "../../db/schema";
import { alertingUrl } from "../evaluation/alert-links";

export interface PayloadInput {
  deliveryId: string;
  event: WebhookPayload["event"];
  project: { id: string; name: string };
  rule: AlertRuleRow | null;
  value: number | null;
  at: Date;
  publicUrl: string;
}

export function webhookPayload({ deliveryId, event, project, rule, value, at, publicUrl }: PayloadInput): WebhookPayload {
  return {
    id: deliveryId,
    event,
    project,
    rule:
      rule === null
        ? null
        : {
            id: rule.id,
            name: rule.name,
            metric: rule.metric,
            collection: rule.collection,
            apiKeyId: rule.apiKeyId,
            comparison: rule.comparison,
            threshold: rule.threshold,
            windowMinutes: rule.windowMinutes,
          },
    value,
    at: at.toISOString(),
    url: alertingUrl(publicUrl, rule?.id ?? null),
  };
}
