// One error shape for every API call: the HTTP status, a code and a message.
// The control plane answers `{ error: { code, message } }` on every route
// (contract/api-error.ts), the data plane Qdrant's `{ status: { error } }`;
// a plain `{ error: "<message>" }` (a proxy's, an older service's) is read too.
// The answer's `error` is kept as sent for the callers that hand it on
// (SPEC.md section 7: forgot-password hands response.data.error to a callback).
import { isAxiosError } from "axios";

/** An answer's `error` as the service sent it: a message, or an object with code and message. */
export type ServiceError = string | Readonly<Record<string, unknown>>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The answer's `error`, untouched; null when there was no answer (network failure) or no `error` in it. */
  readonly serviceError: ServiceError | null;

  constructor(status: number, code: string, message: string, serviceError: ServiceError | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serviceError = serviceError;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The `error` of an answer body, when it has one of the three shapes. */
export function readServiceError(data: unknown): ServiceError | null {
  if (!isRecord(data)) return null;
  const error = isRecord(data.status) && typeof data.status.error === "string" ? data.status.error : data.error;
  return typeof error === "string" || isRecord(error) ? error : null;
}

function field(error: ServiceError | null, name: "code" | "message"): string | null {
  if (typeof error === "string") return name === "message" ? error : null;
  const value = error?.[name];
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) return new ApiError(0, "UnknownError", error instanceof Error ? error.message : String(error));
  const response = error.response;
  if (!response) return new ApiError(0, "NetworkError", "The service could not be reached.");
  const body = readServiceError(response.data);
  return new ApiError(
    response.status,
    field(body, "code") ?? `http_${response.status}`,
    field(body, "message") ?? `The service answered HTTP ${response.status}.`,
    body,
  );
}
