// The query builders that load with their own chunk (search-query-builders):
// recommend, discovery, the hybrid query, ordering by a payload key and the
// options of the other kinds (MMR, lookup_from), with how they become
// requests.
import { discoverQuery } from "./discover-draft";
import { hybridStages } from "./hybrid-draft";
import type { StageBuilders } from "./query-draft";
import { queryOptions } from "./query-options-draft";
import { recommendQuery } from "./recommend-draft";

export { QueryKindFields } from "./query-kind-fields";

export const stageBuilders: StageBuilders = { recommend: recommendQuery, discover: discoverQuery, hybrid: hybridStages, options: queryOptions };
