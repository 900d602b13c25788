// The key of a filter that strict mode refuses without an index (Qdrant's
// one_unindexed_key: Extractor::update_from_filter_once): the filter's own
// conditions are read in order, and reading stops at the first that reads a
// key without a fitting index; that key comes back with the schemas that would
// serve it. Undefined when every key the filter reads has its index.
import type { Filter } from "../../../contract/qdrant/filters";
import type { PayloadIndexSchema } from "../indexes/read-index-schema";
import { filterConditions } from "./filter-conditions";
import { UnindexedKeys, type UnindexedKey } from "./unindexed-keys";

export function findUnindexedKey(filter: Filter, indexes: PayloadIndexSchema): UnindexedKey | undefined {
  const keys = new UnindexedKeys(indexes);
  for (const condition of filterConditions(filter)) {
    keys.addCondition(condition);
    if (!keys.isEmpty) break;
  }
  return keys.first();
}
