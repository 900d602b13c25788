// A project's usage and collection sizes as the Overview and Metrics pages read
// them, each call built from its declaration (contract/metrics.ts; type-only imports).
import type { MetricsSeriesQuery, MetricsSeriesResponse, MetricsSummaryResponse, metricsRoutes } from "../../contract/metrics";
import { callRoute } from "./call-route";

type Routes = typeof metricsRoutes;

// Collections, vectors, storage, the last 24 hours, this month against the plan, recent jobs
export function getMetricsSummary(projectId: string): Promise<MetricsSummaryResponse> {
  return callRoute<Routes["summary"]>("GET /api/projects/{projectId}/metrics/summary", { params: { projectId } });
}

// Calls, errors, latency, points and sizes per minute, hour or day
export function getMetricsSeries(projectId: string, query: MetricsSeriesQuery): Promise<MetricsSeriesResponse> {
  return callRoute<Routes["series"]>("GET /api/projects/{projectId}/metrics/series", { params: { projectId }, query });
}
