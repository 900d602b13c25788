// API key material: "vdb_" and 32 random base62 characters (about 190 bits),
// stored only as its SHA-256 (a key this random needs no slow hash), and shown
// afterwards only as "vdb_abcd…wxyz".
import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "../../contract/api-keys";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 32;
// The largest multiple of 62 below 256: bytes above it are skipped, so every character is equally likely.
const UNBIASED_LIMIT = 248;

export interface GeneratedApiKey {
  key: string;
  hashedKey: string;
  partialKey: string;
}

export function generateApiKey(): GeneratedApiKey {
  let secret = "";
  while (secret.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH * 2)) {
      if (byte < UNBIASED_LIMIT && secret.length < SECRET_LENGTH) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  const key = `${API_KEY_PREFIX}${secret}`;
  return { key, hashedKey: hashApiKey(key), partialKey: `${API_KEY_PREFIX}${secret.slice(0, 4)}…${secret.slice(-4)}` };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
