// The service's one error type. Handlers throw AppError with a code; the
// error handler (server/http/error-handler.ts) turns it into a status and a
// JSON body. Protocol-compatible surfaces (Cognito identity, Qdrant data plane)
// map AppError to their own wire shapes in their own error handlers.

export const ErrorCodes = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

/** What 5xx replies say, whatever went wrong inside. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Named like Fastify's own errors, so Fastify reads it even where our handler does not run. */
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.statusCode = ErrorCodes[code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}

export function toErrorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/** The code for a status that came from Fastify or a plugin rather than from an AppError. */
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return "internal";
  return Object.keys(ErrorCodes).filter(isErrorCode).find((code) => ErrorCodes[code] === status) ?? "bad_request";
}

function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ErrorCodes, value);
}
