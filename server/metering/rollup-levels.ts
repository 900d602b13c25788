// The levels usage is kept at, finest first: minutes, written by the recorder
// (usage-recorder.ts), then hours and days, each rolled up from the level
// before it by the rollup job (roll-up-usage.ts), which keeps a mark per
// rolled level in usage_rollup_marks. The SQL of every level is one function
// of it (rollup-sql.ts); collection gauges are kept at the same periods.
export const RESOLUTIONS = ["minute", "hour", "day"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
/** A level the rollup job makes, with a mark. */
export type RolledLevel = Exclude<Resolution, "minute">;
export const ROLLED_LEVELS: readonly RolledLevel[] = ["hour", "day"];

export const PERIOD_MS: Readonly<Record<Resolution, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
export const ROLLUP_TABLES: Readonly<Record<Resolution, string>> = { minute: "usage_minutes", hour: "usage_hours", day: "usage_days" };

/** The level `level` is rolled up from. */
export function finerLevelOf(level: RolledLevel): Resolution {
  return RESOLUTIONS[RESOLUTIONS.indexOf(level) - 1] as Resolution;
}
