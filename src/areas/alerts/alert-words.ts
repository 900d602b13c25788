// How the page words a rule: its metric, its values with their units
// (ALERT_METRIC_UNITS), durations, and its condition as a sentence: "p95
// latency above 300 ms over 5 min, for 2 min", on collection docs.
import { ALERT_METRIC_LABELS, ALERT_METRIC_UNITS, CALL_METRICS, SIZE_METRICS, type AlertMetric, type AlertRule } from "../../../contract/alerts";
import { decimalScale } from "../../components/decimal-scale";

interface MetricWords {
  label: string;
  /** What it measures, for the metric select's help. */
  meaning: string;
}

export const METRIC_WORDS: Readonly<Record<AlertMetric, MetricWords>> = {
  request_rate: { label: ALERT_METRIC_LABELS.request_rate, meaning: "Data-plane calls per second, averaged over the window." },
  error_rate: { label: ALERT_METRIC_LABELS.error_rate, meaning: "The share of calls answered with a 4xx or 5xx status over the window, in percent." },
  latency_p95: { label: ALERT_METRIC_LABELS.latency_p95, meaning: "95% of the calls in the window were answered faster than this, in milliseconds." },
  latency_p99: { label: ALERT_METRIC_LABELS.latency_p99, meaning: "99% of the calls in the window were answered faster than this, in milliseconds." },
  vectors: { label: ALERT_METRIC_LABELS.vectors, meaning: "Points stored, at the last sample (taken every minute)." },
  storage: { label: ALERT_METRIC_LABELS.storage, meaning: "Bytes on disk, at the last sample (taken every minute); entered in MB." },
  allowance_share: { label: ALERT_METRIC_LABELS.allowance_share, meaning: "The organisation's API calls this month, in percent of its plan's allowance." },
};

export function takesCollection(metric: AlertMetric): boolean {
  return CALL_METRICS.includes(metric) || SIZE_METRICS.includes(metric);
}

export function takesApiKey(metric: AlertMetric): boolean {
  return CALL_METRICS.includes(metric);
}

/** Sizes are the last sample and the allowance counts the month: only calls are measured over a window. */
export function takesWindow(metric: AlertMetric): boolean {
  return CALL_METRICS.includes(metric);
}

const BYTE_UNITS = ["bytes", "kB", "MB", "GB", "TB", "PB"];
/** Storage thresholds are entered in MB (10^6 bytes, as disks are sold). */
export const BYTES_PER_MB = 1_000_000;

function formatNumber(value: number, maximumFractionDigits: number): string {
  return value.toLocaleString("en", { maximumFractionDigits });
}

function formatBytes(bytes: number): string {
  const { value, step } = decimalScale(bytes, BYTE_UNITS.length);
  return `${formatNumber(value, step === 0 ? 0 : 1)} ${BYTE_UNITS[step]}`;
}

/** A value of the metric with its unit: "312 ms", "2.5%", "1.2 GB", "1,200 points". */
export function formatMetricValue(metric: AlertMetric, value: number): string {
  const unit = ALERT_METRIC_UNITS[metric];
  if (unit === "bytes") return formatBytes(value);
  if (unit === "%") return `${formatNumber(value, 2)}%`;
  if (unit === "points") return `${formatNumber(value, 0)} ${value === 1 ? "point" : "points"}`;
  return `${formatNumber(value, 2)} ${unit}`;
}

/** What the threshold box takes for the metric: its unit, MB for bytes. */
export function thresholdUnit(metric: AlertMetric): string {
  return metric === "storage" ? "MB" : ALERT_METRIC_UNITS[metric];
}

/** "5 min", "2 h", "1 h 30 min", "1 day", "7 days". */
export function formatMinutes(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return minutes === 1440 ? "1 day" : `${minutes / 1440} days`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

type Condition = Pick<AlertRule, "metric" | "comparison" | "threshold" | "windowMinutes" | "forMinutes">;

/** "p95 latency above 300 ms over 5 min, for 2 min"; a rule without a for-duration fires "at the first breach". */
export function describeCondition(rule: Condition): string {
  const window = takesWindow(rule.metric) ? ` over ${formatMinutes(rule.windowMinutes)}` : "";
  const holding = rule.forMinutes === 0 ? "at the first breach" : `for ${formatMinutes(rule.forMinutes)}`;
  return `${METRIC_WORDS[rule.metric].label} ${rule.comparison} ${formatMetricValue(rule.metric, rule.threshold)}${window}, ${holding}`;
}

/** Where the rule looks: "On collection docs, key ingest", "On the whole project", "On the whole organisation". */
export function describeScope(rule: Pick<AlertRule, "metric" | "collection" | "apiKeyId">, apiKeyName: (id: string) => string): string {
  if (rule.metric === "allowance_share") return "On the whole organisation";
  const parts: string[] = [];
  if (rule.collection !== null) parts.push(`collection ${rule.collection}`);
  if (rule.apiKeyId !== null) parts.push(`key ${apiKeyName(rule.apiKeyId)}`);
  return parts.length === 0 ? "On the whole project" : `On ${parts.join(", ")}`;
}
