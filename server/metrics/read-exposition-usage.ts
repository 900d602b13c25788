// What a project's Prometheus exposition shows, held to the bound on series
// (metering/series-bound.ts): its usage by collection, caller and operation
// since the oldest usage kept, the first MAX_SERIES_PER_PROJECT series in
// the order they first appeared shown as they are and the rest folded into
// one series per operation whose collection and api_key are OTHER_SERIES;
// and its collections' last sizes, the first MAX_SERIES_PER_PROJECT by name
// and the rest summed under OTHER_SERIES. In order of appearance, so that a
// series once shown stays shown: a later one never pushes it into the folded
// series (which would read as a counter reset). A project past the bound
// within an hour may still see a series move into it when that hour's
// minutes roll up (roll-up-usage.ts keeps each hour's heaviest rows).
import { sql } from "drizzle-orm";
import { OTHER_SERIES } from "../../contract/metrics-labels";
import type { Database } from "../db/client";
import type { CollectionGaugeSample } from "../metering/read-gauges";
import { usageCountsOf } from "../metering/read-usage";
import { aggregateUsage, usageAcrossLevels } from "../metering/rollup-sql";
import { MAX_SERIES_PER_PROJECT } from "../metering/series-bound";
import { addCounts, type UsageCounts } from "../metering/usage-rollup";

export interface KeyedUsage extends UsageCounts {
  /** "" for the calls that name no collection. */
  collection: string;
  /** The API key's id, "console" for the console's users, OTHER_SERIES for folded calls. */
  apiKey: string;
  operation: string;
}

interface FirstSeen {
  usage: KeyedUsage;
  /** When its oldest stored period began, ms since the epoch. */
  firstAt: number;
}

const KEYS = ["collection", "api_key_id", "user_sub", "operation"] as const;

const labelKeyOf = (row: KeyedUsage) => `${row.collection}\u0001${row.apiKey}\u0001${row.operation}`;

export async function readExpositionUsage(db: Database, projectId: string, now: Date, maxSeries = MAX_SERIES_PER_PROJECT): Promise<KeyedUsage[]> {
  const source = usageAcrossLevels("day", sql`project_id = ${projectId}::uuid`, new Date(0), new Date(now.getTime() + 60_000));
  const keyColumns = sql.raw(KEYS.join(", "));
  const [usage, firsts] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select ${keyColumns}, requests::float8 as requests, errors_4xx::float8 as errors_4xx, errors_5xx::float8 as errors_5xx,
        latency_sum_ms::float8 as latency_sum_ms, latency_buckets::int[] as latency_buckets, latency_counts::float8[] as latency_counts,
        points_read::float8 as points_read, points_written::float8 as points_written, request_bytes::float8 as request_bytes
      from (${aggregateUsage(source, { period: null, keys: KEYS })}) as usage`),
    db.execute<Record<string, unknown>>(sql`select ${keyColumns}, min(at) as first_at from (${source}) as source group by ${keyColumns}`),
  ]);
  const storedKeyOf = (row: Record<string, unknown>) => KEYS.map((key) => (row[key] === null ? "\u0000" : String(row[key]))).join("\u0001");
  const firstAt = new Map(firsts.rows.map((row) => [storedKeyOf(row), new Date(row.first_at as Date | string).getTime()]));
  // Console users share the label "console": their rows are one series.
  const series = new Map<string, FirstSeen>();
  for (const row of usage.rows) {
    const keyed: KeyedUsage = {
      collection: row.collection === null ? "" : String(row.collection),
      apiKey: row.api_key_id !== null ? String(row.api_key_id) : row.user_sub === OTHER_SERIES ? OTHER_SERIES : "console",
      operation: String(row.operation),
      ...usageCountsOf(row),
    };
    const rowFirstAt = firstAt.get(storedKeyOf(row)) ?? 0;
    const same = series.get(labelKeyOf(keyed));
    if (!same) series.set(labelKeyOf(keyed), { usage: keyed, firstAt: rowFirstAt });
    else {
      addCounts(same.usage, keyed);
      same.firstAt = Math.min(same.firstAt, rowFirstAt);
    }
  }
  return foldBeyond([...series.values()], maxSeries);
}

/** The first `maxSeries` series by first appearance as they are, the others added to their operation's folded series; by operation, collection and key. */
function foldBeyond(series: FirstSeen[], maxSeries: number): KeyedUsage[] {
  const shown = new Map<string, KeyedUsage>();
  const inOrder = series.sort((a, b) => a.firstAt - b.firstAt || compare(labelKeyOf(a.usage), labelKeyOf(b.usage)));
  let kept = 0;
  for (const { usage: row } of inOrder) {
    // Rows folded in the store are folded series already, and take no place among the kept ones.
    const isFolded = row.collection === OTHER_SERIES && row.apiKey === OTHER_SERIES;
    const isKept = !isFolded && kept < maxSeries;
    if (isKept) kept += 1;
    const labels = isKept || isFolded ? row : { ...row, collection: OTHER_SERIES, apiKey: OTHER_SERIES };
    const same = shown.get(labelKeyOf(labels));
    if (same) addCounts(same, labels);
    else shown.set(labelKeyOf(labels), { ...labels, latencyBuckets: [...labels.latencyBuckets] });
  }
  return [...shown.values()].sort((a, b) => compare(a.operation, b.operation) || compare(a.collection, b.collection) || compare(a.apiKey, b.apiKey));
}

/** The collections' samples, the first `maxSeries` by name, and the others summed under OTHER_SERIES. */
export function boundGauges(samples: readonly CollectionGaugeSample[], maxSeries = MAX_SERIES_PER_PROJECT): CollectionGaugeSample[] {
  const byName = [...samples].sort((a, b) => compare(a.collection, b.collection));
  const rest = byName.slice(maxSeries);
  if (rest.length === 0) return byName;
  const other: CollectionGaugeSample = { collection: OTHER_SERIES, points: 0, indexedVectors: 0, segments: 0, diskBytes: 0 };
  for (const sample of rest) {
    other.points += sample.points;
    other.indexedVectors += sample.indexedVectors;
    other.segments += sample.segments;
    other.diskBytes += sample.diskBytes;
  }
  return [...byName.slice(0, maxSeries), other];
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
