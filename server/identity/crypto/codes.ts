// One-time codes and opaque tokens. Codes are 6 digits from a cryptographic
// source; only an HMAC of them is stored (with the user and purpose mixed in,
// so equal codes of two users hash differently), and compared in constant time.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function hashCode(key: Buffer, purpose: string, code: string): string {
  return createHmac("sha256", key).update(`code:${purpose}:${code}`).digest("base64url");
}

export function isCodeMatch(key: Buffer, purpose: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashCode(key, purpose, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Refresh tokens, challenge sessions: random and opaque to the client. */
export function generateOpaqueToken(bytes = 48): string {
  return randomBytes(bytes).toString("base64url");
}

/** Lookup key for an opaque token: deterministic (so it can be indexed), keyed (so the table alone cannot forge one). */
export function hashToken(key: Buffer, token: string): string {
  return createHmac("sha256", key).update(`token:${token}`).digest("base64url");
}
