import { buildMetricsView, shownPanels } from "../../../src/areas/metrics/metric-panels";
import { BUSY_MINUTES, seriesAnswer } from "./support/series-fixtures";

const panelOf = (id: string) => buildMetricsView(BUSY_MINUTES).callPanels.concat(buildMetricsView(BUSY_MINUTES).sizePanels).find((panel) => panel.id === id)!;
const valuesOf = (panelId: string, lineId: string) => panelOf(panelId).lines.find((line) => line.id === lineId)?.values;

it("turns each operation's calls into requests per second of the period, most called first, the calls kept beside", () => {
  const requests = panelOf("requests");
  expect(requests.lines.map((line) => line.id)).toEqual(["calls", "points.search", "points.upsert"]);
  expect(valuesOf("requests", "calls")).toEqual([13, 0, 6]);
  expect(valuesOf("requests", "points.search")).toEqual([12 / 60, 0, 6 / 60]);
  expect(valuesOf("requests", "points.upsert")).toEqual([1 / 60, 0, 0]);
  expect(requests.summary).toBe("19 calls in this range");
  expect(requests.axisLabel).toBe("req/s");
});

it("divides by an hour's seconds at hour resolution", () => {
  const view = buildMetricsView(seriesAnswer({ resolution: "hour", periods: 2, usage: { 1: { requests: 36, byOperation: { "points.query": 36 } } } }));
  expect(view.callPanels[0]?.lines.find((line) => line.id === "points.query")?.values).toEqual([0, 0.01]);
  expect(view.callPanels.find((panel) => panel.id === "errors")?.axisLabel).toBe("errors per hour");
});

it("leaves latency without calls as gaps, not zeros, and states the percentiles' precision", () => {
  expect(valuesOf("latency", "p50")).toEqual([2.5, null, 3]);
  expect(valuesOf("latency", "p99")).toEqual([12, null, 40]);
  expect(panelOf("latency").note).toBe("Percentiles are within ±4.3% of the exact value");
  expect(panelOf("latency").summary).toBe("Highest p95: 9 ms");
});

it("counts errors by status class, points read and written, and reads the latest size", () => {
  expect(valuesOf("errors", "4xx")).toEqual([1, 0, 0]);
  expect(valuesOf("errors", "5xx")).toEqual([0, 0, 2]);
  expect(panelOf("errors").summary).toBe("1 client error (4xx), 2 server errors (5xx)");
  expect(panelOf("points").summary).toBe("48 read, 100 written");
  expect(valuesOf("sizes", "points")).toEqual([null, null, 100]);
  expect(panelOf("sizes").summary).toBe("Now 100 points, 100 indexed vectors");
  expect(panelOf("storage").summary).toBe("Now 1.5 MB on disk");
});

it("shows the calls' panels only when there were calls, and the sizes' only when measured", () => {
  const quiet = buildMetricsView(seriesAnswer());
  expect([quiet.hasCalls, quiet.hasSizes]).toEqual([false, false]);
  expect(shownPanels(quiet)).toEqual([]);
  const measured = buildMetricsView(seriesAnswer({ gauges: { 0: { points: 3, indexedVectors: 0, segments: 1, diskBytes: 900 } } }));
  expect(shownPanels(measured).map((panel) => panel.id)).toEqual(["sizes", "storage"]);
  expect(shownPanels(buildMetricsView(BUSY_MINUTES)).map((panel) => panel.id)).toEqual(["requests", "latency", "errors", "points", "sizes", "storage"]);
});

it("says Now with the size measured at the call, as the Overview does, not the range's last sample (issue 26)", () => {
  // The last sample lags the imports that wrote since; the Overview measures now.
  const lagging = seriesAnswer({ gauges: { 2: { points: 3_057, indexedVectors: 0, segments: 1, diskBytes: 6_300_000 } }, current: { points: 3_700, indexedVectors: 3_700, diskBytes: 7_800_000 } });
  const [sizes, storage] = buildMetricsView(lagging).sizePanels;
  expect(sizes?.summary).toBe("Now 3,700 points, 3,700 indexed vectors");
  expect(storage?.summary).toBe("Now 7.8 MB on disk");
  // Collections measured now show their sizes even when the range holds no sample.
  const unsampled = buildMetricsView(seriesAnswer({ current: { collections: 1, points: 12, diskBytes: 2_000 } }));
  expect(shownPanels(unsampled).map((panel) => panel.id)).toEqual(["sizes", "storage"]);
});

it("says that points written count the imports' writes", () => {
  expect(panelOf("points").note).toBe("Written counts the points of data-plane writes and of imports");
});
