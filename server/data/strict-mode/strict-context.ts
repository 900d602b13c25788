// What every strict mode check reads: the collection's settings (on: see
// active-strict-mode.ts), the collection, its payload indexes, and its size,
// measured only when a size limit asks (check-collection-size.ts), and the
// points a filtered write touches, counted only when a write rate asks.
import type { StrictModeConfig } from "../../../contract/qdrant/collections";
import type { Filter } from "../../../contract/qdrant/filters";
import type { Collection } from "../../db/schema";
import type { CollectionSize } from "../../engine/vector-engine";
import type { PayloadIndexSchema } from "../indexes/read-index-schema";

export interface StrictContext {
  config: StrictModeConfig;
  collection: Collection;
  indexes: PayloadIndexSchema;
  /** The collection's points and bytes now, as the engine measures them. */
  measure(): Promise<CollectionSize>;
  /** How many of the collection's points match the filter now (what a filtered write costs, route-rates.ts). */
  countMatching(filter: Filter): Promise<number>;
  /** The request's ?timeout=, in seconds. */
  timeout?: number;
}
