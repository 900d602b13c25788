// Errors of the data plane in Qdrant's shape: {"status":{"error":"..."},
// "time":...}, with Qdrant's status codes. Messages pass through below 500;
// a 5xx says only "Service internal error" and the details go to the log.
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../errors";
import { isUndecodableBody, UNDECODABLE_BODY_MESSAGE } from "../../replies/error-replies";
import { MAX_BODY_BYTES } from "./json-body-parser";

export const SERVICE_ERROR_MESSAGE = "Service internal error";
const FORBIDDEN_PREFIX = "Forbidden: ";

export function handleErrorsAsQdrant(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, message } = toQdrantError(error, request.headers["content-length"]);
    if (status >= 500) request.log.error({ err: error }, "data-plane request failed");
    else request.log.info({ status, message }, "data-plane request rejected");
    // A rate limit says when to try again (qdrant-errors.ts, rateLimitExceeded), as Qdrant's Retry-After does.
    const retryAfter = error instanceof AppError && status === 429 ? error.details?.retryAfter : undefined;
    if (retryAfter !== undefined) void reply.header("retry-after", retryAfter);
    return sendQdrantError(reply, status, message);
  });
}

export function sendQdrantError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .type("application/json")
    .send({ status: { error: message }, time: reply.elapsedTime / 1000 });
}

/** How Qdrant's 400s begin: a request the collection cannot take (its BadInput and BadRequest), a body it cannot read, one too large. */
const QDRANT_400_PREFIXES = ["Wrong input: ", "Bad request: ", "Format error in ", "Validation error in ", "JSON payload ", "Checksum mismatch: "];

function toQdrantError(error: unknown, contentLength: string | undefined): { status: number; message: string } {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) return internal();
    // Qdrant words every refusal "Forbidden: ...", and a request the collection cannot take "Wrong input: ...",
    // whichever part of the service refused (the engine words its own refusals plainly).
    if (error.statusCode === 403 && !error.message.startsWith(FORBIDDEN_PREFIX)) return { status: 403, message: `${FORBIDDEN_PREFIX}${error.message}` };
    if (error.statusCode === 400 && !QDRANT_400_PREFIXES.some((prefix) => error.message.startsWith(prefix))) return { status: 400, message: `Wrong input: ${error.message}` };
    return { status: error.statusCode, message: error.message };
  }
  if (isUndecodableBody(error)) return { status: 400, message: `Format error in JSON body: ${UNDECODABLE_BODY_MESSAGE}` };
  if (!isFastifyError(error)) return internal();
  // Qdrant (actix) answers an oversized body with 400 and this sentence.
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    const size = contentLength && /^\d+$/.test(contentLength) ? `${contentLength} bytes` : "more than the limit";
    return { status: 400, message: `JSON payload (${size}) is larger than allowed (limit: ${MAX_BODY_BYTES} bytes).` };
  }
  const status = error.statusCode ?? 500;
  return status >= 500 || status < 400 ? internal() : { status, message: `Format error in JSON body: ${error.message}` };
}

function internal(): { status: number; message: string } {
  return { status: 500, message: SERVICE_ERROR_MESSAGE };
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && "code" in error;
}
