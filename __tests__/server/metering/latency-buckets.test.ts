// The latency histogram's fixed log-scale buckets: every power of two of a
// millisecond is a boundary, each value lands in the bucket whose bounds hold
// it, and a percentile read from the buckets (nearest rank) is within
// LATENCY_RELATIVE_ERROR of the exact one, whatever the distribution.
import {
  BUCKET_COUNT,
  bucketOf,
  LATENCY_RELATIVE_ERROR,
  mergeCounts,
  quantileOf,
  representativeOf,
  upperBoundOf,
} from "../../../server/metering/latency-buckets";

/** The exact nearest-rank quantile. */
function exactQuantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(q * sorted.length)) - 1] as number;
}

function histogramOf(values: readonly number[]): number[] {
  const counts: number[] = [];
  for (const value of values) {
    const bucket = bucketOf(value);
    while (counts.length <= bucket) counts.push(0);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/** A deterministic generator (mulberry32), so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("latency buckets", () => {
  it("states its error bound: 4.33% (buckets of 2^(1/8))", () => {
    expect(LATENCY_RELATIVE_ERROR).toBeCloseTo(0.0433, 4);
    expect(BUCKET_COUNT).toBe(202);
  });

  it("puts every power of two of a millisecond on a boundary, in the bucket below it", () => {
    for (let exponent = -4; exponent <= 14; exponent += 1) {
      const bound = 2 ** exponent;
      const bucket = bucketOf(bound);
      expect(upperBoundOf(bucket)).toBeCloseTo(bound, 9);
      expect(bucketOf(bound * 1.0001)).toBe(bucket + 1);
    }
  });

  it("keeps each value within the error of its bucket's representative, from 31 µs to 17 minutes", () => {
    const next = random(7);
    for (let index = 0; index < 10_000; index += 1) {
      const value = 2 ** (-5 + next() * 25);
      const representative = representativeOf(bucketOf(value));
      expect(Math.abs(representative - value) / value).toBeLessThanOrEqual(LATENCY_RELATIVE_ERROR + 1e-12);
    }
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(0.01)).toBe(0);
    expect(bucketOf(1e9)).toBe(BUCKET_COUNT - 1);
  });

  it.each([
    ["uniform 0.1-20 ms", (next: () => number) => 0.1 + next() * 20],
    ["log-normal around 2 ms", (next: () => number) => 2 * Math.exp(Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next()))],
    ["bimodal 0.3 ms and 150 ms", (next: () => number) => (next() < 0.9 ? 0.3 + next() * 0.1 : 150 + next() * 50)],
  ])("reads p50, p95 and p99 within the error: %s", (_name, draw) => {
    const next = random(42);
    const values = Array.from({ length: 5_000 }, () => draw(next));
    const counts = histogramOf(values);
    for (const q of [0.5, 0.95, 0.99]) {
      const exact = exactQuantile(values, q);
      const read = quantileOf(counts, q) as number;
      expect(Math.abs(read - exact) / exact).toBeLessThanOrEqual(LATENCY_RELATIVE_ERROR);
    }
  });

  it("merges histograms of different lengths bucket by bucket", () => {
    const merged = [1, 2];
    mergeCounts(merged, [0, 1, 0, 4]);
    expect(merged).toEqual([1, 3, 0, 4]);
    expect(quantileOf([], 0.5)).toBeNull();
  });
});
