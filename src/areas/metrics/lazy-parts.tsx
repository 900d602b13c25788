// The charts come in a chunk of their own (@mui/x-charts and its d3 parts),
// fetched when the first panel mounts, with a placeholder of the chart's
// size until then: no other page loads them.
import Skeleton from "@mui/material/Skeleton";
import { lazyPart } from "../../components/lazy-part";
import { CHART_HEIGHT } from "./chart-size";
import type { MetricChartProps } from "./metric-chart";

export function ChartPlaceholder() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />;
}

export const MetricChart = lazyPart<MetricChartProps>(() => import(/* webpackChunkName: "metrics-charts" */ "./metric-chart").then((chart) => chart.MetricChart), ChartPlaceholder);
