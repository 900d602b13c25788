// The Overview's heavy parts come after its first paint, each with a
// placeholder of its size so that nothing moves when it arrives: the code
// tabs (MUI's Tabs, in the code-samples chunk that Search and Inference load
// for their "Show code") and the hourly chart (@mui/x-charts, its own chunk).
import Skeleton from "@mui/material/Skeleton";
import { lazyPart } from "../../components/lazy-part";
import type { HourlyChartProps } from "./hourly-chart";
import { HOURLY_CHART_HEIGHT } from "./hourly-chart-size";

/** The code tabs' height with the curl sample showing (the tab first shown): borders, the 40 px tab row, two lines of 13 px code and their padding. */
const CODE_TABS_HEIGHT = 114;

export function CodeTabsPlaceholder() {
  return <Skeleton variant="rounded" height={CODE_TABS_HEIGHT} aria-hidden />;
}

export const RequestCodeTabs = lazyPart(
  () => import(/* webpackChunkName: "code-samples" */ "../../components/request-code-tabs").then((tabs) => tabs.RequestCodeTabs),
  CodeTabsPlaceholder,
);

export const HourlyChart = lazyPart<HourlyChartProps>(
  () => import(/* webpackChunkName: "overview-chart" */ "./hourly-chart").then((chart) => chart.HourlyChart),
  () => <Skeleton variant="rounded" height={HOURLY_CHART_HEIGHT} aria-hidden />,
);
