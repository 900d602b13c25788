// A webhook receiver for the tests: node:http on 127.0.0.1, recording every
// request (headers and raw body) and answering with the statuses queued, then
// 200. What it receives is checked with node:crypto as a receiver would.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_SIGNATURE_PREFIX, WEBHOOK_TIMESTAMP_HEADER } from "../../../../contract/alerts";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers the next requests with these statuses (and `location`, for a redirect), then 200. */
  answerWith(statuses: number[], options?: { location?: string }): void;
  /** Holds every answer back (a receiver that never answers). */
  stall(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let statuses: number[] = [];
  let location: string | undefined;
  let isStalled = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (isStalled) return;
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { "content-type": "text/plain", ...(location && status >= 300 && status < 400 ? { location } : {}) });
      response.end(status >= 400 ? `receiver says ${status}` : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/alerts`,
    received,
    answerWith(next, options = {}) {
      statuses = [...next];
      location = options.location;
    },
    stall() {
      isStalled = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a receiver checks: the signature of `${timestamp}.${body}` with the secret, and a timestamp within 5 minutes of its clock. */
export function verifyWebhook(secret: string, { headers, body }: ReceivedWebhook, now = Date.now()): { isSigned: boolean; isFresh: boolean } {
  const timestamp = String(headers[WEBHOOK_TIMESTAMP_HEADER] ?? "");
  const signature = String(headers[WEBHOOK_SIGNATURE_HEADER] ?? "");
  const expected = `${WEBHOOK_SIGNATURE_PREFIX}${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
  const isSigned = signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  const isFresh = /^\d+$/.test(timestamp) && Math.abs(now / 1000 - Number(timestamp)) <= 300;
  return { isSigned, isFresh };
}
