// One attempt at a webhook: POST the payload as JSON, signed (sign-webhook.ts)
// with the timestamp of sending, within the channel's timeout, through the
// outbound client (public addresses only unless allow-listed, checked at
// connect time). A 2xx is delivered; anything else (another status, a
// redirect, no answer) is a failed attempt for the sweep to retry. Redirects
// are not followed: a POST redirected would land elsewhere than the owner
// chose. The answer's body is never read, and the channel's log says only the
// status or why there was none: the receiver may be a server whose words the
// project must not read.
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type WebhookPayload } from "../../../contract/alerts";
import type { OutboundClient } from "../../outbound/outbound-client";
import { OutboundError } from "../../outbound/outbound-error";
import type { AttemptResult } from "./attempt-result";
import { signWebhook } from "./sign-webhook";

export async function postWebhook(outbound: OutboundClient, url: string, secret: string, payload: WebhookPayload, timeoutMs: number): Promise<AttemptResult> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const host = new URL(url).host;
  try {
    const answer = await outbound.send({
      url,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "VectorDatabaseCloud-Alerts/1",
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      },
      body,
      timeoutMs,
      maxAnswerBytes: 0,
    });
    if (answer.status >= 200 && answer.status < 300) return { isDelivered: true, status: answer.status };
    if (answer.status >= 300 && answer.status < 400) {
      return { isDelivered: false, status: answer.status, error: `${host} answered HTTP ${answer.status}, a redirect: redirects are not followed, set the URL to where it points` };
    }
    return { isDelivered: false, status: answer.status, error: `${host} answered HTTP ${answer.status}` };
  } catch (error) {
    if (error instanceof OutboundError) return { isDelivered: false, status: null, error: `${host} ${error.message}` };
    throw error;
  }
}
