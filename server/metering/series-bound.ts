// The bound on a project's series: at most MAX_SERIES_PER_PROJECT rows of
// usage per project and period (collection, caller and operation), in the
// minutes the recorder writes, the hours and days the rollup job makes of
// them, and a project's Prometheus exposition. Calls past the bound are not
// dropped: they are folded into one row per operation whose collection and
// caller are OTHER_SERIES, so that every total stays true. Collection names
// are the tenant's to choose (create, call, delete, again), and each name
// was a row of every minute and a series of every scrape; operations are
// the data plane's fixed list, so the folded rows are bounded too.
//
// 500 leaves room for what real projects do (25 collections, each called by
// two callers with ten operations) while a scrape stays near 3,000 usage
// samples, under the sample limits scrapers commonly set per target.
import { OTHER_SERIES } from "../../contract/metrics-labels";
import { PERIOD_MS } from "./rollup-levels";

export const MAX_SERIES_PER_PROJECT = 500;

/** Minutes kept behind the newest one seen: calls come in as their answers go, so a minute is over soon after it ends. */
const MINUTES_KEPT = 2;

/** Where a call's usage is folded once its project's period is full: every operation keeps its own folded row. */
export const FOLDED_CALLER = { collection: OTHER_SERIES, apiKeyId: null, userSub: OTHER_SERIES } as const;

/**
 * The series each project has had in each recent minute, in this instance (the recorder's pending rollups are
 * emptied by every flush, so they cannot tell). Several instances may each give a minute its bound; the rollup job
 * folds the hour back to it.
 */
export class MinuteSeriesBound {
  private readonly minutes = new Map<number, Map<string, Set<string>>>();
  private newest = 0;

  constructor(private readonly maxSeries = MAX_SERIES_PER_PROJECT) {}

  /** Whether the series (a rollup key) may have a row of its own: it has one this minute already, or its project's minute has room. */
  admits(projectId: string, minute: number, series: string): boolean {
    if (minute > this.newest) this.advance(minute);
    let projects = this.minutes.get(minute);
    if (!projects) this.minutes.set(minute, (projects = new Map()));
    let seen = projects.get(projectId);
    if (!seen) projects.set(projectId, (seen = new Set()));
    if (seen.has(series)) return true;
    if (seen.size >= this.maxSeries) return false;
    seen.add(series);
    return true;
  }

  private advance(minute: number): void {
    this.newest = minute;
    for (const kept of this.minutes.keys()) if (kept < minute - MINUTES_KEPT * PERIOD_MS.minute) this.minutes.delete(kept);
  }
}
