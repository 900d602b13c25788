// A project's usage and collection sizes as the Overview and Metrics pages read
// them (contract/metrics.ts; type-only imports).
import type { MetricsSeriesQuery, MetricsSeriesResponse, MetricsSummaryResponse } from "../../contract/metrics";
import { apiClient } from "./client";

function metricsPath(projectId: string, rest: string): string {
  return `/projects/${encodeURIComponent(projectId)}/metrics${rest}`;
}

// GET /api/projects/{id}/metrics/summary: collections, vectors, storage, the last 24 hours, this month against the plan, recent jobs
export async function getMetricsSummary(projectId: string): Promise<MetricsSummaryResponse> {
  return (await apiClient.get<MetricsSummaryResponse>(metricsPath(projectId, "/summary"))).data;
}

// GET /api/projects/{id}/metrics/series: calls, errors, latency, points and sizes per minute, hour or day
export async function getMetricsSeries(projectId: string, query: MetricsSeriesQuery): Promise<MetricsSeriesResponse> {
  return (await apiClient.get<MetricsSeriesResponse>(metricsPath(projectId, "/series"), { params: query })).data;
}
