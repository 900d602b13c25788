// The signature a webhook receiver checks: "v1=" and the hex HMAC-SHA256,
// with the channel's secret, of `${timestamp}.${body}` (the timestamp in unix
// seconds, also sent in its own header), so that a body replayed later, or
// with another timestamp, does not verify.
import { createHmac } from "node:crypto";
import { WEBHOOK_SIGNATURE_PREFIX } from "../../../contract/alerts";

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `${WEBHOOK_SIGNATURE_PREFIX}${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}
