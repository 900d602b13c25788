// The latency histogram's buckets: fixed, log-scale, the same on every
// instance and at every rollup level, so that merging two histograms is adding
// two arrays (in memory, and in SQL when instances upsert into one row or
// minutes are summed into hours). A sketch library (DDSketch, HDR) would merge
// as well in memory but needs its own code to merge inside the database.
//
// Boundaries are powers of 2^(1/8) milliseconds (Prometheus's native
// histograms, schema 3): bucket i (1 ≤ i ≤ LAST_FINITE) holds latencies in
// (2^((i−1+OFFSET)/8), 2^((i+OFFSET)/8)] ms; bucket 0 everything up to
// 2^(OFFSET/8) ms = 31 µs, and the last one everything above 2^20 ms
// (17 minutes). A bucket is read as 2·lo·hi/(lo+hi), which is within
// (γ−1)/(γ+1) of every value in it, γ = 2^(1/8): a percentile (nearest rank)
// read from the buckets is within LATENCY_RELATIVE_ERROR = 4.33% of the true
// one between 31 µs and 17 minutes. Every power of two of a millisecond is a
// boundary, so the Prometheus exposition's `le` buckets are exact sums.

export const BUCKETS_PER_DOUBLING = 8;
const GROWTH = 2 ** (1 / BUCKETS_PER_DOUBLING);

/** The largest relative error of a percentile read from the buckets (0.0433). */
export const LATENCY_RELATIVE_ERROR = (GROWTH - 1) / (GROWTH + 1);

/** Exponent (in eighths of a doubling) of bucket 0's upper bound: 2^(−40/8) ms = 31.25 µs. */
const OFFSET = -40;
/** Exponent of the last finite upper bound: 2^(160/8) ms = 2^20 ms. */
const TOP = 160;
const LAST_FINITE = TOP - OFFSET;
/** Buckets in all: 0 (at or below 31 µs), 1..LAST_FINITE, and the overflow bucket. */
export const BUCKET_COUNT = LAST_FINITE + 2;

/** The bucket a latency (ms) falls into. */
export function bucketOf(latencyMs: number): number {
  if (!(latencyMs > 0)) return 0;
  const exponent = Math.ceil(Math.log2(latencyMs) * BUCKETS_PER_DOUBLING - 1e-9);
  if (exponent <= OFFSET) return 0;
  return exponent - OFFSET > LAST_FINITE ? LAST_FINITE + 1 : exponent - OFFSET;
}

/** A bucket's upper bound in ms (Infinity for the overflow bucket). */
export function upperBoundOf(bucket: number): number {
  return bucket > LAST_FINITE ? Infinity : 2 ** ((bucket + OFFSET) / BUCKETS_PER_DOUBLING);
}

/** The value a bucket stands for: within LATENCY_RELATIVE_ERROR of each latency it holds (its bound for the two end buckets). */
export function representativeOf(bucket: number): number {
  if (bucket <= 0) return upperBoundOf(0);
  if (bucket > LAST_FINITE) return upperBoundOf(LAST_FINITE);
  const high = upperBoundOf(bucket);
  const low = high / GROWTH;
  return (2 * low * high) / (low + high);
}

/** Adds one call to a histogram (an array of counts by bucket, grown as needed). */
export function addLatency(counts: number[], latencyMs: number): void {
  const bucket = bucketOf(latencyMs);
  while (counts.length <= bucket) counts.push(0);
  counts[bucket] = (counts[bucket] ?? 0) + 1;
}

/** A histogram stored sparse (the buckets that hold calls, and their calls) as counts by bucket. */
export function denseOf(buckets: readonly number[], counts: readonly number[]): number[] {
  const dense: number[] = [];
  for (const [index, bucket] of buckets.entries()) {
    while (dense.length <= bucket) dense.push(0);
    dense[bucket] = (dense[bucket] ?? 0) + Number(counts[index] ?? 0);
  }
  return dense;
}

/** Adds `from` into `into`, bucket by bucket. */
export function mergeCounts(into: number[], from: readonly number[]): void {
  while (into.length < from.length) into.push(0);
  for (let bucket = 0; bucket < from.length; bucket += 1) into[bucket] = (into[bucket] ?? 0) + (from[bucket] ?? 0);
}

/**
 * The q-quantile (0 < q ≤ 1) by nearest rank: the value of the ⌈q·n⌉-th
 * smallest call, as its bucket's representative; null without calls.
 */
export function quantileOf(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let bucket = 0; bucket < counts.length; bucket += 1) {
    seen += counts[bucket] ?? 0;
    if (seen >= rank) return representativeOf(bucket);
  }
  return representativeOf(counts.length - 1);
}
