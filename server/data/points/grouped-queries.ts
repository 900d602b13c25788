// The grouped endpoints: query/groups (any query of the query API),
// search/groups (a vector) and recommend/groups (examples), the last two
// translated into the query they stand for (translate-requests.ts); each is a
// stage of the query API whose points are gathered by a payload key
// (server/data/query/group-points.ts).
import type { QueryGroupsRequest, RecommendGroupsRequest, SearchGroupsRequest, WithLookup } from "../../../contract/qdrant/query";
import type { WithPayloadInterface, WithVector } from "../../../contract/qdrant/records";
import type { ShardKeySelector } from "../../../contract/qdrant/shard-keys";
import { groupPoints } from "../query/group-points";
import { DEFAULT_LIMIT, planRoot, type PlacedRequest } from "../query/plan-query";
import type { QueryScope } from "../query/query-scope";
import { toReadSelection } from "./read-selection";
import { translateRecommendGroups, translateSearch } from "./translate-requests";

const DEFAULT_GROUP_SIZE = 3;

/** What every grouped request says about its groups and the points shown in them. */
interface GroupFields {
  group_by: string;
  group_size?: number | null;
  limit?: number | null;
  with_lookup?: WithLookup | null;
  with_payload?: WithPayloadInterface | null;
  with_vector?: WithVector | null;
  /** with_vector's other name, on search and recommend groups (not query groups, as in Qdrant). */
  with_vectors?: WithVector | null;
  shard_key?: ShardKeySelector | null;
}

export function queryGroups(scope: QueryScope, request: QueryGroupsRequest) {
  return groupsOf(scope, { request, path: "" }, request);
}

export function searchGroups(scope: QueryScope, request: SearchGroupsRequest) {
  return groupsOf(scope, translateSearch(request, ""), request);
}

export function recommendGroups(scope: QueryScope, request: RecommendGroupsRequest) {
  return groupsOf(scope, translateRecommendGroups(request, ""), request);
}

async function groupsOf(scope: QueryScope, placed: PlacedRequest, groups: GroupFields) {
  const limit = groups.limit ?? DEFAULT_LIMIT;
  return groupPoints(scope, {
    stage: await planRoot(scope, placed, limit),
    groupBy: groups.group_by,
    groupSize: groups.group_size ?? DEFAULT_GROUP_SIZE,
    groups: limit,
    selection: toReadSelection(groups.with_payload, groups.with_vector ?? groups.with_vectors, { payload: false, vector: false }, scope.collection),
    withLookup: groups.with_lookup,
    shardKey: groups.shard_key,
  });
}
