// Row keys (point-key.ts) as the in-memory filter tests read them:
// has_id against the keys of the listed ids, slice by the hash of the id a key
// stands for (filter/point-slice.ts).
import type { KeyTests } from "./evaluate-filter";
import type { PointId } from "./filter-tree";
import { sliceOf } from "./point-slice";
import { keyTestOf } from "./point-key";

/** An integer key below 10^15 (its first five of 20 digits zero) reads exactly as a number. */
const SMALL_INTEGER = "i00000";

export const KEY_TESTS: KeyTests = {
  listed: keyTestOf,
  inSlice: (total, index) => (key) => sliceOf(idOfKey(key), total) === index,
};

/** The id a key stands for, as the slice hash reads it: a number, digits past 2^53, or the UUID. Cheaper than fromPointKey's BigInt. */
function idOfKey(key: string): PointId {
  return key.startsWith(SMALL_INTEGER) ? Number(key.slice(1)) : key.slice(1);
}
