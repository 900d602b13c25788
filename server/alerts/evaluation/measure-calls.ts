// A call metric over a rule's window, from the minute rollups
// (metering/read-usage.ts): calls per second, the share of calls answered
// 4xx or 5xx, or a latency percentile of the merged histograms. Without
// calls, the error rate and the latencies are null (no breach either way);
// the request rate is 0, which a "below" rule may well be watching for.
import type { AlertMetric } from "../../../contract/alerts";
import type { Database } from "../../db/client";
import type { AlertRuleRow } from "../../db/schema";
import { mergeCounts, quantileOf } from "../../metering/latency-buckets";
import { readUsagePeriods } from "../../metering/read-usage";
import { windowOf } from "./alert-window";

const QUANTILES: Partial<Record<AlertMetric, number>> = { latency_p95: 0.95, latency_p99: 0.99 };

export async function measureCalls(db: Database, rule: Pick<AlertRuleRow, "projectId" | "metric" | "collection" | "apiKeyId" | "windowMinutes">, now: Date): Promise<number | null> {
  const window = windowOf(rule.windowMinutes, now);
  const filter = { projectId: rule.projectId, collection: rule.collection ?? undefined, apiKeyId: rule.apiKeyId ?? undefined };
  const periods = await readUsagePeriods(db, filter, { from: window.from, to: window.to, resolution: "minute" });
  const calls = periods.reduce((sum, period) => sum + period.requests, 0);
  if (rule.metric === "request_rate") return window.seconds > 0 ? calls / window.seconds : 0;
  if (calls === 0) return null;
  if (rule.metric === "error_rate") return (periods.reduce((sum, period) => sum + period.errors4xx + period.errors5xx, 0) / calls) * 100;
  const quantile = QUANTILES[rule.metric];
  if (quantile === undefined) throw new Error(`${rule.metric} is not a call metric`);
  const latency: number[] = [];
  for (const period of periods) mergeCounts(latency, period.latencyBuckets);
  return quantileOf(latency, quantile);
}
