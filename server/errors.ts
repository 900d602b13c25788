// The service's one error type. Handlers throw AppError with a code; the
// error replies (server/replies/error-replies.ts) turn it into a status and
// the JSON body of contract/api-error.ts. Protocol-compatible surfaces (Cognito identity, Qdrant data plane)
// map AppError to their own wire shapes in their own error handlers.
import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "../contract/api-error";

export const ErrorCodes = API_ERROR_STATUS;
export type ErrorCode = ApiErrorCode;

/** What 5xx replies say, whatever went wrong inside. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Named like Fastify's own errors, so Fastify reads it even where our handler does not run. */
  readonly statusCode: number;
  /** More for the client beside the message (e.g. the sign-in step a 409 asks for). */
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown; details?: Record<string, string> }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.statusCode = ErrorCodes[code];
    this.details = options?.details;
  }
}

export function toErrorBody(code: ErrorCode, message: string, details?: Readonly<Record<string, string>>): ApiErrorBody {
  return { error: { ...details, code, message } };
}

/** The code for a status that came from Fastify or a plugin rather than from an AppError. */
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return "internal";
  return Object.keys(ErrorCodes).filter(isErrorCode).find((code) => ErrorCodes[code] === status) ?? "bad_request";
}

function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ErrorCodes, value);
}
