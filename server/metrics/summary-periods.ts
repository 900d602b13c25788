// The periods the metrics routes read, in UTC: a range widened to whole
// periods of its resolution (a rollup row covers its whole period, so a range
// that cut one would count part of it twice or not at all), every period's
// start in it, and the calendar month the plan's allowance counts.
import { autoResolution, DEFAULT_RANGE_MS, type MetricsResolution, type MetricsSeriesQuery } from "../../contract/metrics";

export const PERIOD_MS: Readonly<Record<MetricsResolution, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

export interface SeriesRange {
  from: Date;
  /** Excluded. */
  to: Date;
  resolution: MetricsResolution;
}

/** The query's range (already checked by its schema), with its defaults, widened to whole periods. */
export function seriesRangeOf(query: Pick<MetricsSeriesQuery, "from" | "to" | "resolution">, now = Date.now()): SeriesRange {
  const to = query.to === undefined ? now : Date.parse(query.to);
  const from = query.from === undefined ? to - DEFAULT_RANGE_MS : Date.parse(query.from);
  const resolution = query.resolution ?? autoResolution(to - from);
  const period = PERIOD_MS[resolution];
  return { from: new Date(Math.floor(from / period) * period), to: new Date(Math.ceil(to / period) * period), resolution };
}

/** Every period's start in the range, oldest first. */
export function periodStarts({ from, to, resolution }: SeriesRange): Date[] {
  const starts: Date[] = [];
  for (let at = from.getTime(); at < to.getTime(); at += PERIOD_MS[resolution]) starts.push(new Date(at));
  return starts;
}

export function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
