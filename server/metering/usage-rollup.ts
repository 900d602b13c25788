// One minute of one project's calls with the same collection, caller and
// operation, summed in memory: what the recorder holds between flushes and
// writes as one row of usage_minutes.
import { addLatency, mergeCounts } from "./latency-buckets";
import { PERIOD_MS } from "./rollup-levels";

/** One data-plane call, as the data plane's router reports it when the answer has gone. */
export interface UsageCall {
  projectId: string;
  /** The API key used; null for a console user. */
  apiKeyId: string | null;
  /** The console user; null for an API key. */
  userSub: string | null;
  operation: string;
  /** The path's collection (or alias) name; null when the call names none. */
  collection: string | null;
  status: number;
  latencyMs: number;
  pointsRead: number;
  pointsWritten: number;
  /** The request body's length (Content-Length), 0 without one. */
  requestBytes: number;
  /** When the answer went, in ms since the epoch. */
  at: number;
}

export const MINUTE_MS = PERIOD_MS.minute;

/** What calls add up to, in a rollup or a period read back: counts, and latency as a histogram (latency-buckets.ts). */
export interface UsageCounts {
  requests: number;
  errors4xx: number;
  errors5xx: number;
  latencySumMs: number;
  latencyBuckets: number[];
  pointsRead: number;
  pointsWritten: number;
  requestBytes: number;
}

export interface UsageRollup extends UsageCounts {
  projectId: string;
  /** The minute's start, ms since the epoch. */
  minute: number;
  collection: string | null;
  apiKeyId: string | null;
  userSub: string | null;
  operation: string;
}

/** The rollup's identity: calls with the same key add into one row. */
export function rollupKeyOf(projectId: string, minute: number, collection: string | null, apiKeyId: string | null, userSub: string | null, operation: string): string {
  // U+0001 never appears in what is stored (UUIDs, operation names); in a collection name it is merely unlikely, and
  // the fields keep their order, so two keys that differ only by where it falls cannot both be real.
  return `${projectId}\u0001${minute}\u0001${collection ?? "\u0000"}\u0001${apiKeyId ?? ""}\u0001${userSub ?? "\u0000"}\u0001${operation}`;
}

export function emptyRollup(call: UsageCall, minute: number): UsageRollup {
  return {
    projectId: call.projectId,
    minute,
    collection: call.collection,
    apiKeyId: call.apiKeyId,
    userSub: call.userSub,
    operation: call.operation,
    requests: 0,
    errors4xx: 0,
    errors5xx: 0,
    latencySumMs: 0,
    latencyBuckets: [],
    pointsRead: 0,
    pointsWritten: 0,
    requestBytes: 0,
  };
}

export function addCall(rollup: UsageRollup, call: UsageCall): void {
  rollup.requests += 1;
  if (call.status >= 500) rollup.errors5xx += 1;
  else if (call.status >= 400) rollup.errors4xx += 1;
  rollup.latencySumMs += call.latencyMs;
  addLatency(rollup.latencyBuckets, call.latencyMs);
  rollup.pointsRead += call.pointsRead;
  rollup.pointsWritten += call.pointsWritten;
  rollup.requestBytes += call.requestBytes;
}

/** Adds `from`'s counts into `into`'s, histograms bucket by bucket. */
export function addCounts(into: UsageCounts, from: UsageCounts): void {
  into.requests += from.requests;
  into.errors4xx += from.errors4xx;
  into.errors5xx += from.errors5xx;
  into.latencySumMs += from.latencySumMs;
  mergeCounts(into.latencyBuckets, from.latencyBuckets);
  into.pointsRead += from.pointsRead;
  into.pointsWritten += from.pointsWritten;
  into.requestBytes += from.requestBytes;
}
