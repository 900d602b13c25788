// What the page reads of the contract at run time: the range rules
// (contract/metrics.ts) and the data plane's operations, each route's usage
// name (contract/qdrant/data-routes.ts, the list the service checks the
// operation filter against). Both modules build zod schemas, so they come in
// a chunk of their own after the page has shown (use-metrics-contract.ts):
// zod is not in any page's first load.
import { autoResolution, MAX_RANGE_MS } from "../../../contract/metrics";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import type { RangeRules } from "./range-rules";

export interface MetricsContract {
  rangeRules: RangeRules;
  /** Sorted, each once. */
  operations: readonly string[];
}

export const METRICS_CONTRACT: MetricsContract = {
  rangeRules: { autoResolution, maxRangeMs: MAX_RANGE_MS },
  operations: [...new Set(DATA_ROUTES.map((route) => route.operation))].sort(),
};
