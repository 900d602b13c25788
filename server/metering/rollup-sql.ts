// The SQL of the rollup levels (rollup-levels.ts), written once for every
// level, shared by the rollup job and the metrics API (any range, at any
// resolution):
//
// - usageAcrossLevels: the rows covering a range once, whichever table holds
//   them: from the coarsest level read down to minutes, each level's rows
//   below its own mark and at or above the coarser level's (usage_rollup_marks):
//   days below the day mark, hours between the marks, minutes above the hour
//   mark. A 30-day query reads about 30 day rows and a day of hours and
//   minutes per key, not 43,200 minutes.
// - aggregateUsage: those rows summed per period, per key, or both (the
//   rollup job), latency histograms bucket by bucket: each row's cells
//   (bucket, calls) are unnested, summed per bucket, and gathered again in
//   order. Every stored histogram has a first cell (a row counts one call at
//   least), so the row's scalar columns are summed once, with that cell.
// - foldBeyondBound: rolled rows with each project's rows of a period past
//   the bound on series (series-bound.ts) folded into one row per
//   operation, the heaviest rows kept, so hours and days keep the bound the
//   minutes have.
// - rollUpInto: a range of the finer level's rows, summed into a level's
//   periods and held to the bound, inserted into that level's table.
import { sql, type SQL } from "drizzle-orm";
import { OTHER_SERIES } from "../../contract/metrics-labels";
import { finerLevelOf, PERIOD_MS, RESOLUTIONS, ROLLUP_TABLES, type Resolution, type RolledLevel } from "./rollup-levels";
import { MAX_SERIES_PER_PROJECT } from "./series-bound";

export type { Resolution } from "./rollup-levels";

const SCALARS = ["requests", "errors_4xx", "errors_5xx", "latency_sum_ms", "points_read", "points_written", "request_bytes"] as const;
const KEYS = ["project_id", "collection", "api_key_id", "user_sub", "operation"] as const;
const COLUMNS = sql.raw(["at", ...KEYS, ...SCALARS, "latency_buckets", "latency_counts"].join(", "));
/** A row without calls (an import's writes: usage-recorder.ts recordWrites) read as one empty cell, so that its counts are summed too. */
const NONEMPTY_BUCKETS = sql.raw(`case when cardinality(source.latency_buckets) > 0 then source.latency_buckets else '{0}' end`);
const NONEMPTY_COUNTS = sql.raw(`case when cardinality(source.latency_counts) > 0 then source.latency_counts else '{0}' end`);

/**
 * `where`: a condition on one table's rows (unqualified columns); `from`/`to`: the range read, end excluded, widened
 * to whole periods of `resolution` (a coarser row covers its whole period: a range that cut one would count part of it).
 */
export function usageAcrossLevels(resolution: Resolution, where: SQL, from: Date, to: Date): SQL {
  const period = PERIOD_MS[resolution];
  const start = new Date(Math.floor(from.getTime() / period) * period).toISOString();
  const end = new Date(Math.ceil(to.getTime() / period) * period).toISOString();
  const inRange = sql`${where} and at >= ${start}::timestamptz and at < ${end}::timestamptz`;
  const coarsestFirst = RESOLUTIONS.slice(0, RESOLUTIONS.indexOf(resolution) + 1).reverse();
  const parts = coarsestFirst.map((level, index) => {
    const coarser = coarsestFirst[index - 1];
    const bounds = [inRange];
    if (coarser !== undefined) bounds.push(sql`at >= ${markOf(coarser)}`);
    // Minutes have no mark: nothing is rolled into them.
    if (level !== "minute") bounds.push(sql`at < ${markOf(level)}`);
    return sql`select ${COLUMNS} from ${tableOf(level)} where ${sql.join(bounds, sql` and `)}`;
  });
  return sql.join(parts, sql` union all `);
}

/** A rolled level's mark: its table holds every period before it whole. */
function markOf(level: Resolution): SQL {
  return sql`coalesce((select through from usage_rollup_marks where level = ${level}), '-infinity'::timestamptz)`;
}

function tableOf(level: Resolution): SQL {
  return sql.raw(ROLLUP_TABLES[level]);
}

/**
 * The finer level's rows in `range` (a condition on `at`) summed into `level`'s periods, each project's held to the
 * bound on series (foldBeyondBound), inserted into `level`'s table.
 */
export function rollUpInto(level: RolledLevel, range: SQL): SQL {
  const source = sql`select * from ${tableOf(finerLevelOf(level))} where ${range}`;
  const rolled = foldBeyondBound(aggregateUsage(source, { period: level, keys: KEYS }), level);
  return sql`insert into ${tableOf(level)} (${COLUMNS}) select ${COLUMNS} from (${rolled}) as rolled`;
}

/** What rows are summed by: a period of a resolution (UTC) or none, and key columns. */
export interface Grouping {
  period: Resolution | null;
  keys: readonly (typeof KEYS)[number][];
}

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
      cross join lateral unnest(${NONEMPTY_BUCKETS}, ${NONEMPTY_COUNTS}) with ordinality as cell(bucket, calls, position)
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
