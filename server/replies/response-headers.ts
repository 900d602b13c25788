// Headers on every reply: the request id, so a user's report can be matched to
// the log, and a few security headers that cost nothing for an API or a SPA.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

const REQUEST_ID_HEADER = "x-request-id";
// A load balancer's id is kept so that its logs and ours line up; anything else is replaced.
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (_request, reply) => setResponseHeaders(reply));
}

/** Also called for Fastify's early errors (a malformed URL), which run no hooks. */
export function setResponseHeaders(reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, reply.request.id);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
}
