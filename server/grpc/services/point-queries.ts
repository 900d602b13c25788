// qdrant.Points' searches, each as the REST search of the same meaning
// (contract/qdrant/routes/search-routes.ts): the Query API (Query, QueryBatch,
// QueryGroups), the searches before it (Search, Recommend, Discover, alone, in
// batches and grouped), Facet and the search matrix. The message becomes
// REST's body (../convert/query-*.ts), its `timeout` REST's ?timeout=, and
// REST's answer the reply (query-replies.ts).
import type { GrpcMethods } from "../grpc-method";
import { restPath, type RestCaller } from "../rest-bridge";
import type { RestScoredPoint } from "../convert/points";
import { restFacetRequestOf, restMatrixRequestOf, type GrpcFacetCounts, type GrpcSearchMatrixPoints } from "../convert/query-explore";
import { timeoutQueryOf } from "../convert/query-params";
import { grpcBatchOf, grpcFacetHitsOf, grpcGroupsOf, grpcMatrixOffsetsOf, grpcMatrixPairsOf, grpcScoredPointsOf, type RestFacetHit, type RestGroup, type RestMatrixOffsets, type RestMatrixPairs } from "../convert/query-replies";
import { restQueryGroupsRequestOf, restQueryRequestOf, type GrpcQueryPointGroups, type GrpcQueryPoints } from "../convert/query-request";
import {
  restDiscoverRequestOf,
  restRecommendGroupsRequestOf,
  restRecommendRequestOf,
  restSearchGroupsRequestOf,
  restSearchRequestOf,
  type GrpcDiscoverPoints,
  type GrpcRecommendPoints,
  type GrpcSearchPoints,
} from "../convert/query-similarity";

/** A batch message: its collection, its requests under their own field, the batch's timeout. */
type GrpcBatch<Field extends string, Request> = { collection_name: string; timeout?: string } & { [Key in Field]?: Request[] };

type RestGroups = { groups: RestGroup[] };

/** POST /collections/{name}{route} with the message's timeout. */
function search<T>(rest: RestCaller, request: { collection_name: string; timeout?: string }, route: string, body: unknown) {
  return rest<T>({ method: "POST", path: restPath`/collections/${request.collection_name}` + route, query: timeoutQueryOf(request), body });
}

export const pointQueryMethods: GrpcMethods = {
  // POST /points/query: the Query API, its prefetches nested
  async Query(request: GrpcQueryPoints, rest) {
    const { result, time } = await search<{ points: RestScoredPoint[] }>(rest, request, "/points/query", restQueryRequestOf(request));
    return { result: grpcScoredPointsOf(result.points), time };
  },

  // POST /points/query/batch
  async QueryBatch(request: GrpcBatch<"query_points", GrpcQueryPoints>, rest) {
    const body = { searches: (request.query_points ?? []).map(restQueryRequestOf) };
    const { result, time } = await search<{ points: RestScoredPoint[] }[]>(rest, request, "/points/query/batch", body);
    return { result: grpcBatchOf(result.map(({ points }) => points)), time };
  },

  // POST /points/query/groups
  async QueryGroups(request: GrpcQueryPointGroups, rest) {
    const { result, time } = await search<RestGroups>(rest, request, "/points/query/groups", restQueryGroupsRequestOf(request));
    return { result: grpcGroupsOf(result), time };
  },

  // POST /points/search: nearest points to a vector
  async Search(request: GrpcSearchPoints, rest) {
    const { result, time } = await search<RestScoredPoint[]>(rest, request, "/points/search", restSearchRequestOf(request));
    return { result: grpcScoredPointsOf(result), time };
  },

  // POST /points/search/batch
  async SearchBatch(request: GrpcBatch<"search_points", GrpcSearchPoints>, rest) {
    const body = { searches: (request.search_points ?? []).map(restSearchRequestOf) };
    const { result, time } = await search<RestScoredPoint[][]>(rest, request, "/points/search/batch", body);
    return { result: grpcBatchOf(result), time };
  },

  // POST /points/search/groups
  async SearchGroups(request: GrpcSearchPoints, rest) {
    const { result, time } = await search<RestGroups>(rest, request, "/points/search/groups", restSearchGroupsRequestOf(request));
    return { result: grpcGroupsOf(result), time };
  },

  // POST /points/recommend: like the positive examples, unlike the negative
  async Recommend(request: GrpcRecommendPoints, rest) {
    const { result, time } = await search<RestScoredPoint[]>(rest, request, "/points/recommend", restRecommendRequestOf(request));
    return { result: grpcScoredPointsOf(result), time };
  },

  // POST /points/recommend/batch
  async RecommendBatch(request: GrpcBatch<"recommend_points", GrpcRecommendPoints>, rest) {
    const body = { searches: (request.recommend_points ?? []).map(restRecommendRequestOf) };
    const { result, time } = await search<RestScoredPoint[][]>(rest, request, "/points/recommend/batch", body);
    return { result: grpcBatchOf(result), time };
  },

  // POST /points/recommend/groups
  async RecommendGroups(request: GrpcRecommendPoints, rest) {
    const { result, time } = await search<RestGroups>(rest, request, "/points/recommend/groups", restRecommendGroupsRequestOf(request));
    return { result: grpcGroupsOf(result), time };
  },

  // POST /points/discover: near a target, within the zones of context pairs
  async Discover(request: GrpcDiscoverPoints, rest) {
    const { result, time } = await search<RestScoredPoint[]>(rest, request, "/points/discover", restDiscoverRequestOf(request));
    return { result: grpcScoredPointsOf(result), time };
  },

  // POST /points/discover/batch
  async DiscoverBatch(request: GrpcBatch<"discover_points", GrpcDiscoverPoints>, rest) {
    const body = { searches: (request.discover_points ?? []).map(restDiscoverRequestOf) };
    const { result, time } = await search<RestScoredPoint[][]>(rest, request, "/points/discover/batch", body);
    return { result: grpcBatchOf(result), time };
  },

  // POST /facet: how many points hold each value of a payload key
  async Facet(request: GrpcFacetCounts, rest) {
    const { result, time } = await search<{ hits: RestFacetHit[] }>(rest, request, "/facet", restFacetRequestOf(request));
    return { hits: grpcFacetHitsOf(result.hits), time };
  },

  // POST /points/search/matrix/pairs
  async SearchMatrixPairs(request: GrpcSearchMatrixPoints, rest) {
    const { result, time } = await search<RestMatrixPairs>(rest, request, "/points/search/matrix/pairs", restMatrixRequestOf(request));
    return { result: grpcMatrixPairsOf(result), time };
  },

  // POST /points/search/matrix/offsets
  async SearchMatrixOffsets(request: GrpcSearchMatrixPoints, rest) {
    const { result, time } = await search<RestMatrixOffsets>(rest, request, "/points/search/matrix/offsets", restMatrixRequestOf(request));
    return { result: grpcMatrixOffsetsOf(result), time };
  },
};
