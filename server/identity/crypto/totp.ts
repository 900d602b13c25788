// TOTP (RFC 6238 over RFC 4226 HOTP): SHA-1, 30-second steps, 6 digits, the
// settings every authenticator app assumes for an otpauth:// secret. Secrets
// travel as RFC 4648 base32, which is what Cognito's SecretCode holds.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

export function encodeBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** Case-insensitive, padding and spaces ignored (apps show secrets in groups). */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error("invalid base32 character");
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 20 random bytes (160 bits, RFC 4226's recommendation) as 32 base32 characters. */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

export function generateTotp(secretBase32: string, nowMs = Date.now()): string {
  return hotp(decodeBase32(secretBase32), totpStep(nowMs));
}

/**
 * The time step a code matches, within one step either side (clock skew
 * between phone and server), or null. Callers refuse a step at or before
 * the last one used, so a code cannot be replayed.
 */
export function matchTotp(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = decodeBase32(secretBase32);
  const current = totpStep(nowMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not say which one matched.
  for (const step of [current - 1, current, current + 1]) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}
