// What people read about a rule's change: the bell's title and subtitle, which
// are also the e-mail's subject and first line. For example
//   "Slow search" is firing
//   p95 latency is 412 ms, above 300 ms, on collection docs — Project X
// The metric is named as the rule form names it (ALERT_METRIC_LABELS), never by its id.
import { ALERT_METRIC_LABELS, type AlertComparison, type AlertMetric } from "../../../contract/alerts";

export interface DescribedRule {
  name: string;
  metric: AlertMetric;
  collection: string | null;
  comparison: AlertComparison;
  threshold: number;
}

export interface AlertText {
  title: string;
  subtitle: string;
}

const BYTE_UNITS = ["bytes", "kB", "MB", "GB", "TB"];

/** Whole from 100 up, else three significant digits: 412 ms, 12.3%, 0.05 req/s. */
function number(value: number): string {
  return Math.abs(value) >= 100 ? value.toLocaleString("en-US", { maximumFractionDigits: 0 }) : value.toLocaleString("en-US", { maximumSignificantDigits: 3 });
}

function bytes(value: number): string {
  let scaled = value;
  let unit = 0;
  while (scaled >= 1000 && unit < BYTE_UNITS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  return `${number(scaled)} ${BYTE_UNITS[unit]}`;
}

/** A value in the metric's unit, as people read it. */
export function formatMetricValue(metric: AlertMetric, value: number): string {
  switch (metric) {
    case "request_rate":
      return `${number(value)} req/s`;
    case "error_rate":
    case "allowance_share":
      return `${number(value)}%`;
    case "latency_p95":
    case "latency_p99":
      return `${number(value)} ms`;
    case "vectors":
      return `${number(value)} points`;
    case "storage":
      return bytes(value);
  }
}

/** " on collection docs for API key ci", or "" for the whole project. */
function scopeOf(rule: DescribedRule, apiKeyName: string | null): string {
  const collection = rule.collection === null ? "" : ` on collection ${rule.collection}`;
  return apiKeyName === null ? collection : `${collection} for API key ${apiKeyName}`;
}

/** The measured value as the sentence's complement: "412 ms", and "600" for points stored (the label says points already). */
function measuredOf(metric: AlertMetric, value: number): string {
  return metric === "vectors" ? number(value) : formatMetricValue(metric, value);
}

export function describeAlert(rule: DescribedRule, event: "firing" | "resolved", value: number | null, projectName: string, apiKeyName: string | null): AlertText {
  const label = ALERT_METRIC_LABELS[rule.metric];
  const measured = value === null ? `${label}: no calls to measure` : `${label} is ${measuredOf(rule.metric, value)}`;
  const threshold = formatMetricValue(rule.metric, rule.threshold);
  const scope = scopeOf(rule, apiKeyName);
  const where = scope === "" ? "" : `,${scope}`;
  if (event === "firing") return { title: `"${rule.name}" is firing`, subtitle: `${measured}, ${rule.comparison} ${threshold}${where} — ${projectName}` };
  const back = rule.comparison === "above" ? "no longer above" : "no longer below";
  return { title: `"${rule.name}" is resolved`, subtitle: `${measured}, ${back} ${threshold}${where} — ${projectName}` };
}
