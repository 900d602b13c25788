// What GET /api/projects/{id}/metrics/summary answers (contract/metrics.ts),
// for a project in use and for a new one, and the jobs it lists.
import type { JobSummary } from "../../../contract/jobs";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { PROJECT_A } from "../support/console-fixtures";

export const SUMMARY_PATH = `/api/projects/${PROJECT_A.id}/metrics/summary`;
export const KEYS_PATH = `/api/projects/${PROJECT_A.id}/api-keys`;
export const RULES_PATH = `/api/projects/${PROJECT_A.id}/alerts/rules`;

const HOUR_MS = 3_600_000;

/** 24 hours ending with the current one; the calls of `busy` hours (by index) given, the rest zero. */
export function hourly(busy: Record<number, { requests: number; errors4xx?: number; errors5xx?: number }> = {}) {
  const currentHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: 24 }, (_, index) => ({
    at: new Date(currentHour - (23 - index) * HOUR_MS).toISOString(),
    requests: busy[index]?.requests ?? 0,
    errors4xx: busy[index]?.errors4xx ?? 0,
    errors5xx: busy[index]?.errors5xx ?? 0,
  }));
}

export function job(change: Partial<JobSummary> = {}): JobSummary {
  return {
    id: "3c9e7a52-1d4f-4b6a-8e20-7f1a2b3c4d5e",
    kind: "import",
    import: { fileName: "films.csv", collection: "films", dryRun: false },
    state: "succeeded",
    progress: { done: 30_000, unit: "rows" },
    error: null,
    result: null,
    attempts: 1,
    cancelRequested: false,
    startedBy: "user-1",
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    startedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    finishedAt: new Date(Date.now() - 4 * 60_000).toISOString(),
    ...change,
  };
}

/** A project in use: 3 collections, 1,234 calls in the last 24 hours, 3,210 of the organisation's 20,000 this month. */
export function summary(change: Partial<MetricsSummaryResponse> = {}): MetricsSummaryResponse {
  return {
    collections: 3,
    points: 1_250_000,
    diskBytes: 12_345_678,
    last24Hours: {
      requests: 1_234,
      errors4xx: 12,
      errors5xx: 3,
      p95Ms: 42,
      hourly: hourly({ 20: { requests: 1_000, errors4xx: 10, errors5xx: 2 }, 23: { requests: 234, errors4xx: 2, errors5xx: 1 } }),
    },
    month: { from: "2026-11-01T00:00:00.000Z", plan: "Sandbox", allowance: 20_000, organisationCalls: 3_210, projectCalls: 1_605 },
    recentJobs: [],
    ...change,
  };
}

/** A project with nothing in it: no collection, no call. */
export function emptySummary(change: Partial<MetricsSummaryResponse> = {}): MetricsSummaryResponse {
  return summary({
    collections: 0,
    points: 0,
    diskBytes: 0,
    last24Hours: { requests: 0, errors4xx: 0, errors5xx: 0, p95Ms: null, hourly: hourly() },
    month: { from: "2026-11-01T00:00:00.000Z", plan: "Sandbox", allowance: 20_000, organisationCalls: 0, projectCalls: 0 },
    ...change,
  });
}
