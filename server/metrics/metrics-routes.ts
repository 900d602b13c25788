// /api/projects/{projectId}/metrics: the project's usage over time, the
// Overview's summary, and the same usage in Prometheus's text format for a
// scraper holding an API key of the project (contract/metrics.ts).
import { metricsRoutes } from "../../contract/metrics";
import type { Database } from "../db/client";
import type { VectorEngine } from "../engine/vector-engine";
import type { ApiRouter } from "../api-router/api-router";
import { getMetricsSeries } from "./get-metrics-series";
import { getMetricsSummary } from "./get-metrics-summary";
import { writeProjectExposition } from "./write-project-exposition";

export function registerMetricsRoutes(route: ApiRouter, { db, engine }: { db: Database; engine: VectorEngine }): void {
  // GET /api/projects/{projectId}/metrics/series: calls, latency and sizes per period of a range
  route(metricsRoutes.series, async ({ project, query }) => ({ status: 200, body: await getMetricsSeries(db, engine, project, query) }));

  // GET /api/projects/{projectId}/metrics/summary: what the Overview shows
  route(metricsRoutes.summary, async ({ project }) => ({ status: 200, body: await getMetricsSummary(db, engine, project) }));

  // GET /api/projects/{projectId}/metrics/prometheus: the project's usage for a Prometheus scraper (an API key or a token)
  route(metricsRoutes.prometheus, async ({ project }) => ({ status: 200, body: await writeProjectExposition(db, project) }));
}
