// One attempt at a claimed delivery through its channel, and its outcome
// written: delivered, due again after the next wait of the backoff, or failed
// after the last attempt. A channel deleted meanwhile takes its deliveries
// with it (foreign key), so the outcome finds nothing to write.
import { eq } from "drizzle-orm";
import { alertChannels, type AlertChannelRow, type AlertDeliveryRow } from "../../db/schema";
import type { AlertContext } from "../alert-context";
import { recordAttempt, type DeliveryOutcome } from "../store/alert-delivery-store";
import type { AttemptResult } from "./attempt-result";
import { maxAttemptsOf } from "./delivery-settings";
import { postWebhook } from "./post-webhook";
import { sendAlertEmail } from "./send-alert-email";
import { openWebhookSecret } from "./webhook-secret";

async function attemptThrough(context: AlertContext, channel: AlertChannelRow, delivery: AlertDeliveryRow): Promise<AttemptResult> {
  if (channel.kind === "email") return sendAlertEmail(context.mailer, channel, delivery);
  if (channel.url === null || channel.secretSealed === null) return { isDelivered: false, status: null, error: "the webhook has no URL or secret" };
  let secret: string;
  try {
    secret = openWebhookSecret(await context.sealingKey(), channel.id, channel.secretSealed);
  } catch {
    return { isDelivered: false, status: null, error: "the webhook's secret could not be opened (was the service's secret key changed?): rotate the secret" };
  }
  return postWebhook(context.outbound, channel.url, secret, delivery.payload, context.delivery.timeoutMs);
}

function outcomeOf(context: AlertContext, delivery: AlertDeliveryRow, result: AttemptResult, now: Date): DeliveryOutcome {
  if (result.isDelivered) return { state: "delivered", lastStatus: result.status, lastError: null, nextAttemptAt: null, deliveredAt: now };
  const attempts = delivery.attempts + 1;
  const wait = context.delivery.retryDelaysMs[attempts - 1];
  if (attempts >= maxAttemptsOf(context.delivery) || wait === undefined) return { state: "failed", lastStatus: result.status, lastError: result.error, nextAttemptAt: null, deliveredAt: null };
  return { state: "pending", lastStatus: result.status, lastError: result.error, nextAttemptAt: new Date(now.getTime() + wait), deliveredAt: null };
}

/** The delivery as written after the attempt; undefined when it was no longer this attempt's to write. */
export async function attemptDelivery(context: AlertContext, claimed: AlertDeliveryRow, now: Date): Promise<AlertDeliveryRow | undefined> {
  const [channel] = await context.db.select().from(alertChannels).where(eq(alertChannels.id, claimed.channelId));
  if (!channel) return undefined;
  const result = await attemptThrough(context, channel, claimed);
  // When the attempt ended: `now` is the sweep's start (or a test's time of choice, which may lie ahead).
  const endedAt = new Date(Math.max(now.getTime(), Date.now()));
  const written = await recordAttempt(context.db, claimed, outcomeOf(context, claimed, result, endedAt));
  if (!written) context.log.warn({ deliveryId: claimed.id }, "an alert delivery's lease ended before its attempt did: its outcome is not recorded");
  return written;
}
