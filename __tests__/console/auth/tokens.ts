// Test tokens shaped like the identity service's (header.payload.signature,
// base64url JSON, exp in seconds). The console never checks signatures, so a
// fixed one is enough.
export const NOW_MS = Date.UTC(2026, 0, 15, 12, 0, 0);

export function base64url(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

export function makeToken(payload: Record<string, unknown>): string {
  return [base64url(JSON.stringify({ alg: "RS256", typ: "JWT" })), base64url(JSON.stringify(payload)), "c2lnbmF0dXJl"].join(".");
}

/** A token that expires expiresInSeconds after NOW_MS (negative: already expired). */
export function makeSessionToken(expiresInSeconds: number, claims: Record<string, unknown> = {}): string {
  return makeToken({ sub: "user-1", email: "owner@example.com", ...claims, exp: Math.floor(NOW_MS / 1000) + expiresInSeconds });
}
