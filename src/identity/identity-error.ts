// Errors of the identity client: the service's own code (Cognito's exception
// name) and message, so that screens can show the message as the service
// words it (SPEC.md section 8). The library reports a failed request as
// "Network error" with code NetworkError; a fetch that throws is the same.

export class IdentityError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = "IdentityError";
    this.code = code;
  }
}

export const NETWORK_ERROR = "NetworkError";

function readString(value: object, key: string): string | null {
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === "string" && field.length > 0 ? field : null;
}

/** Maps whatever the library (or fetch) threw to {code, message}. */
export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  if (typeof error !== "object" || error === null) return new IdentityError("UnknownError", String(error));
  const message = readString(error, "message") ?? "The identity service did not answer.";
  if (error instanceof TypeError || message === "Network error") return new IdentityError(NETWORK_ERROR, "Network error");
  const code = readString(error, "code") ?? readString(error, "name") ?? "UnknownError";
  // Error's default name says nothing about the cause.
  return new IdentityError(code === "Error" ? "UnknownError" : code, message);
}
