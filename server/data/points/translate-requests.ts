// Qdrant's older similarity endpoints as the query requests they stand for,
// as Qdrant converts them (lib/collection/src/operations/universal_query/:
// a search is a nearest query on its vector's name; a recommendation a
// recommend query with its strategy; a discovery a discover query, or a
// context query without a target), to be planned and run as the query API's
// (server/data/query/). Filter, params, score_threshold, limit, offset,
// with_payload, with_vector, using, lookup_from and shard_key carry over as
// they are, field by field (a request's other fields, such as group_by, are
// read by the endpoint itself). What only the older endpoints refuse is
// refused here, in their words.
import type { DiscoverRequest, QueryInterface, QueryRequest, RecommendGroupsRequest, SearchGroupsRequest } from "../../../contract/qdrant/query";
import type { LookupLocation, RecommendRequest, SearchRequest, SimilarityFields } from "../../../contract/qdrant/search";
import type { WithVectorsAlias } from "../../../contract/qdrant/records";
import { fieldPath, type PlacedRequest } from "../query/plan-query";
import { wrongInput } from "../qdrant-errors";
import { isNamedVector } from "./vector-inputs";

/** search, search/batch and search/groups: the nearest points to the body's vector (unnamed, or {"name", "vector"}). */
export function translateSearch(request: SearchRequest | SearchGroupsRequest, path: string): PlacedRequest<QueryRequest> {
  const { vector } = request;
  const isNamed = isNamedVector(vector);
  const query = { nearest: isNamed ? vector.vector : vector };
  return { request: queryRequest(request, query, { using: isNamed ? vector.name : "" }), path, searchVectorAt: fieldPath(path, isNamed ? "vector.vector" : "vector") };
}

/** recommend and recommend/batch, which refuse to average no positive example before anything is read. */
export function translateRecommend(request: RecommendRequest, path: string): PlacedRequest<QueryRequest> {
  if ((request.strategy ?? "average_vector") === "average_vector" && (request.positive ?? []).length === 0) throw wrongInput("At least one positive example is required");
  return recommendQuery(request, path);
}

/** recommend/groups: its examples are checked by the query API's recommend query, in its words. */
export function translateRecommendGroups(request: RecommendGroupsRequest, path: string): PlacedRequest<QueryRequest> {
  return recommendQuery(request, path);
}

/** Points like the positive examples and unlike the negative ones, by the request's strategy. */
function recommendQuery(request: RecommendRequest | RecommendGroupsRequest, path: string): PlacedRequest<QueryRequest> {
  const { positive, negative, strategy } = request;
  return { request: queryRequest(request, { recommend: { positive, negative, strategy } }, request), path };
}

/** discover and discover/batch: near the target within the context's zones, or by the context alone. */
export function translateDiscover(request: DiscoverRequest, path: string): PlacedRequest<QueryRequest> {
  const { target } = request;
  const context = request.context ?? [];
  if ((target === undefined || target === null) && context.length === 0) throw wrongInput("Either `target` or `context` must be given to discover points");
  const query = target === undefined || target === null ? { context } : { discover: { target, context } };
  return { request: queryRequest(request, query, request), path };
}

/**
 * The query request: the query, the vector it compares and where point ids' vectors come from, and what every older
 * request carries over as it is (`top` is `limit` by now: the schemas read it so); the older request's own fields (group_by, positive, ...) stay behind.
 */
function queryRequest(request: SimilarityFields & WithVectorsAlias, query: QueryInterface, source: { using?: string | null; lookup_from?: LookupLocation | null }): QueryRequest {
  return {
    query,
    using: source.using,
    lookup_from: source.lookup_from,
    filter: request.filter,
    params: request.params,
    limit: request.limit,
    offset: request.offset,
    score_threshold: request.score_threshold,
    with_payload: request.with_payload,
    with_vector: request.with_vector ?? request.with_vectors,
    shard_key: request.shard_key,
  };
}
