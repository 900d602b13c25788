// Every error reply of the service's own JSON surfaces has one shape,
// {"error":{"code","message"}}. Messages pass through only below 500: a 5xx
// says "Internal server error" and the details go to the log, never the client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, INTERNAL_ERROR_MESSAGE, codeForStatus, toErrorBody, type ErrorCode } from "../errors";
import { setResponseHeaders } from "./response-headers";

interface HttpError {
  status: number;
  code: ErrorCode;
  message: string;
  details?: Readonly<Record<string, string>>;
}

export function registerErrorHandling(app: FastifyInstance): void {
  replyToErrorsAsJson(app);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, { status: 404, code: "not_found", message: `No route ${request.method} ${pathOf(request)}` }),
  );
}

/** The error handler of a scope: {"error": {"code", "message"}} (contract/api-error.ts). */
export function replyToErrorsAsJson(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) {
      request.log.error({ err: error }, "request failed");
    } else {
      request.log.info({ code: httpError.code, message: httpError.message }, "request rejected");
    }
    return sendError(reply, httpError);
  });
}

/** Fastify's own early failures (a malformed URL) get the same shape. */
export function replyToFrameworkError(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  setResponseHeaders(reply);
  void sendError(reply, toHttpError(error));
}

export function sendError(reply: FastifyReply, { status, code, message, details }: HttpError): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send(toErrorBody(code, message, details));
}

export function pathOf(request: FastifyRequest): string {
  return request.url.split("?")[0] ?? request.url;
}

/**
 * A body whose Content-Encoding (gzip, br, deflate) does not match what was
 * sent fails while @fastify/compress decompresses it, with no status: the
 * client's input, not the service's failure.
 */
export function isUndecodableBody(error: unknown): boolean {
  // Not `instanceof Error`: zlib's errors may come from another realm (Jest's sandbox).
  return typeof error === "object" && error !== null && "code" in error && error.code === "FST_CP_ERR_INVALID_CONTENT";
}

export const UNDECODABLE_BODY_MESSAGE = "The body could not be decompressed as its Content-Encoding says";

function toHttpError(error: unknown): HttpError {
  if (isUndecodableBody(error)) return { status: 400, code: "bad_request", message: UNDECODABLE_BODY_MESSAGE };
  if (error instanceof AppError) {
    return error.statusCode >= 500 ? internalError() : { status: error.statusCode, code: error.code, message: error.message, details: error.details };
  }
  const status = statusOf(error);
  if (status >= 500 || !(error instanceof Error)) return internalError();
  // Fastify's schema validation errors carry `validation`; their message says what is wrong with the input.
  if ("validation" in error) return { status: 400, code: "bad_request", message: error.message };
  return { status, code: codeForStatus(status), message: error.message };
}

function statusOf(error: unknown): number {
  if (typeof error === "object" && error !== null && "statusCode" in error) {
    const { statusCode } = error;
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode <= 599) return statusCode;
  }
  return 500;
}

function internalError(): HttpError {
  return { status: 500, code: "internal", message: INTERNAL_ERROR_MESSAGE };
}
