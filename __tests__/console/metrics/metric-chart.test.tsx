// The chart in its card (issue 26): a legend that wraps takes its rows from
// the chart's box, so the drawing and its x axis stay inside the card
// rather than being drawn over the next card's title.
import { render, waitFor } from "@testing-library/react";
import { CHART_HEIGHT } from "../../../src/areas/metrics/chart-size";
import { MetricChart } from "../../../src/areas/metrics/metric-chart";
import { buildMetricsView } from "../../../src/areas/metrics/metric-panels";
import { prepareChartEnvironment } from "../support/chart-environment";
import { seriesAnswer } from "./support/series-fixtures";

prepareChartEnvironment();

const MANY_OPERATIONS = Object.fromEntries(["points.search", "points.upsert", "points.query", "points.scroll", "points.count", "points.delete", "collections.get", "collections.list"].map((operation) => [operation, 1]));

it("lays the legend out inside the chart's box: the drawing fills what the legend leaves, not a fixed height beside it", async () => {
  const view = buildMetricsView(seriesAnswer({ usage: { 0: { requests: 8, byOperation: MANY_OPERATIONS } } }));
  const panel = view.callPanels[0];
  if (!panel) throw new Error("no requests panel");
  const { getByRole } = render(<MetricChart panel={panel} times={view.times} resolution={view.resolution} rangeMs={view.rangeMs} />);
  const box = getByRole("img", { name: /^Requests per second chart/ });
  await waitFor(() => expect(box.querySelector("[class*=MuiChartsSvgLayer-root]")).not.toBeNull());
  expect(getComputedStyle(box).height).toBe(`${CHART_HEIGHT}px`);
  expect(box.querySelectorAll("[class*=MuiChartsLegend-root] li")).toHaveLength(8);
  // The wrapper (legend row, then the drawing) is as tall as the box, and the drawing is not a further CHART_HEIGHT px.
  const wrapper = box.querySelector("[class*=MuiChartsWrapper-root]");
  if (!wrapper) throw new Error("no chart wrapper");
  expect(getComputedStyle(wrapper).height).toBe("100%");
  const drawing = box.querySelector("[class*=MuiChartsSvgLayer-root]");
  expect(drawing?.getAttribute("viewBox")?.split(" ")[3]).not.toBe(String(CHART_HEIGHT));
});
