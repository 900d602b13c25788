// The project's metrics as GET /api/projects/{id}/metrics/series answers
// them (contract/metrics.ts): every period of the range, zeros and nulls
// where nothing happened, and the calls of a few periods filled in.
import type { CurrentSize, GaugeBucket, MetricsResolution, MetricsSeriesResponse, UsageBucket } from "../../../../contract/metrics";
import { PROJECT_A } from "../../support/console-fixtures";

export const SERIES_PATH = `/api/projects/${PROJECT_A.id}/metrics/series`;
export const KEYS_PATH = `/api/projects/${PROJECT_A.id}/api-keys`;

export const INGEST_KEY = {
  id: "3f6c1a52-9b1e-4d7a-8c3f-2e5d6b7a8c90",
  name: "ingest",
  partialKey: "vdb_AbCd…WxYz",
  access: "read-write" as const,
  collections: null,
  createdAt: "2026-11-20T09:00:00.000Z",
  lastUsedAt: "2026-11-26T08:01:00.000Z",
};

const PERIOD_MS: Readonly<Record<MetricsResolution, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

export function emptyUsage(at: string): UsageBucket {
  return { at, requests: 0, errors4xx: 0, errors5xx: 0, p50Ms: null, p95Ms: null, p99Ms: null, pointsRead: 0, pointsWritten: 0, requestBytes: 0, byOperation: {} };
}

export function emptyGauge(at: string): GaugeBucket {
  return { at, points: null, indexedVectors: null, segments: null, diskBytes: null };
}

export interface SeriesChange {
  from?: string;
  periods?: number;
  resolution?: MetricsResolution;
  /** Calls of some periods, by index. */
  usage?: Record<number, Partial<UsageBucket>>;
  gauges?: Record<number, Partial<GaugeBucket>>;
  /** The size measured at the call; by default the last sample's, or nothing. */
  current?: Partial<CurrentSize>;
}

/** By default three minutes from 2026-11-26T08:00Z, nothing in them. */
export function seriesAnswer({ from = "2026-11-26T08:00:00.000Z", periods = 3, resolution = "minute", usage = {}, gauges = {}, current = {} }: SeriesChange = {}): MetricsSeriesResponse {
  const start = Date.parse(from);
  const lastSample = Object.entries(gauges).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1] ?? {};
  const starts = Array.from({ length: periods }, (_, index) => new Date(start + index * PERIOD_MS[resolution]).toISOString());
  return {
    from: starts[0] ?? from,
    to: new Date(start + periods * PERIOD_MS[resolution]).toISOString(),
    resolution,
    latencyRelativeError: 0.0433,
    usage: starts.map((at, index) => ({ ...emptyUsage(at), ...usage[index] })),
    gauges: starts.map((at, index) => ({ ...emptyGauge(at), ...gauges[index] })),
    current: {
      collections: lastSample.points === undefined ? 0 : 1,
      points: lastSample.points ?? 0,
      indexedVectors: lastSample.indexedVectors ?? 0,
      diskBytes: lastSample.diskBytes ?? 0,
      ...current,
    },
  };
}

/** Two minutes of searches and an upsert, the middle minute quiet, and the collection measured in the last. */
export const BUSY_MINUTES = seriesAnswer({
  usage: {
    0: { requests: 13, errors4xx: 1, p50Ms: 2.5, p95Ms: 8.25, p99Ms: 12, pointsRead: 30, pointsWritten: 100, byOperation: { "points.search": 12, "points.upsert": 1 } },
    2: { requests: 6, errors5xx: 2, p50Ms: 3, p95Ms: 9, p99Ms: 40, pointsRead: 18, byOperation: { "points.search": 6 } },
  },
  gauges: { 2: { points: 100, indexedVectors: 100, segments: 1, diskBytes: 1_536_000 } },
});
