// Numbers and times as the page shows them, in the user's locale: rates in
// requests per second, latency in milliseconds, sizes in kB, MB and GB
// (powers of 1,000, as disks and bills count), and each period's start at
// the precision of its resolution. Days are UTC days (the service's), so
// they are named in UTC: a day's start at midnight UTC would otherwise read
// as the day before west of Greenwich.
import type { MetricsResolution } from "../../../contract/metrics";
import { decimalScale } from "../../components/decimal-scale";

export type MetricUnit = "rate" | "ms" | "count" | "bytes";

const significant = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 3 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB", "PB"] as const;

export function formatBytes(bytes: number): string {
  const { value, step } = decimalScale(bytes, BYTE_UNITS.length);
  return `${step === 0 ? whole.format(value) : oneDecimal.format(value)} ${BYTE_UNITS[step]}`;
}

export function formatCount(count: number): string {
  return whole.format(count);
}

/** A value with its unit: "0.0833 req/s", "12.3 ms", "1.2 MB", "1,024". */
export function formatValue(value: number, unit: MetricUnit): string {
  switch (unit) {
    case "rate":
      return `${significant.format(value)} req/s`;
    case "ms":
      return `${significant.format(value)} ms`;
    case "bytes":
      return formatBytes(value);
    case "count":
      return formatCount(value);
  }
}

/** An axis tick: the number alone where the axis label names the unit, except for sizes, whose unit changes along the axis. */
export function formatTick(value: number, unit: MetricUnit): string {
  if (unit === "bytes") return formatBytes(value);
  if (unit === "count") return Math.abs(value) >= 10_000 ? new Intl.NumberFormat(undefined, { notation: "compact" }).format(value) : significant.format(value);
  return significant.format(value);
}

const periodFormats: Readonly<Record<MetricsResolution, Intl.DateTimeFormat>> = {
  minute: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
  hour: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
  day: new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }),
};

/** A period's start in full: a table's row, a tooltip's title. */
export function formatPeriod(ms: number, resolution: MetricsResolution): string {
  return periodFormats[resolution].format(new Date(ms));
}

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dayAndHour = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "numeric" });
const utcDay = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** An x-axis tick: the time of day over a day or less, the day and hour over longer, the day at day resolution. */
export function formatTimeTick(ms: number, resolution: MetricsResolution, rangeMs: number): string {
  if (resolution === "day") return utcDay.format(new Date(ms));
  return rangeMs <= 86_400_000 ? timeOfDay.format(new Date(ms)) : dayAndHour.format(new Date(ms));
}
