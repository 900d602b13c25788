// What one attempt at a delivery came to: the receiver's HTTP status when it
// answered (webhooks), and why it failed otherwise, in words for the
// channel's log (never the secret, never the whole answer).
export type AttemptResult = { isDelivered: true; status: number | null } | { isDelivered: false; status: number | null; error: string };

/** A network error's cause, as fetch hides it behind "fetch failed" ("connect ECONNREFUSED 127.0.0.1:1"). */
export function networkErrorMessage(error: unknown): string {
  const failure = (typeof error === "object" && error !== null ? error : {}) as { message?: unknown; code?: unknown; cause?: { message?: unknown; code?: unknown } };
  const cause = failure.cause ?? failure;
  if (typeof cause.message === "string" && cause.message !== "") return cause.message;
  return typeof cause.code === "string" ? cause.code : String(error);
}
