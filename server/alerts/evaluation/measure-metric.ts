// A rule's metric at `now`. One evaluation reads each project's gauges and
// each organisation's month once, however many rules watch them (the cache
// lives for one evaluation).
import { CALL_METRICS, SIZE_METRICS } from "../../../contract/alerts";
import type { Database } from "../../db/client";
import type { AlertRuleRow } from "../../db/schema";
import { readLatestGauges, type CollectionGaugeSample } from "../../metering/read-gauges";
import { measureAllowanceShare } from "./measure-allowance";
import { measureCalls } from "./measure-calls";
import { measureSize } from "./measure-size";

export interface MeasureCache {
  gauges: Map<string, Promise<CollectionGaugeSample[]>>;
  allowanceShares: Map<string, Promise<number>>;
}

export function newMeasureCache(): MeasureCache {
  return { gauges: new Map(), allowanceShares: new Map() };
}

function cached<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = map.get(key);
  if (!value) {
    value = load();
    map.set(key, value);
  }
  return value;
}

export async function measureMetric(db: Database, rule: AlertRuleRow, organisationId: string, now: Date, cache: MeasureCache): Promise<number | null> {
  if (CALL_METRICS.includes(rule.metric)) return measureCalls(db, rule, now);
  if (SIZE_METRICS.includes(rule.metric)) return measureSize(rule, await cached(cache.gauges, rule.projectId, () => readLatestGauges(db, rule.projectId)));
  return cached(cache.allowanceShares, organisationId, () => measureAllowanceShare(db, organisationId, now));
}
