// "Send test": a delivery of event "test" (no rule, no value) made and
// attempted at once, rather than at the next sweep. It is written already
// leased, so the sweep cannot attempt it too meanwhile; if the attempt fails,
// the delivery waits and is retried by the sweep like any other.
import { randomUUID } from "node:crypto";
import type { AlertChannelRow, AlertDeliveryRow, Project } from "../db/schema";
import type { AlertContext } from "./alert-context";
import { insertAlertDeliveries } from "./store/alert-delivery-store";
import { attemptDelivery } from "./delivery/attempt-delivery";
import { leaseEnd } from "./delivery/delivery-settings";
import { webhookPayload } from "./delivery/webhook-payload";

export async function sendTestDelivery(context: AlertContext, project: Project, channel: AlertChannelRow, now = new Date()): Promise<AlertDeliveryRow> {
  const id = randomUUID();
  const [created] = await insertAlertDeliveries(context.db, [
    {
      id,
      channelId: channel.id,
      ruleId: null,
      event: "test",
      payload: webhookPayload({ deliveryId: id, event: "test", project: { id: project.id, name: project.name }, rule: null, value: null, at: now, publicUrl: context.publicUrl }),
      title: `Test notification from the channel "${channel.name}"`,
      subtitle: `A test sent to check the channel "${channel.name}" — ${project.name}`,
      nextAttemptAt: leaseEnd(context.delivery, now),
      createdAt: now,
    },
  ]);
  if (!created) throw new Error("sendTestDelivery: the delivery was not inserted");
  // Undefined only if the channel was deleted meanwhile: the delivery went with it.
  return (await attemptDelivery(context, created, now)) ?? created;
}
