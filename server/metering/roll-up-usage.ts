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
import { finerLevelOf, PERIOD_MS, RESOLUTIONS, ROLLED_LEVELS, ROLLUP_TABLES, type Resolution, type RolledLevel } from "./rollup-levels";
import { rollUpInto } from "./rollup-sql";

const { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS } = PERIOD_MS;
/** How long after a period ends its last minutes may still arrive from another instance's flush. */
export const GRACE_MS = 2 * MINUTE_MS;
const LOOKBACK_MS: Readonly<Record<RolledLevel, number>> = { hour: 3 * HOUR_MS, day: 2 * DAY_MS };

/** How long each level is kept. */
export const USAGE_RETENTION_MS: Readonly<Record<Resolution, number>> = { minute: 7 * DAY_MS, hour: 90 * DAY_MS, day: 731 * DAY_MS };

export interface RollupOutcome {
  /** The new marks: hours and days whole below them. */
  hoursThrough: Date | null;
  daysThrough: Date | null;
  deleted: number;
}

export async function rollUpUsage(db: Database, now = new Date()): Promise<RollupOutcome> {
  const marks: Record<RolledLevel, Date | null> = { hour: null, day: null };
  // Minutes are whole once their last flushes are in; a coarser period is whole in the finer level once that level's mark has passed its end.
  let wholeThrough = now.getTime() - GRACE_MS;
  for (const level of ROLLED_LEVELS) {
    const period = PERIOD_MS[level];
    // Periods computed again never reach below what the finer level still keeps: they would be emptied.
    const notBefore = floorTo(now.getTime() - USAGE_RETENTION_MS[finerLevelOf(level)], period) + period;
    const mark = await rollLevel(db, level, floorTo(wholeThrough, period), notBefore);
    marks[level] = mark;
    if (!mark) break;
    wholeThrough = mark.getTime();
  }
  let deleted = 0;
  for (const resolution of RESOLUTIONS) {
    const cutoff = new Date(now.getTime() - USAGE_RETENTION_MS[resolution]).toISOString();
    const { rows } = await db.execute<{ count: number | string }>(
      sql`with gone as (delete from ${sql.raw(ROLLUP_TABLES[resolution])} where at < ${cutoff}::timestamptz returning 1) select count(*) as count from gone`,
    );
    deleted += Number(rows[0]?.count ?? 0);
  }
  return { hoursThrough: marks.hour, daysThrough: marks.day, deleted };
}

/** Rolls the finer level into `level` up to `through` (a period boundary), computing again from `notBefore` at the earliest; answers the mark after. */
async function rollLevel(db: Database, level: RolledLevel, through: number, notBefore: number): Promise<Date | null> {
  const source = sql.raw(ROLLUP_TABLES[finerLevelOf(level)]);
  const target = sql.raw(ROLLUP_TABLES[level]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into usage_rollup_marks (level, through) values (${level}, 'epoch'::timestamptz) on conflict (level) do nothing`);
    const { rows } = await tx.execute<{ through: Date | string; first: Date | string | null }>(sql`
      select through, (select min(at) from ${source}) as first from usage_rollup_marks where level = ${level} for update`);
    const mark = rows[0];
    if (!mark) throw new Error(`no ${level} mark`);
    const marked = new Date(mark.through).getTime();
    const first = mark.first === null ? null : new Date(mark.first).getTime();
    // The first run starts where the data does; later ones a little before the mark.
    const start = marked === 0 ? (first === null ? through : floorTo(first, PERIOD_MS[level])) : Math.max(marked - LOOKBACK_MS[level], Math.min(marked, notBefore));
    if (start >= through) return marked === 0 ? null : new Date(marked);
    const range = sql`at >= ${new Date(start).toISOString()}::timestamptz and at < ${new Date(through).toISOString()}::timestamptz`;
    await tx.execute(sql`delete from ${target} where ${range}`);
    await tx.execute(rollUpInto(level, range));
    const next = Math.max(marked, through);
    await tx.execute(sql`update usage_rollup_marks set through = ${new Date(next).toISOString()}::timestamptz where level = ${level}`);
    return new Date(next);
  });
}

function floorTo(time: number, period: number): number {
  return Math.floor(time / period) * period;
}
