// A size metric from the latest gauge samples (metering/read-gauges.ts, taken
// every minute by the collection-gauges job): points or bytes on disk of one
// collection, or of the whole project. A collection with no sample (not made
// yet, or too new to be sampled) has no value, and so no breach.
import type { AlertRuleRow } from "../../db/schema";
import type { CollectionGaugeSample } from "../../metering/read-gauges";

export function measureSize(rule: Pick<AlertRuleRow, "metric" | "collection">, samples: readonly CollectionGaugeSample[]): number | null {
  const measured = rule.collection === null ? samples : samples.filter((sample) => sample.collection === rule.collection);
  if (rule.collection !== null && measured.length === 0) return null;
  const pick = (sample: CollectionGaugeSample) => (rule.metric === "vectors" ? sample.points : sample.diskBytes);
  return measured.reduce((sum, sample) => sum + pick(sample), 0);
}
