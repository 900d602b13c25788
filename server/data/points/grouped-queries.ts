// The grouped endpoints: query/groups (any query of the query API),
// search/groups (a vector) and recommend/groups (examples), each a stage of
// the query API whose points are gathered by a payload key
// (server/data/query/group-points.ts).
import type { QueryGroupsRequest, RecommendGroupsRequest, SearchGroupsRequest } from "../../../contract/qdrant/query";
import { groupPoints } from "../query/group-points";
import { DEFAULT_LIMIT, planRoot, type QueryScope } from "../query/plan-query";
import { isNamedVector } from "./vector-inputs";
import { toReadSelection } from "./read-selection";

const DEFAULT_GROUP_SIZE = 3;

export async function queryGroups(scope: QueryScope, request: QueryGroupsRequest) {
  const stage = await planRoot(scope, request, "", DEFAULT_LIMIT);
  return groupPoints(scope, {
    stage,
    groupBy: request.group_by,
    groupSize: request.group_size ?? DEFAULT_GROUP_SIZE,
    groups: request.limit ?? DEFAULT_LIMIT,
    selection: toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
    withLookup: request.with_lookup,
    shardKey: request.shard_key,
  });
}

export async function searchGroups(scope: QueryScope, request: SearchGroupsRequest) {
  const [using, query] = isNamedVector(request.vector) ? [request.vector.name, request.vector.vector] : ["", request.vector];
  const stage = await planRoot(scope, { ...request, using, query }, "", request.limit);
  return groupPoints(scope, {
    stage,
    groupBy: request.group_by,
    groupSize: request.group_size,
    groups: request.limit,
    selection: toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
    withLookup: request.with_lookup,
    shardKey: request.shard_key,
  });
}

export async function recommendGroups(scope: QueryScope, request: RecommendGroupsRequest) {
  const { positive, negative, strategy } = request;
  const stage = await planRoot(scope, { ...request, query: { recommend: { positive, negative, strategy } } }, "", request.limit);
  return groupPoints(scope, {
    stage,
    groupBy: request.group_by,
    groupSize: request.group_size,
    groups: request.limit,
    selection: toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
    withLookup: request.with_lookup,
    shardKey: request.shard_key,
  });
}
