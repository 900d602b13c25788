// Minutes rolled into hours, and hours into days, then what is past its
// retention deleted: the work of the periodic "usage-rollup" job. A period is
// rolled once it is over (and GRACE_MS more, for the last flushes of every
// instance); the last LOOKBACK periods before the mark are computed again from
// scratch each run, so that usage written late (an instance that could not
// reach the store for a while) still lands in hours and days. Each level is
// one transaction that holds its mark's row: a run taken over by another
// instance waits rather than adding twice. Each project's hour and day hold
// at most MAX_SERIES_PER_PROJECT rows and the folded ones (series-bound.ts).
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { aggregateUsage, ALL_KEYS, foldBeyondBound, ROLLUP_TABLES, type Resolution } from "./rollup-sql";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long after a period ends its last minutes may still arrive from another instance's flush. */
export const GRACE_MS = 2 * 60_000;
const LOOKBACK_MS: Readonly<Record<"hour" | "day", number>> = { hour: 3 * HOUR_MS, day: 2 * DAY_MS };

/** How long each level is kept. */
export const USAGE_RETENTION_MS: Readonly<Record<Resolution, number>> = { minute: 7 * DAY_MS, hour: 90 * DAY_MS, day: 731 * DAY_MS };

export interface RollupOutcome {
  /** The new marks: hours and days whole below them. */
  hoursThrough: Date | null;
  daysThrough: Date | null;
  deleted: number;
}

export async function rollUpUsage(db: Database, now = new Date()): Promise<RollupOutcome> {
  // Periods computed again never reach below what the finer level still keeps: they would be emptied.
  const kept = (source: Resolution, period: number) => floorTo(now.getTime() - USAGE_RETENTION_MS[source], period) + period;
  const hoursThrough = await rollLevel(db, "hour", floorTo(now.getTime() - GRACE_MS, HOUR_MS), kept("minute", HOUR_MS));
  // A day is whole in hours once the hour mark has passed its end.
  const daysThrough = hoursThrough ? await rollLevel(db, "day", floorTo(hoursThrough.getTime(), DAY_MS), kept("hour", DAY_MS)) : null;
  let deleted = 0;
  for (const resolution of ["minute", "hour", "day"] as const) {
    const cutoff = new Date(now.getTime() - USAGE_RETENTION_MS[resolution]).toISOString();
    const { rows } = await db.execute<{ count: number | string }>(
      sql`with gone as (delete from ${sql.raw(ROLLUP_TABLES[resolution])} where at < ${cutoff}::timestamptz returning 1) select count(*) as count from gone`,
    );
    deleted += Number(rows[0]?.count ?? 0);
  }
  return { hoursThrough, daysThrough, deleted };
}

/** Rolls the finer level into `level` up to `through` (a period boundary), computing again from `notBefore` at the earliest; answers the mark after. */
async function rollLevel(db: Database, level: "hour" | "day", through: number, notBefore: number): Promise<Date | null> {
  const source = level === "hour" ? "usage_minutes" : "usage_hours";
  const target = sql.raw(ROLLUP_TABLES[level]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into usage_rollup_marks (level, through) values (${level}, 'epoch'::timestamptz) on conflict (level) do nothing`);
    const { rows } = await tx.execute<{ through: Date | string; first: Date | string | null }>(sql`
      select through, (select min(at) from ${sql.raw(source)}) as first from usage_rollup_marks where level = ${level} for update`);
    const mark = rows[0];
    if (!mark) throw new Error(`no ${level} mark`);
    const marked = new Date(mark.through).getTime();
    const first = mark.first === null ? null : new Date(mark.first).getTime();
    // The first run starts where the data does; later ones a little before the mark.
    const start = marked === 0 ? (first === null ? through : floorTo(first, periodMs(level))) : Math.max(marked - LOOKBACK_MS[level], Math.min(marked, notBefore));
    if (start >= through) return marked === 0 ? null : new Date(marked);
    const range = sql`at >= ${new Date(start).toISOString()}::timestamptz and at < ${new Date(through).toISOString()}::timestamptz`;
    await tx.execute(sql`delete from ${target} where ${range}`);
    const rolled = foldBeyondBound(aggregateUsage(sql`select * from ${sql.raw(source)} where ${range}`, { period: level, keys: ALL_KEYS }), level);
    await tx.execute(sql`
      insert into ${target} (at, project_id, collection, api_key_id, user_sub, operation, requests, errors_4xx, errors_5xx, latency_sum_ms,
        points_read, points_written, request_bytes, latency_buckets, latency_counts)
      select at, project_id, collection, api_key_id, user_sub, operation, requests, errors_4xx, errors_5xx, latency_sum_ms,
        points_read, points_written, request_bytes, latency_buckets, latency_counts from (${rolled}) as rolled`);
    const next = Math.max(marked, through);
    await tx.execute(sql`update usage_rollup_marks set through = ${new Date(next).toISOString()}::timestamptz where level = ${level}`);
    return new Date(next);
  });
}

function periodMs(level: "hour" | "day"): number {
  return level === "hour" ? HOUR_MS : DAY_MS;
}

function floorTo(time: number, period: number): number {
  return Math.floor(time / period) * period;
}
