// One attempt at an e-mail channel: a message to each address through the
// service's mailer (kind "alert"), which writes it to the outbox and sends it
// over SMTP in the background. Delivered once every address's message is in
// the outbox; a retry sends to every address again.
import type { AlertChannelRow, AlertDeliveryRow } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import type { AttemptResult } from "./attempt-result";

export const ALERT_MAIL_KIND = "alert";

function textOf(channel: AlertChannelRow, delivery: AlertDeliveryRow): string {
  return [
    delivery.subtitle,
    "",
    `See it in the console: ${delivery.payload.url}`,
    "",
    `You receive this because your address is on the alert channel "${channel.name}" of the project ${delivery.payload.project.name}.`,
  ].join("\n");
}

export async function sendAlertEmail(mailer: Mailer | undefined, channel: AlertChannelRow, delivery: AlertDeliveryRow): Promise<AttemptResult> {
  if (!mailer) return { isDelivered: false, status: null, error: "e-mail is not set up on this service" };
  try {
    for (const to of channel.addresses ?? []) {
      await mailer.send({ to, subject: delivery.title, text: textOf(channel, delivery), kind: ALERT_MAIL_KIND, logLine: `Alert e-mail to ${to}: ${delivery.title}` });
    }
    return { isDelivered: true, status: null };
  } catch (error) {
    return { isDelivered: false, status: null, error: `the e-mail could not be written: ${error instanceof Error ? error.message : String(error)}` };
  }
}
