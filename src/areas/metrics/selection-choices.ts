// What the page's selection is made of, besides its range (metrics-range.ts):
// the filters and the resolution, as the controls, the address and the
// selection's state share them.
import type { MetricsResolution } from "../../../contract/metrics";

export type FilterName = "collection" | "apiKey" | "operation";

/** "" is every collection, key or operation. */
export type FilterChoice = Readonly<Record<FilterName, string>>;

export const NO_FILTERS: FilterChoice = { collection: "", apiKey: "", operation: "" };

export type ResolutionChoice = MetricsResolution | "auto";
