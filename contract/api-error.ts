// The one error shape of /api: {"error": {"code", "message"}}, the code
// naming the HTTP status (dub's ErrorCodes). The data plane answers in
// Qdrant's shape and the identity endpoint in Cognito's instead; this is the
// control plane's own.
import { z } from "zod";

export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** tus: a request without the Tus-Resumable version the service speaks. */
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string(),
      /** POST /api/auth/login only: the sign-in step a browser must complete (409). */
      challengeName: z.string().optional(),
      /** A 400 about one part of the request only: its path in the body (an import's `mapping.vectors`), so that a form shows the message there. */
      field: z.string().optional(),
    }),
  })
  .meta({ id: "ApiError", description: "Every /api error: a code naming the HTTP status, and a message for people" });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
