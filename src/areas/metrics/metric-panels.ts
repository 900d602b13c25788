// The series' answer as the page's panels: for each, its lines (what the
// chart draws, the table lists and the CSV holds), its unit and a summary.
// Rates are a period's calls over its seconds; a percentile is null for a
// period without calls and stays null (a gap, not a zero).
import type { MetricsResolution, MetricsSeriesResponse, UsageBucket } from "../../../contract/metrics";
import { formatBytes, formatCount, formatValue, type MetricUnit } from "./metric-format";
import { PERIOD_SECONDS } from "./metrics-range";

export type MetricPanelId = "requests" | "latency" | "errors" | "points" | "sizes" | "storage";

export interface MetricLine {
  id: string;
  label: string;
  unit: MetricUnit;
  values: readonly (number | null)[];
  /** Its column in the CSV: "points.search req/s". */
  csvHeader: string;
  /** Listed in the table and the CSV, not drawn (the calls beside their rates). */
  isChartHidden?: boolean;
  /** A theme colour for lines whose meaning has one (errors). */
  color?: "warning" | "error";
}

export interface MetricPanel {
  id: MetricPanelId;
  title: string;
  /** The y axis's label, with its unit. */
  axisLabel: string;
  unit: MetricUnit;
  lines: readonly MetricLine[];
  summary: string;
  /** Drawn as stacked areas: parts of a whole. */
  isStacked?: boolean;
  note?: string;
}

export interface MetricsView {
  resolution: MetricsResolution;
  /** Each period's start (ms), oldest first. */
  times: readonly number[];
  rangeMs: number;
  from: string;
  to: string;
  hasCalls: boolean;
  hasSizes: boolean;
  /** Calls' panels, then sizes' panels. */
  callPanels: readonly MetricPanel[];
  sizePanels: readonly MetricPanel[];
}

function sum(values: readonly (number | null)[]): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Operations in the order of their calls in the range, most first. */
function operationsOf(usage: readonly UsageBucket[]): string[] {
  const totals = new Map<string, number>();
  for (const bucket of usage) for (const [operation, count] of Object.entries(bucket.byOperation)) totals.set(operation, (totals.get(operation) ?? 0) + count);
  return [...totals.entries()].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([operation]) => operation);
}

function requestsPanel(usage: readonly UsageBucket[], seconds: number): MetricPanel {
  const calls = usage.map((bucket) => bucket.requests);
  const rates = operationsOf(usage).map(
    (operation): MetricLine => ({ id: operation, label: operation, unit: "rate", csvHeader: `${operation} req/s`, values: usage.map((bucket) => (bucket.byOperation[operation] ?? 0) / seconds) }),
  );
  return {
    id: "requests",
    title: "Requests per second",
    axisLabel: "req/s",
    unit: "rate",
    isStacked: true,
    lines: [{ id: "calls", label: "Calls", unit: "count", csvHeader: "calls", values: calls, isChartHidden: true }, ...rates],
    summary: `${plural(sum(calls), "call", "calls")} in this range`,
  };
}

function latencyPanel(usage: readonly UsageBucket[], relativeError: number): MetricPanel {
  const line = (id: "p50" | "p95" | "p99", values: (number | null)[]): MetricLine => ({ id, label: id, unit: "ms", csvHeader: `${id} ms`, values });
  const p95 = usage.map((bucket) => bucket.p95Ms);
  const highest = Math.max(...p95.map((value) => value ?? -1));
  return {
    id: "latency",
    title: "Latency",
    axisLabel: "ms",
    unit: "ms",
    lines: [line("p50", usage.map((bucket) => bucket.p50Ms)), line("p95", p95), line("p99", usage.map((bucket) => bucket.p99Ms))],
    summary: highest < 0 ? "No calls in this range" : `Highest p95: ${formatValue(highest, "ms")}`,
    note: `Percentiles are within ±${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(relativeError * 100)}% of the exact value`,
  };
}

function errorsPanel(usage: readonly UsageBucket[], resolution: MetricsResolution): MetricPanel {
  const clientErrors = usage.map((bucket) => bucket.errors4xx);
  const serverErrors = usage.map((bucket) => bucket.errors5xx);
  return {
    id: "errors",
    title: "Errors by status class",
    axisLabel: `errors per ${resolution}`,
    unit: "count",
    lines: [
      { id: "4xx", label: "4xx", unit: "count", csvHeader: "4xx errors", values: clientErrors, color: "warning" },
      { id: "5xx", label: "5xx", unit: "count", csvHeader: "5xx errors", values: serverErrors, color: "error" },
    ],
    summary: `${plural(sum(clientErrors), "client error", "client errors")} (4xx), ${plural(sum(serverErrors), "server error", "server errors")} (5xx)`,
  };
}

function pointsPanel(usage: readonly UsageBucket[], resolution: MetricsResolution): MetricPanel {
  const read = usage.map((bucket) => bucket.pointsRead);
  const written = usage.map((bucket) => bucket.pointsWritten);
  return {
    id: "points",
    title: "Points read and written",
    axisLabel: `points per ${resolution}`,
    unit: "count",
    lines: [
      { id: "read", label: "Read", unit: "count", csvHeader: "points read", values: read },
      { id: "written", label: "Written", unit: "count", csvHeader: "points written", values: written },
    ],
    summary: `${formatCount(sum(read))} read, ${formatCount(sum(written))} written`,
    note: "Written counts the points of data-plane writes and of imports",
  };
}

function sizePanels(response: MetricsSeriesResponse): MetricPanel[] {
  const points = response.gauges.map((gauge) => gauge.points);
  const indexed = response.gauges.map((gauge) => gauge.indexedVectors);
  const disk = response.gauges.map((gauge) => gauge.diskBytes);
  // "Now" is measured at the call, as the Overview's figures are; the lines are the samples of the range.
  const { current } = response;
  return [
    {
      id: "sizes",
      title: "Points and indexed vectors",
      axisLabel: "count",
      unit: "count",
      lines: [
        { id: "points", label: "Points", unit: "count", csvHeader: "points", values: points },
        { id: "indexed", label: "Indexed vectors", unit: "count", csvHeader: "indexed vectors", values: indexed },
      ],
      summary: `Now ${plural(current.points, "point", "points")}, ${plural(current.indexedVectors, "indexed vector", "indexed vectors")}`,
    },
    {
      id: "storage",
      title: "Storage",
      axisLabel: "disk use",
      unit: "bytes",
      lines: [{ id: "disk", label: "Disk use", unit: "bytes", csvHeader: "disk bytes", values: disk }],
      summary: `Now ${formatBytes(current.diskBytes)} on disk`,
    },
  ];
}

export function buildMetricsView(response: MetricsSeriesResponse): MetricsView {
  const { usage, resolution } = response;
  const seconds = PERIOD_SECONDS[resolution];
  return {
    resolution,
    times: usage.map((bucket) => Date.parse(bucket.at)),
    rangeMs: Date.parse(response.to) - Date.parse(response.from),
    from: response.from,
    to: response.to,
    hasCalls: usage.some((bucket) => bucket.requests > 0),
    hasSizes: response.current.collections > 0 || response.gauges.some((gauge) => gauge.points !== null || gauge.diskBytes !== null),
    callPanels: [requestsPanel(usage, seconds), latencyPanel(usage, response.latencyRelativeError), errorsPanel(usage, resolution), pointsPanel(usage, resolution)],
    sizePanels: sizePanels(response),
  };
}

/** The panels the page shows: calls' when there were any, sizes' when any was measured. */
export function shownPanels(view: MetricsView): MetricPanel[] {
  return [...(view.hasCalls ? view.callPanels : []), ...(view.hasSizes ? view.sizePanels : [])];
}
