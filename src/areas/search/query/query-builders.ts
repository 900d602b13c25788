// The query builders that load with their own chunk (search-query-builders):
// discovery, the hybrid query and ordering by a payload key, with how
// discovery and the hybrid query become requests.
import { discoverQuery } from "./discover-draft";
import { hybridStages } from "./hybrid-draft";
import type { StageBuilders } from "./query-draft";

export { DiscoverQueryFields } from "./discover-query-fields";
export { HybridQueryBuilder } from "./hybrid-query-builder";
export { OrderByFields } from "./order-by-fields";

export const stageBuilders: StageBuilders = { discover: discoverQuery, hybrid: hybridStages };
