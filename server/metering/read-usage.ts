// A project's usage over a range, per period: what the metrics API charts and
// the Overview sums. Reads each part of the range from the coarsest table
// that holds it whole (rollup-sql.ts), with the filters the Metrics page
// offers (collection, API key, operation).
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { denseOf } from "./latency-buckets";
import { aggregateUsage, usageAcrossLevels, type Resolution } from "./rollup-sql";
import type { UsageCounts } from "./usage-rollup";

export interface UsageFilter {
  projectId: string;
  collection?: string;
  apiKeyId?: string;
  operation?: string;
}

export interface UsageRange {
  from: Date;
  /** Excluded. */
  to: Date;
  resolution: Resolution;
}

/** One period's usage. */
export interface UsagePeriod extends UsageCounts {
  at: Date;
}

function conditionOf({ projectId, collection, apiKeyId, operation }: UsageFilter): SQL {
  const parts = [sql`project_id = ${projectId}::uuid`];
  if (collection !== undefined) parts.push(sql`collection = ${collection}`);
  if (apiKeyId !== undefined) parts.push(sql`api_key_id = ${apiKeyId}::uuid`);
  if (operation !== undefined) parts.push(sql`operation = ${operation}`);
  return sql.join(parts, sql` and `);
}

/** The periods with calls, oldest first (periods without any are left out). */
export async function readUsagePeriods(db: Database, filter: UsageFilter, range: UsageRange): Promise<UsagePeriod[]> {
  const source = usageAcrossLevels(range.resolution, conditionOf(filter), range.from, range.to);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select at, requests::float8 as requests, errors_4xx::float8 as errors_4xx, errors_5xx::float8 as errors_5xx,
      latency_sum_ms::float8 as latency_sum_ms, latency_buckets::int[] as latency_buckets, latency_counts::float8[] as latency_counts, points_read::float8 as points_read,
      points_written::float8 as points_written, request_bytes::float8 as request_bytes
    from (${aggregateUsage(source, { period: range.resolution, keys: [] })}) as periods
    order by at`);
  return rows.map((row) => ({
    at: new Date(row.at as Date | string),
    ...usageCountsOf(row),
  }));
}

/** A row of aggregateUsage's columns as counts, its histogram dense. */
export function usageCountsOf(row: Record<string, unknown>): UsageCounts {
  return {
    requests: Number(row.requests),
    errors4xx: Number(row.errors_4xx),
    errors5xx: Number(row.errors_5xx),
    latencySumMs: Number(row.latency_sum_ms),
    latencyBuckets: denseOf(row.latency_buckets as number[], row.latency_counts as number[]),
    pointsRead: Number(row.points_read),
    pointsWritten: Number(row.points_written),
    requestBytes: Number(row.request_bytes),
  };
}

/** Calls per period and operation, for the requests-by-operation chart. */
export async function readRequestsByOperation(db: Database, filter: UsageFilter, range: UsageRange): Promise<{ at: Date; operation: string; requests: number }[]> {
  const source = usageAcrossLevels(range.resolution, conditionOf(filter), range.from, range.to);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select date_trunc(${range.resolution}, at, 'UTC') as period, operation, sum(requests)::float8 as requests
    from (${source}) as source group by period, operation order by period, operation`);
  return rows.map((row) => ({ at: new Date(row.period as Date | string), operation: String(row.operation), requests: Number(row.requests) }));
}

/** Calls in a range, summed (the month's calls against the plan's allowance): days where they are whole, then hours and minutes. */
export async function countCalls(db: Database, projectIds: readonly string[], from: Date, to: Date): Promise<number> {
  if (projectIds.length === 0) return 0;
  const where = sql`project_id = any(${sql.param([...projectIds])}::uuid[])`;
  const { rows } = await db.execute<{ calls: number | string | null }>(sql`
    select coalesce(sum(requests), 0)::float8 as calls from (${usageAcrossLevels("day", where, from, to)}) as source`);
  return Number(rows[0]?.calls ?? 0);
}
