// Point ids as one sortable string: unsigned integers first, zero-padded to the
// 20 digits of 2^64 - 1, then UUIDs in their hyphenated lower-case form. String
// order is then Qdrant's id order, so scrolling by id is one ORDER BY on `key`.
import type { PointId } from "./filter-tree";
import { AppError } from "../../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIMPLE_UUID = /^[0-9a-f]{32}$/;
const MAX_ID = 2n ** 64n - 1n;
const INTEGER_PREFIX = "i";
const UUID_PREFIX = "u";

export function toPointKey(id: PointId): string {
  if (typeof id === "number") {
    if (!Number.isSafeInteger(id) || id < 0) throw invalidId(id);
    return INTEGER_PREFIX + String(id).padStart(20, "0");
  }
  if (/^\d{1,20}$/.test(id)) {
    const value = BigInt(id);
    if (value > MAX_ID) throw invalidId(id);
    return INTEGER_PREFIX + value.toString().padStart(20, "0");
  }
  const lower = id.toLowerCase();
  if (UUID.test(lower)) return UUID_PREFIX + lower;
  if (SIMPLE_UUID.test(lower)) {
    return UUID_PREFIX + [lower.slice(0, 8), lower.slice(8, 12), lower.slice(12, 16), lower.slice(16, 20), lower.slice(20)].join("-");
  }
  throw invalidId(id);
}

/**
 * A test of row keys against these ids. Integer ids stay numbers, and a row's key is read back: a set of three million
 * numbers builds in a fraction of the time of their keys (a has_id or a retrieve may list that many).
 */
export function keyTestOf(ids: readonly PointId[]): (key: string) => boolean {
  const integers = new Set<number>();
  const others = new Set<string>();
  for (const id of ids) {
    if (typeof id === "number" && Number.isSafeInteger(id) && id >= 0) integers.add(id);
    else others.add(toPointKey(id));
  }
  // A key past 2^53 reads back as a number no safe integer equals.
  return (key) => others.has(key) || (integers.size > 0 && key.startsWith(INTEGER_PREFIX) && integers.has(Number(key.slice(1))));
}

export function fromPointKey(key: string): PointId {
  if (key.startsWith(UUID_PREFIX)) return key.slice(1);
  const value = BigInt(key.slice(1));
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value.toString();
}

/** The typed original of an integer id, for the num_id column; null for UUIDs. */
export function numericIdOf(key: string): bigint | null {
  return key.startsWith(INTEGER_PREFIX) ? BigInt(key.slice(1)) : null;
}

function invalidId(id: PointId): AppError {
  return new AppError("bad_request", `Invalid point id: ${JSON.stringify(id)} (expected an unsigned integer or a UUID)`);
}
