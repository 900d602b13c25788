// A project's usage in Prometheus's text format, for owners who scrape it
// (GET /api/projects/{id}/metrics/prometheus): counters from the oldest usage
// kept (a counter drops only when retention deletes a day two years old,
// which Prometheus reads as a reset), a latency histogram per operation with
// `le` at powers of two of a millisecond (exact sums of the metering's
// buckets), this month's calls against the plan, and each collection's last
// sampled size. Its series are bounded (read-exposition-usage.ts): calls to
// collections the project does not have are one collection, "<missing>",
// and what is past the bound is folded into "<other>".
import type { Database } from "../db/client";
import type { Project } from "../db/schema";
import { mergeCounts, upperBoundOf } from "../metering/latency-buckets";
import { readTier } from "../billing/billing-account";
import { formatExposition, type MetricFamily, type Sample } from "../metering/prometheus/prometheus-text";
import { readLatestGauges } from "../metering/read-gauges";
import { countCalls } from "../metering/read-usage";
import { boundGauges, readExpositionUsage, type KeyedUsage } from "./read-exposition-usage";
import { startOfMonth } from "./summary-periods";

/** `le` bounds in ms: 0.25 ms to 16 s, doubling. */
const LE_BOUNDS_MS = Array.from({ length: 17 }, (_, index) => 2 ** (index - 2));

export async function writeProjectExposition(db: Database, project: Project, now = new Date()): Promise<string> {
  const [usage, gauges, monthCalls, tier] = await Promise.all([
    readExpositionUsage(db, project.id, now),
    readLatestGauges(db, project.id).then((samples) => boundGauges(samples)),
    countCalls(db, [project.id], startOfMonth(now), new Date(now.getTime() + 60_000)),
    readTier(db, project.organisationId, now),
  ]);
  const labels = (row: KeyedUsage) => ({ collection: row.collection, operation: row.operation, api_key: row.apiKey });
  const counter = (name: string, help: string, value: (row: KeyedUsage) => number): MetricFamily => ({
    name,
    help,
    type: "counter",
    samples: usage.map((row) => ({ labels: labels(row), value: value(row) })),
  });
  const gauge = (name: string, help: string, value: (sample: (typeof gauges)[number]) => number): MetricFamily => ({
    name,
    help,
    type: "gauge",
    samples: gauges.map((sample) => ({ labels: { collection: sample.collection }, value: value(sample) })),
  });
  return formatExposition([
    counter("vdb_requests_total", "Data-plane calls, by collection, operation and API key (console: the console's calls)", (row) => row.requests),
    {
      name: "vdb_request_errors_total",
      help: "Data-plane calls answered with an error, by status class",
      type: "counter",
      samples: usage.flatMap((row) => [
        { labels: { ...labels(row), class: "4xx" }, value: row.errors4xx },
        { labels: { ...labels(row), class: "5xx" }, value: row.errors5xx },
      ]),
    },
    counter("vdb_points_read_total", "Points returned by data-plane calls", (row) => row.pointsRead),
    counter("vdb_points_written_total", "Points written by data-plane calls", (row) => row.pointsWritten),
    counter("vdb_request_bytes_total", "Bytes of data-plane request bodies", (row) => row.requestBytes),
    latencyHistogram(usage),
    { name: "vdb_month_api_calls", help: "This project's data-plane calls this calendar month (UTC)", type: "gauge", samples: [{ labels: {}, value: monthCalls }] },
    { name: "vdb_plan_monthly_api_calls", help: "API calls the organisation's tier includes each month", type: "gauge", samples: [{ labels: { plan: tier.name }, value: tier.apiCalls }] },
    gauge("vdb_collection_points", "Points in the collection, last sampled", (sample) => sample.points),
    gauge("vdb_collection_indexed_vectors", "Vectors in the collection's search index, last sampled", (sample) => sample.indexedVectors),
    gauge("vdb_collection_segments", "Segments (LanceDB fragments) of the collection, last sampled", (sample) => sample.segments),
    gauge("vdb_collection_disk_bytes", "Bytes of the collection's data and index files, last sampled", (sample) => sample.diskBytes),
  ]);
}

function latencyHistogram(usage: readonly KeyedUsage[]): MetricFamily {
  const byOperation = new Map<string, { buckets: number[]; sumMs: number; count: number }>();
  for (const row of usage) {
    const entry = byOperation.get(row.operation) ?? { buckets: [], sumMs: 0, count: 0 };
    mergeCounts(entry.buckets, row.latencyBuckets);
    entry.sumMs += row.latencySumMs;
    entry.count += row.requests;
    byOperation.set(row.operation, entry);
  }
  const samples: Sample[] = [];
  for (const [operation, { buckets, sumMs, count }] of byOperation) {
    for (const bound of LE_BOUNDS_MS) {
      const cumulative = buckets.reduce((sum, calls, bucket) => (upperBoundOf(bucket) <= bound * (1 + 1e-9) ? sum + calls : sum), 0);
      samples.push({ suffix: "_bucket", labels: { operation, le: String(bound / 1000) }, value: cumulative });
    }
    samples.push({ suffix: "_bucket", labels: { operation, le: "+Inf" }, value: count });
    samples.push({ suffix: "_sum", labels: { operation }, value: sumMs / 1000 });
    samples.push({ suffix: "_count", labels: { operation }, value: count });
  }
  return { name: "vdb_request_duration_seconds", help: "Data-plane call latency as the service measured it, by operation", type: "histogram", samples };
}
