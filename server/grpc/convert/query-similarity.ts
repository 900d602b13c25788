// The searches older than the Query API (SearchPoints, RecommendPoints,
// DiscoverPoints and their groups) as REST's bodies for points/search,
// recommend and discover (contract/qdrant/search.ts), as Qdrant's
// conversions.rs reads them: the search vector from `vector` and
// `sparse_indices` under `vector_name`, examples by id first and then by
// vector, discovery's examples each an id or a vector.
import { restFilterOf, type GrpcFilter } from "./filters";
import { restIdOf, type GrpcPointId } from "./point-ids";
import { definedOf, numberOf, restLookupLocationOf, restSearchParamsOf, restWithLookupOf, type GrpcLookupLocation, type GrpcSearchParams, type GrpcWithLookup } from "./query-params";
import { restStrategyOf } from "./query-request";
import { invalidArgument } from "./query-vector-input";
import { restShardKeySelectorOf, restWithPayloadOf, restWithVectorsOf, type GrpcShardKeySelector, type GrpcWithPayloadSelector, type GrpcWithVectorsSelector } from "./selectors";
import { restVectorOf, type GrpcVector } from "./vectors";

type RestObject = Record<string, unknown>;

/** What every one of these messages has besides what it searches by. */
interface GrpcSimilarity {
  collection_name: string;
  filter?: GrpcFilter;
  limit?: string | number;
  offset?: string | number;
  with_payload?: GrpcWithPayloadSelector;
  params?: GrpcSearchParams;
  score_threshold?: number;
  with_vectors?: GrpcWithVectorsSelector;
  shard_key_selector?: GrpcShardKeySelector;
  timeout?: string;
}

interface GrpcGroups {
  group_by?: string;
  group_size?: number;
  with_lookup?: GrpcWithLookup;
}

export interface GrpcSearchPoints extends GrpcSimilarity, GrpcGroups {
  vector?: number[];
  vector_name?: string;
  sparse_indices?: { data?: number[] };
}

export interface GrpcRecommendPoints extends GrpcSimilarity, GrpcGroups {
  positive?: GrpcPointId[];
  negative?: GrpcPointId[];
  positive_vectors?: GrpcVector[];
  negative_vectors?: GrpcVector[];
  strategy?: string;
  using?: string;
  lookup_from?: GrpcLookupLocation;
}

type GrpcVectorExample = { example?: string; id?: GrpcPointId; vector?: GrpcVector };

export interface GrpcDiscoverPoints extends GrpcSimilarity {
  target?: { target?: string; single?: GrpcVectorExample };
  context?: { positive?: GrpcVectorExample; negative?: GrpcVectorExample }[];
  using?: string;
  lookup_from?: GrpcLookupLocation;
}

export function restSearchRequestOf(request: GrpcSearchPoints): RestObject {
  return { vector: restNamedVectorOf(request), ...restSimilarityOf(request) };
}

export function restSearchGroupsRequestOf(request: GrpcSearchPoints): RestObject {
  return { ...restSearchRequestOf(request), ...restGroupsOf(request) };
}

export function restRecommendRequestOf(request: GrpcRecommendPoints): RestObject {
  return definedOf({
    positive: [...(request.positive ?? []).map(restIdOf), ...(request.positive_vectors ?? []).map(restVectorOf)],
    negative: [...(request.negative ?? []).map(restIdOf), ...(request.negative_vectors ?? []).map(restVectorOf)],
    strategy: restStrategyOf(request.strategy),
    using: request.using,
    lookup_from: restLookupLocationOf(request.lookup_from),
    ...restSimilarityOf(request),
  });
}

export function restRecommendGroupsRequestOf(request: GrpcRecommendPoints): RestObject {
  return { ...restRecommendRequestOf(request), ...restGroupsOf(request) };
}

export function restDiscoverRequestOf(request: GrpcDiscoverPoints): RestObject {
  const context = (request.context ?? []).map(({ positive, negative }) => {
    if (!positive || !negative) throw invalidArgument("Both positive and negative are required in a context pair");
    return { positive: restExampleOf(positive), negative: restExampleOf(negative) };
  });
  return definedOf({
    target: request.target && restTargetOf(request.target),
    context,
    using: request.using,
    lookup_from: restLookupLocationOf(request.lookup_from),
    ...restSimilarityOf(request),
  });
}

function restSimilarityOf(request: GrpcSimilarity): RestObject {
  return definedOf({
    filter: restFilterOf(request.filter),
    params: restSearchParamsOf(request.params),
    // A uint64 that proto3 leaves unset is 0, which REST refuses as Qdrant's validator does.
    limit: numberOf(request.limit) ?? 0,
    offset: numberOf(request.offset),
    with_payload: restWithPayloadOf(request.with_payload),
    with_vector: restWithVectorsOf(request.with_vectors),
    score_threshold: request.score_threshold,
    shard_key: restShardKeySelectorOf(request.shard_key_selector),
  });
}

function restGroupsOf(request: GrpcGroups): RestObject {
  return definedOf({ group_by: request.group_by ?? "", group_size: request.group_size ?? 0, with_lookup: restWithLookupOf(request.with_lookup) });
}

/** The vector to search: sparse when indices come with it, and then only by name. */
function restNamedVectorOf({ vector = [], vector_name: name, sparse_indices: indices }: GrpcSearchPoints): unknown {
  const value = indices ? { indices: indices.data ?? [], values: vector } : vector;
  if (name !== undefined) return { name, vector: value };
  if (indices) throw invalidArgument("Sparse vector must have a name specified");
  return value;
}

function restTargetOf(target: NonNullable<GrpcDiscoverPoints["target"]>): unknown {
  if (target.target !== "single" || !target.single) throw invalidArgument("Target vector is malformed");
  return restExampleOf(target.single);
}

function restExampleOf(example: GrpcVectorExample): unknown {
  if (example.example === "id") return restIdOf(example.id);
  if (example.example === "vector" && example.vector) return restVectorOf(example.vector);
  throw invalidArgument("Vector example, which can be id or bare vector, is malformed");
}
