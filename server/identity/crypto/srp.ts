// The server half of Cognito's SRP-6a (USER_SRP_AUTH), byte-compatible with
// amazon-cognito-identity-js's AuthenticationHelper: the same 3072-bit group
// (RFC 5054), k = H(N | g), u = H(A | B), x = H(salt | H(pool + user + ":" + password)),
// every hash over the client's padHex encoding, and the session key through
// HKDF-SHA256 with the info "Caldera Derived Key".
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const N_HEX =
  "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD" +
  "EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED" +
  "EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F" +
  "83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B" +
  "E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510" +
  "15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7" +
  "ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C" +
  "BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF";

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;
export const k = BigInt(`0x${hexHash(padHex(N) + padHex(g))}`);
const INFO = Buffer.concat([Buffer.from("Caldera Derived Key", "utf8"), Buffer.from([1])]);

/**
 * The client's padHex for a non-negative integer: even length, and "00" in
 * front when the top bit is set (Java's two's-complement toByteArray). Every
 * hash input must match it byte for byte, or the keys differ.
 */
export function padHex(value: bigint): string {
  if (value < 0n) throw new Error("padHex: negative values never occur on the server side");
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export function hexHash(hex: string): string {
  return createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = ((base % modulus) + modulus) % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function randomBigInt(bytes: number): bigint {
  return BigInt(`0x${randomBytes(bytes).toString("hex")}`);
}

/** x = H(padHex(salt) | H(poolName + userId + ":" + password)), as the client computes it. */
function passwordExponent(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userId}:${password}`);
  return BigInt(`0x${hexHash(padHex(BigInt(`0x${saltHex}`)) + inner)}`);
}

export interface SrpVerifier {
  /** Salt as the client reads it: hex of a positive integer. */
  saltHex: string;
  /** v = g^x mod N, hex. */
  verifierHex: string;
}

/** Computed whenever the password is set (sign-up, change, reset); the password itself is never kept. */
export function createVerifier(poolName: string, userId: string, password: string, saltHex = randomBytes(16).toString("hex")): SrpVerifier {
  const x = passwordExponent(poolName, userId, password, saltHex);
  return { saltHex, verifierHex: modPow(g, x, N).toString(16) };
}

export interface ServerEphemeral {
  /** Secret b, hex; kept (encrypted) in the challenge session until the client answers. */
  secretHex: string;
  /** B = (k·v + g^b) mod N, hex, sent as SRP_B. */
  publicHex: string;
}

export function createServerEphemeral(verifierHex: string): ServerEphemeral {
  const v = BigInt(`0x${verifierHex}`);
  // 256 random bits is what RFC 5054 asks of b; the client's a is 1024 bits.
  let b = 0n;
  let B = 0n;
  while (B === 0n) {
    b = randomBigInt(32);
    B = (k * v + modPow(g, b, N)) % N;
  }
  return { secretHex: b.toString(16), publicHex: B.toString(16) };
}

/** Client A hex as sent in SRP_A; null when it is not a usable value (A mod N = 0 would force S = 0). */
export function parseClientPublic(srpA: string): bigint | null {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(srpA)) return null;
  const A = BigInt(`0x${srpA}`);
  return A % N === 0n ? null : A;
}

/** The 16-byte key both sides derive: HKDF(ikm = padHex(S), salt = padHex(u)). */
export function deriveSessionKey(A: bigint, verifierHex: string, ephemeral: ServerEphemeral): Buffer {
  const v = BigInt(`0x${verifierHex}`);
  const b = BigInt(`0x${ephemeral.secretHex}`);
  const B = BigInt(`0x${ephemeral.publicHex}`);
  const u = BigInt(`0x${hexHash(padHex(A) + padHex(B))}`);
  if (u === 0n) throw new Error("SRP: u is zero");
  const S = modPow(A * modPow(v, u, N), b, N);
  const prk = createHmac("sha256", Buffer.from(padHex(u), "hex")).update(Buffer.from(padHex(S), "hex")).digest();
  return createHmac("sha256", prk).update(INFO).digest().subarray(0, 16);
}

/** PASSWORD_CLAIM_SIGNATURE: HMAC(key, poolName | userIdForSrp | secretBlock | timestamp), base64. */
export function computeClaimSignature(key: Buffer, poolName: string, userId: string, secretBlock: Buffer, timestamp: string): Buffer {
  return createHmac("sha256", key)
    .update(Buffer.concat([Buffer.from(poolName, "utf8"), Buffer.from(userId, "utf8"), secretBlock, Buffer.from(timestamp, "utf8")]))
    .digest();
}

export function isClaimSignatureValid(expected: Buffer, claimedBase64: string): boolean {
  const claimed = Buffer.from(claimedBase64, "base64");
  return claimed.length === expected.length && timingSafeEqual(claimed, expected);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const TIMESTAMP_PATTERN = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;

/** The client's TIMESTAMP ("EEE MMM d HH:mm:ss UTC yyyy") as epoch milliseconds; null when malformed. */
export function parseSrpTimestamp(timestamp: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(timestamp);
  if (!match) return null;
  const [, day, month, date, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month ?? "");
  if (monthIndex < 0) return null;
  const epoch = Date.UTC(Number(year), monthIndex, Number(date), Number(hours), Number(minutes), Number(seconds));
  const parsed = new Date(epoch);
  // Rejects "Feb 31" and a weekday that does not match the date.
  if (parsed.getUTCDate() !== Number(date) || DAYS[parsed.getUTCDay()] !== day) return null;
  return epoch;
}

/** Formats like the client's DateHelper, for tests and fake clients. */
export function formatSrpTimestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
