// A project's metrics in the query cache. Usage changes with every call the
// project receives, so both are asked for afresh when a page opens and then
// every minute while it stays open (the rollups' own period).
import { useQuery } from "@tanstack/react-query";
import type { MetricsSeriesQuery } from "../../contract/metrics";
import { getMetricsSeries, getMetricsSummary } from "./metrics";
import { metricsKeys } from "./query-keys";

const REFRESH_MS = 60_000;

export function useMetricsSummaryQuery(projectId: string) {
  return useQuery({ queryKey: metricsKeys.summary(projectId), queryFn: () => getMetricsSummary(projectId), staleTime: 0, refetchInterval: REFRESH_MS });
}

/** A fixed range (`from` and `to` given) is not refreshed: its numbers no longer change once its minutes are written. */
export function useMetricsSeriesQuery(projectId: string, query: MetricsSeriesQuery) {
  const isLive = query.to === undefined;
  return useQuery({
    queryKey: metricsKeys.series(projectId, query),
    queryFn: () => getMetricsSeries(projectId, query),
    staleTime: isLive ? 0 : Infinity,
    refetchInterval: isLive ? REFRESH_MS : false,
    placeholderData: (previous) => previous,
  });
}

/** What the Metrics page shows: the last so many milliseconds up to now, or a range of fixed times (ISO). */
export type MetricsRange = { lastMs: number } | { from: string; to: string };
export type MetricsFilters = Omit<MetricsSeriesQuery, "from" | "to">;

/**
 * The series of a range as the Metrics page picks it. "The last hour" is read
 * up to the clock at each fetch (both ends sent, so the range is exactly an
 * hour whatever the service's clock says) and asked for again every minute,
 * so the window slides with time rather than growing; its key holds the
 * length, not the times. A fixed range that ends in the future is still
 * filling, so it is refreshed too; one in the past never changes.
 */
export function useMetricsRangeQuery(projectId: string, range: MetricsRange, filters: MetricsFilters) {
  const isRecent = "lastMs" in range;
  const isLive = isRecent || Date.parse(range.to) > Date.now();
  return useQuery({
    queryKey: isRecent ? [...metricsKeys.series(projectId, filters), { lastMs: range.lastMs }] : metricsKeys.series(projectId, { ...filters, from: range.from, to: range.to }),
    queryFn: () => getMetricsSeries(projectId, { ...filters, ...(isRecent ? rangeUpToNow(range.lastMs) : range) }),
    staleTime: isLive ? 0 : Infinity,
    refetchInterval: isLive ? REFRESH_MS : false,
    placeholderData: (previous) => previous,
  });
}

function rangeUpToNow(lastMs: number): { from: string; to: string } {
  const to = Date.now();
  return { from: new Date(to - lastMs).toISOString(), to: new Date(to).toISOString() };
}
