// The SQL that reads rollups, shared by the rollup job (minutes into hours,
// hours into days) and the metrics API (any range, at any resolution):
//
// - usageAcrossLevels: the rows covering a range once, whichever table holds
//   them: days below the day mark, hours between the marks, minutes above the
//   hour mark (usage_rollup_marks). A 30-day query reads about 30 day rows
//   and a day of hours and minutes per key, not 43,200 minutes.
// - aggregateUsage: those rows summed per period, per key, or both (the
//   rollup job), latency histograms bucket by bucket: each row's cells
//   (bucket, calls) are unnested, summed per bucket, and gathered again in
//   order. Every stored histogram has a first cell (a row counts one call at
//   least), so the row's scalar columns are summed once, with that cell.
// - foldBeyondBound: rolled rows with each project's rows of a period past
//   the bound on series (series-bound.ts) folded into one row per
//   operation, the heaviest rows kept, so hours and days keep the bound the
//   minutes have.
import { sql, type SQL } from "drizzle-orm";
import { OTHER_SERIES } from "../../contract/metrics-labels";
import { MAX_SERIES_PER_PROJECT } from "./series-bound";

export const RESOLUTIONS = ["minute", "hour", "day"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const ROLLUP_TABLES: Readonly<Record<Resolution, string>> = { minute: "usage_minutes", hour: "usage_hours", day: "usage_days" };

const SCALARS = ["requests", "errors_4xx", "errors_5xx", "latency_sum_ms", "points_read", "points_written", "request_bytes"] as const;
const KEYS = ["project_id", "collection", "api_key_id", "user_sub", "operation"] as const;
const COLUMNS = sql.raw(["at", ...KEYS, ...SCALARS, "latency_buckets", "latency_counts"].join(", "));

const PERIOD_MS: Readonly<Record<Resolution, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * `where`: a condition on one table's rows (unqualified columns); `from`/`to`: the range read, end excluded, widened
 * to whole periods of `resolution` (a coarser row covers its whole period: a range that cut one would count part of it).
 */
export function usageAcrossLevels(resolution: Resolution, where: SQL, from: Date, to: Date): SQL {
  const period = PERIOD_MS[resolution];
  const start = new Date(Math.floor(from.getTime() / period) * period).toISOString();
  const end = new Date(Math.ceil(to.getTime() / period) * period).toISOString();
  const inRange = sql`${where} and at >= ${start}::timestamptz and at < ${end}::timestamptz`;
  const hourMark = sql`coalesce((select through from usage_rollup_marks where level = 'hour'), '-infinity'::timestamptz)`;
  const dayMark = sql`coalesce((select through from usage_rollup_marks where level = 'day'), '-infinity'::timestamptz)`;
  const minutes = (after: SQL | null) => sql`select ${COLUMNS} from usage_minutes where ${inRange}${after ? sql` and at >= ${after}` : sql``}`;
  if (resolution === "minute") return minutes(null);
  if (resolution === "hour") {
    return sql`select ${COLUMNS} from usage_hours where ${inRange} and at < ${hourMark} union all ${minutes(hourMark)}`;
  }
  return sql`select ${COLUMNS} from usage_days where ${inRange} and at < ${dayMark}
    union all select ${COLUMNS} from usage_hours where ${inRange} and at >= ${dayMark} and at < ${hourMark}
    union all ${minutes(hourMark)}`;
}

/** What rows are summed by: a period of a resolution (UTC) or none, and key columns. */
export interface Grouping {
  period: Resolution | null;
  keys: readonly (typeof KEYS)[number][];
}

/** Every key column, as the rollup job groups by. */
export const ALL_KEYS = KEYS;

/**
 * `source`'s rows summed per group; columns: at (the period's start, with a
 * period), the key columns, the scalar sums (numeric), and the summed sparse
 * histogram: latency_buckets (smallint[]) and latency_counts (bigint[]).
 */
export function aggregateUsage(source: SQL, { period, keys }: Grouping): SQL {
  const groups = sql.raw([...(period ? ["period"] : []), ...keys].join(", ") || "()");
  const innerGroups = sql.raw([...(period ? ["period"] : []), ...keys, "cell.bucket"].join(", "));
  const periodColumn = period ? sql`date_trunc(${period}, source.at, 'UTC') as period, ` : sql``;
  const keyColumns = sql.raw(keys.map((key) => `source.${key}, `).join(""));
  const outerKeys = sql.raw(keys.map((key) => `, ${key}`).join(""));
  const firstCellSums = sql.raw(SCALARS.map((column) => `sum(source.${column}) filter (where cell.position = 1) as ${column}`).join(", "));
  const totals = sql.raw(SCALARS.map((column) => `sum(${column}) as ${column}`).join(", "));
  return sql`
    select ${period ? sql`period` : sql`null::timestamptz`} as at${outerKeys}, ${totals},
      array_agg(bucket order by bucket) as latency_buckets, array_agg(calls order by bucket) as latency_counts
    from (
      select ${periodColumn}${keyColumns}cell.bucket, sum(cell.calls) as calls, ${firstCellSums}
      from (${source}) as source
      cross join lateral unnest(source.latency_buckets, source.latency_counts) with ordinality as cell(bucket, calls, position)
      group by ${innerGroups}
    ) as cells
    group by ${groups}`;
}

/**
 * `rolled` (aggregateUsage's columns, per `period` and every key) with each project's rows of a period ranked by
 * calls, and those past `maxSeries` folded into their operation's folded row, then summed again per period and key.
 * Rows folded already (in the minutes) stay as they are and take what is folded into them.
 */
export function foldBeyondBound(rolled: SQL, period: Resolution, maxSeries = MAX_SERIES_PER_PROJECT): SQL {
  const isKept = sql.raw(`rank <= ${Math.floor(maxSeries)}`);
  const scalars = sql.raw(SCALARS.join(", "));
  // Folded rows are ranked apart: they take no place among the kept ones.
  const isFolded = sql`(collection is not distinct from ${OTHER_SERIES}::text and user_sub is not distinct from ${OTHER_SERIES}::text)`;
  const ranked = sql`select *, row_number() over (partition by project_id, at, ${isFolded} order by requests desc, collection, api_key_id, user_sub, operation) as rank
    from (${rolled}) as rolled`;
  const folded = sql`
    select at, project_id, case when ${isKept} then collection else ${OTHER_SERIES}::text end as collection,
      case when ${isKept} then api_key_id end as api_key_id, case when ${isKept} then user_sub else ${OTHER_SERIES}::text end as user_sub,
      operation, ${scalars}, latency_buckets, latency_counts
    from (${ranked}) as ranked`;
  return aggregateUsage(folded, { period, keys: KEYS });
}
