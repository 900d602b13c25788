// GET /api/projects/{id}/metrics/series: every period of the range with the
// project's calls (requests, errors by class, latency percentiles from the
// summed histograms, points, bytes, calls by operation) and its collections'
// sizes, zeros and nulls where nothing happened or nothing was sampled; and
// the sizes measured now, by the same function as the Overview's.
import type { MetricsSeriesQuery, MetricsSeriesResponse, UsageBucket } from "../../contract/metrics";
import { DATA_ROUTES } from "../../contract/qdrant/data-routes";
import type { Database } from "../db/client";
import type { Project } from "../db/schema";
import { AppError } from "../errors";
import { LATENCY_RELATIVE_ERROR, quantileOf } from "../metering/latency-buckets";
import type { VectorEngine } from "../engine/vector-engine";
import { readGaugePeriods } from "../metering/read-gauges";
import { readRequestsByOperation, readUsagePeriods, type UsageFilter } from "../metering/read-usage";
import { measureCollections } from "./measure-collections";
import { periodStarts, seriesRangeOf } from "./summary-periods";

const OPERATIONS = new Set(DATA_ROUTES.map((route) => route.operation));

export async function getMetricsSeries(db: Database, engine: VectorEngine, project: Project, query: MetricsSeriesQuery, now = Date.now()): Promise<MetricsSeriesResponse> {
  if (query.operation !== undefined && !OPERATIONS.has(query.operation)) {
    throw new AppError("bad_request", `operation: ${query.operation} is not an operation of the data plane`);
  }
  const range = seriesRangeOf(query, now);
  const filter: UsageFilter = { projectId: project.id, collection: query.collection, apiKeyId: query.apiKey, operation: query.operation };
  const [periods, byOperation, gauges, current] = await Promise.all([
    readUsagePeriods(db, filter, range),
    readRequestsByOperation(db, filter, range),
    readGaugePeriods(db, { projectId: project.id, collection: query.collection }, range),
    measureCollections(db, engine, project.id, query.collection),
  ]);
  const usageAt = new Map(periods.map((period) => [period.at.getTime(), period]));
  const operationsAt = new Map<number, Record<string, number>>();
  for (const { at, operation, requests } of byOperation) {
    // Imports' writes are metered without calls (IMPORT_WRITES_OPERATION): no requests to chart.
    if (requests === 0) continue;
    const operations = operationsAt.get(at.getTime()) ?? {};
    operations[operation] = requests;
    operationsAt.set(at.getTime(), operations);
  }
  const gaugesAt = new Map(gauges.map((gauge) => [gauge.at.getTime(), gauge]));
  const starts = periodStarts(range);
  return {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    resolution: range.resolution,
    latencyRelativeError: LATENCY_RELATIVE_ERROR,
    usage: starts.map((at): UsageBucket => {
      const period = usageAt.get(at.getTime());
      return {
        at: at.toISOString(),
        requests: period?.requests ?? 0,
        errors4xx: period?.errors4xx ?? 0,
        errors5xx: period?.errors5xx ?? 0,
        p50Ms: period ? quantileOf(period.latencyBuckets, 0.5) : null,
        p95Ms: period ? quantileOf(period.latencyBuckets, 0.95) : null,
        p99Ms: period ? quantileOf(period.latencyBuckets, 0.99) : null,
        pointsRead: period?.pointsRead ?? 0,
        pointsWritten: period?.pointsWritten ?? 0,
        requestBytes: period?.requestBytes ?? 0,
        byOperation: operationsAt.get(at.getTime()) ?? {},
      };
    }),
    gauges: starts.map((at) => {
      const gauge = gaugesAt.get(at.getTime());
      return {
        at: at.toISOString(),
        points: gauge?.points ?? null,
        indexedVectors: gauge?.indexedVectors ?? null,
        segments: gauge?.segments ?? null,
        diskBytes: gauge?.diskBytes ?? null,
      };
    }),
    current,
  };
}
