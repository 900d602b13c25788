// Reads the payload of the stored session token (SPEC.md sections 5 and 8).
// The browser cannot check the signature (it holds no key); it only needs the
// expiry to decide whether to send the user to login. The service verifies
// every token it is given.
import { IdentityError } from "../identity/identity-error";

export type TokenErrorCode = "not_a_string" | "missing_part" | "invalid_base64" | "invalid_json";

const TOKEN_ERROR_MESSAGES: Readonly<Record<TokenErrorCode, string>> = {
  not_a_string: "Token must be a string",
  missing_part: "Token is missing a part",
  invalid_base64: "Token has invalid base64",
  invalid_json: "Token has invalid JSON",
};

/** A token that cannot be read is the identity plane's error, with the decoding problem as its code. */
function tokenDecodeError(code: TokenErrorCode): IdentityError {
  return new IdentityError(code, TOKEN_ERROR_MESSAGES[code]);
}

/** The claims of a token. `exp` is in seconds since the epoch when present. */
export type TokenPayload = Readonly<Record<string, unknown>>;

// base64url (JWT) or plain base64, with or without padding.
const BASE64_PATTERN = /^[A-Za-z0-9_+/-]*={0,2}$/;

function decodeBase64(text: string): string {
  const unpadded = text.replace(/=+$/, "");
  // A single leftover character cannot encode a byte.
  if (!BASE64_PATTERN.test(text) || unpadded.length % 4 === 1) throw tokenDecodeError("invalid_base64");
  const standard = unpadded.replace(/-/g, "+").replace(/_/g, "/");
  try {
    return atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
  } catch {
    throw tokenDecodeError("invalid_base64");
  }
}

// atob yields one character per byte; claims such as names are UTF-8.
// decodeURIComponent is used instead of TextDecoder because it exists in every
// environment the console runs in (browser, server render, jsdom).
function decodeUtf8(bytes: string): string {
  const escaped = Array.from(bytes, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
  try {
    return decodeURIComponent(escaped);
  } catch {
    throw tokenDecodeError("invalid_json");
  }
}

function isClaimSet(value: unknown): value is TokenPayload {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parsePayload(json: string): TokenPayload {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw tokenDecodeError("invalid_json");
  }
  if (!isClaimSet(value)) throw tokenDecodeError("invalid_json");
  return value;
}

/** The payload of a header.payload.signature token; throws an IdentityError naming the problem. */
export function decodeToken(token: unknown): TokenPayload {
  if (typeof token !== "string") throw tokenDecodeError("not_a_string");
  const payloadPart = token.split(".")[1];
  if (!payloadPart) throw tokenDecodeError("missing_part");
  return parsePayload(decodeUtf8(decodeBase64(payloadPart)));
}

/** The expiry in seconds, or null when the token carries no usable one. */
export function readTokenExpiry(payload: TokenPayload): number | null {
  const exp = payload["exp"];
  return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
}

/**
 * True when the token's exp lies before nowMs. A payload without a numeric exp
 * cannot be shown to be current, so it counts as expired here and as invalid
 * in the route guard.
 */
export function isTokenExpired(payload: TokenPayload, nowMs: number): boolean {
  const exp = readTokenExpiry(payload);
  return exp === null || exp * 1000 < nowMs;
}
