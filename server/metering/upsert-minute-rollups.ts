// Writes a batch of minute rollups in one statement: one array parameter per
// column (unnest), so a batch costs the same few parameters however many rows
// it holds, and an additive upsert, so that rows another instance (or an
// earlier flush) wrote for the same key and minute are added to, not
// replaced: counts are summed, and the latency histograms bucket by bucket
// (stored sparse: the buckets that hold calls and their calls).
// Rows are sorted by key, so that two instances upserting overlapping batches
// lock rows in the same order and never deadlock.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { UsageRollup } from "./usage-rollup";

/** Two sparse histograms summed: their cells pooled, summed per bucket, gathered again in order. */
const SUMMED_HISTOGRAMS = sql.raw(`(
  select array_agg(bucket order by bucket), array_agg(calls order by bucket)
  from (
    select bucket, sum(calls) as calls from (
      select unnest(usage_minutes.latency_buckets) as bucket, unnest(usage_minutes.latency_counts) as calls
      union all select unnest(excluded.latency_buckets), unnest(excluded.latency_counts)
    ) as cells group by bucket
  ) as merged)`);

export async function upsertMinuteRollups(db: Database, rollups: readonly UsageRollup[]): Promise<void> {
  if (rollups.length === 0) return;
  const rows = [...rollups].sort(compareKeys);
  const column = <T>(pick: (row: UsageRollup) => T): T[] => rows.map(pick);
  const histograms = rows.map((row) => sparseOf(row.latencyBuckets));
  await db.execute(sql`
    insert into usage_minutes (project_id, at, collection, api_key_id, user_sub, operation, requests, errors_4xx, errors_5xx,
      latency_sum_ms, latency_buckets, latency_counts, points_read, points_written, request_bytes)
    select project_id, at, collection, api_key_id, user_sub, operation, requests, errors_4xx, errors_5xx,
      latency_sum_ms, latency_buckets::smallint[], latency_counts::bigint[], points_read, points_written, request_bytes
    from unnest(
      ${sql.param(column((row) => row.projectId))}::uuid[],
      ${sql.param(column((row) => new Date(row.minute).toISOString()))}::timestamptz[],
      ${sql.param(column((row) => row.collection))}::text[],
      ${sql.param(column((row) => row.apiKeyId))}::uuid[],
      ${sql.param(column((row) => row.userSub))}::text[],
      ${sql.param(column((row) => row.operation))}::text[],
      ${sql.param(column((row) => row.requests))}::bigint[],
      ${sql.param(column((row) => row.errors4xx))}::bigint[],
      ${sql.param(column((row) => row.errors5xx))}::bigint[],
      ${sql.param(column((row) => row.latencySumMs))}::double precision[],
      ${sql.param(histograms.map(({ buckets }) => `{${buckets.join(",")}}`))}::text[],
      ${sql.param(histograms.map(({ counts }) => `{${counts.join(",")}}`))}::text[],
      ${sql.param(column((row) => row.pointsRead))}::bigint[],
      ${sql.param(column((row) => row.pointsWritten))}::bigint[],
      ${sql.param(column((row) => row.requestBytes))}::bigint[]
    ) as batch(project_id, at, collection, api_key_id, user_sub, operation, requests, errors_4xx, errors_5xx,
      latency_sum_ms, latency_buckets, latency_counts, points_read, points_written, request_bytes)
    on conflict (project_id, at, collection, api_key_id, user_sub, operation) do update set
      requests = usage_minutes.requests + excluded.requests,
      errors_4xx = usage_minutes.errors_4xx + excluded.errors_4xx,
      errors_5xx = usage_minutes.errors_5xx + excluded.errors_5xx,
      latency_sum_ms = usage_minutes.latency_sum_ms + excluded.latency_sum_ms,
      (latency_buckets, latency_counts) = ${SUMMED_HISTOGRAMS},
      points_read = usage_minutes.points_read + excluded.points_read,
      points_written = usage_minutes.points_written + excluded.points_written,
      request_bytes = usage_minutes.request_bytes + excluded.request_bytes`);
}

/** The buckets that hold calls, ascending, and their calls. */
export function sparseOf(counts: readonly number[]): { buckets: number[]; counts: number[] } {
  const sparse = { buckets: [] as number[], counts: [] as number[] };
  for (const [bucket, calls] of counts.entries()) {
    if (calls === 0) continue;
    sparse.buckets.push(bucket);
    sparse.counts.push(calls);
  }
  return sparse;
}

function compareKeys(a: UsageRollup, b: UsageRollup): number {
  return (
    compare(a.projectId, b.projectId) ||
    a.minute - b.minute ||
    compare(a.collection ?? "", b.collection ?? "") ||
    compare(a.apiKeyId ?? "", b.apiKeyId ?? "") ||
    compare(a.userSub ?? "", b.userSub ?? "") ||
    compare(a.operation, b.operation)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
