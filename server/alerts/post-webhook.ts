// One attempt at a webhook: POST the payload as JSON, signed (sign-webhook.ts)
// with the timestamp of sending, within the channel's timeout. A 2xx is
// delivered; anything else (another status, a redirect, no answer) is a
// failed attempt for the sweep to retry. Redirects are not followed: a POST
// redirected would land elsewhere than the owner chose. Only the first
// kilobyte of a refusal is read, for the log; a 2xx's body is not read at all.
//
// Known open risk: the URL is the project manager's choice and nothing stops
// it pointing at the service's own network (SSRF: metadata endpoints, internal
// services). Blocking private addresses needs the resolved address checked at
// connect time (a DNS answer can change between check and use); until then a
// webhook can reach whatever this host can, though it only sees its status.
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type WebhookPayload } from "../../contract/alerts";
import { networkErrorMessage, type AttemptResult } from "./attempt-result";
import { signWebhook } from "./sign-webhook";

const ERROR_EXCERPT_BYTES = 1024;
const ERROR_EXCERPT_CHARACTERS = 200;

/** At most `maxBytes` of the body, then the rest is dropped unread. */
async function readExcerpt(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8").replace(/\s+/g, " ").trim();
  return text.length > ERROR_EXCERPT_CHARACTERS ? `${text.slice(0, ERROR_EXCERPT_CHARACTERS)}…` : text;
}

export async function postWebhook(url: string, secret: string, payload: WebhookPayload, timeoutMs: number): Promise<AttemptResult> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "VectorDatabaseCloud-Alerts/1",
        [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
      },
      body,
      signal: timeout,
      redirect: "manual",
    });
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { isDelivered: true, status: response.status };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      const location = response.headers.get("location") ?? "another address";
      return { isDelivered: false, status: response.status, error: `answered HTTP ${response.status}, a redirect to ${location}: redirects are not followed, set the URL to where it points` };
    }
    const excerpt = await readExcerpt(response, ERROR_EXCERPT_BYTES);
    return { isDelivered: false, status: response.status, error: `answered HTTP ${response.status}${excerpt === "" ? "" : `: ${excerpt}`}` };
  } catch (error) {
    if (timeout.aborted) return { isDelivered: false, status: null, error: `did not answer within ${timeoutMs / 1000} s` };
    return { isDelivered: false, status: null, error: `could not be reached: ${networkErrorMessage(error)}` };
  }
}
