// The panels shown as one CSV file (RFC 4180: a header row, CRLF line ends,
// fields with a comma, quote or line break quoted, quotes doubled): a row
// per period, its start in ISO 8601 (UTC), then every line of every panel,
// numbers unformatted (rates in req/s, latency in ms, sizes in bytes), an
// empty field where a value is null. A header starting as a spreadsheet
// formula would (=, +, -, @) gets an apostrophe.
import type { MetricPanel, MetricsView } from "./metric-panels";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function metricsToCsv(view: Pick<MetricsView, "times">, panels: readonly MetricPanel[]): string {
  const lines = panels.flatMap((panel) => panel.lines);
  const header = ["time", ...lines.map((line) => line.csvHeader)].map(csvField).join(",");
  const rows = view.times.map((time, index) => [new Date(time).toISOString(), ...lines.map((line) => line.values[index] ?? null)].map(csvField).join(","));
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/** "metrics-2026-11-26T08-00-00Z-2026-11-27T08-00-00Z.csv": the range, in names every system takes. */
export function metricsCsvFileName(view: Pick<MetricsView, "from" | "to">): string {
  const safe = (iso: string) => iso.replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  return `metrics-${safe(view.from)}-${safe(view.to)}.csv`;
}
