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
