// The Query API's messages (QueryPoints, QueryPointGroups, their PrefetchQuery
// and Query) as REST's bodies for points/query and query/groups
// (contract/qdrant/query.ts), as Qdrant's query_requests_grpc.rs reads them:
// each Query member as REST's query object of the same key, a member that
// needs an input refused in Qdrant's words when it is missing.
import { restFilterOf, type GrpcFilter } from "./filters";
import { restOrderByOf, type GrpcOrderBy } from "./order-by";
import { restFormulaOf, type GrpcFormula } from "./query-formula";
import {
  definedOf,
  numberOf,
  restLookupLocationOf,
  restSearchParamsOf,
  restWithLookupOf,
  type GrpcLookupLocation,
  type GrpcSearchParams,
  type GrpcWithLookup,
} from "./query-params";
import { invalidArgument, restContextPairOf, restVectorInputOf, type GrpcVectorInput } from "./query-vector-input";
import { restShardKeySelectorOf, restWithPayloadOf, restWithVectorsOf, type GrpcShardKeySelector, type GrpcWithPayloadSelector, type GrpcWithVectorsSelector } from "./selectors";

type RestObject = Record<string, unknown>;

type GrpcContextPair = { positive?: GrpcVectorInput; negative?: GrpcVectorInput };

export interface GrpcQuery {
  variant?: string;
  nearest?: GrpcVectorInput;
  recommend?: { positive?: GrpcVectorInput[]; negative?: GrpcVectorInput[]; strategy?: string };
  discover?: { target?: GrpcVectorInput; context?: { pairs?: GrpcContextPair[] } };
  context?: { pairs?: GrpcContextPair[] };
  order_by?: GrpcOrderBy;
  fusion?: string;
  rrf?: { k?: number; weights?: number[] };
  sample?: string;
  formula?: GrpcFormula;
  nearest_with_mmr?: { nearest?: GrpcVectorInput; mmr?: { diversity?: number; candidates_limit?: number } };
  relevance_feedback?: {
    target?: GrpcVectorInput;
    feedback?: { example?: GrpcVectorInput; score?: number }[];
    strategy?: { variant?: string; naive?: { a?: number; b?: number; c?: number } };
  };
}

/** What QueryPoints, QueryPointGroups and PrefetchQuery share. */
interface GrpcQueryStage {
  prefetch?: GrpcPrefetch[];
  query?: GrpcQuery;
  using?: string;
  filter?: GrpcFilter;
  params?: GrpcSearchParams;
  score_threshold?: number;
  lookup_from?: GrpcLookupLocation;
}

interface GrpcPrefetch extends GrpcQueryStage {
  limit?: string | number;
}

export interface GrpcQueryPoints extends GrpcQueryStage {
  collection_name: string;
  limit?: string | number;
  offset?: string | number;
  with_payload?: GrpcWithPayloadSelector;
  with_vectors?: GrpcWithVectorsSelector;
  shard_key_selector?: GrpcShardKeySelector;
  timeout?: string;
}

export interface GrpcQueryPointGroups extends Omit<GrpcQueryPoints, "offset"> {
  group_by?: string;
  group_size?: string | number;
  with_lookup?: GrpcWithLookup;
}

/** Qdrant's RecommendStrategy names as REST's. */
const STRATEGIES: Record<string, string> = { AverageVector: "average_vector", BestScore: "best_score", SumScores: "sum_scores" };

export function restQueryRequestOf(request: GrpcQueryPoints): RestObject {
  return definedOf({
    ...restStageOf(request),
    limit: numberOf(request.limit),
    offset: numberOf(request.offset),
    with_payload: restWithPayloadOf(request.with_payload),
    with_vector: restWithVectorsOf(request.with_vectors),
    shard_key: restShardKeySelectorOf(request.shard_key_selector),
  });
}

export function restQueryGroupsRequestOf(request: GrpcQueryPointGroups): RestObject {
  return definedOf({
    ...restStageOf(request),
    limit: numberOf(request.limit),
    with_payload: restWithPayloadOf(request.with_payload),
    with_vector: restWithVectorsOf(request.with_vectors),
    shard_key: restShardKeySelectorOf(request.shard_key_selector),
    group_by: request.group_by ?? "",
    group_size: numberOf(request.group_size),
    with_lookup: restWithLookupOf(request.with_lookup),
  });
}

/** Qdrant's recommend strategy by its gRPC name, as REST names it. */
export function restStrategyOf(strategy: string | undefined): string | undefined {
  return strategy === undefined ? undefined : STRATEGIES[strategy];
}

function restStageOf(stage: GrpcQueryStage): RestObject {
  const prefetch = stage.prefetch ?? [];
  return {
    prefetch: prefetch.length === 0 ? undefined : prefetch.map(restPrefetchOf),
    query: stage.query && restQueryOf(stage.query),
    using: stage.using,
    filter: restFilterOf(stage.filter),
    params: restSearchParamsOf(stage.params),
    score_threshold: stage.score_threshold,
    lookup_from: restLookupLocationOf(stage.lookup_from),
  };
}

function restPrefetchOf(prefetch: GrpcPrefetch): RestObject {
  return definedOf({ ...restStageOf(prefetch), limit: numberOf(prefetch.limit) });
}

function restQueryOf(query: GrpcQuery): RestObject {
  switch (query.variant) {
    case "nearest":
      return { nearest: restVectorInputOf(query.nearest) };
    case "recommend": {
      const { positive = [], negative = [], strategy } = query.recommend ?? {};
      return { recommend: definedOf({ positive: positive.map(restVectorInputOf), negative: negative.map(restVectorInputOf), strategy: restStrategyOf(strategy) }) };
    }
    case "discover": {
      const { target, context } = query.discover ?? {};
      if (!target) throw invalidArgument("DiscoverInput target is missing");
      if (!context) throw invalidArgument("DiscoverInput context is missing");
      return { discover: { target: restVectorInputOf(target), context: (context.pairs ?? []).map(restContextPairOf) } };
    }
    case "context":
      return { context: (query.context?.pairs ?? []).map(restContextPairOf) };
    case "order_by":
      return { order_by: restOrderByOf(query.order_by ?? {}) };
    case "fusion":
      if (query.fusion !== "RRF" && query.fusion !== "DBSF") throw invalidArgument(`invalid fusion type value ${String(query.fusion)}`);
      return { fusion: query.fusion.toLowerCase() };
    case "rrf": {
      const weights = query.rrf?.weights ?? [];
      return { rrf: definedOf({ k: query.rrf?.k, weights: weights.length === 0 ? undefined : weights }) };
    }
    case "sample":
      if (query.sample !== "Random") throw invalidArgument(`invalid sample type value ${String(query.sample)}`);
      return { sample: "random" };
    case "formula":
      return restFormulaOf(query.formula ?? {});
    case "nearest_with_mmr": {
      const { nearest, mmr } = query.nearest_with_mmr ?? {};
      if (!nearest) throw invalidArgument("nearest vector is missing");
      if (!mmr) throw invalidArgument("mmr is missing");
      return { nearest: restVectorInputOf(nearest), mmr: definedOf({ diversity: mmr.diversity, candidates_limit: mmr.candidates_limit }) };
    }
    case "relevance_feedback":
      return { relevance_feedback: restRelevanceFeedbackOf(query.relevance_feedback ?? {}) };
    default:
      throw invalidArgument("Query variant is missing");
  }
}

function restRelevanceFeedbackOf({ target, feedback = [], strategy }: NonNullable<GrpcQuery["relevance_feedback"]>): RestObject {
  if (!target) throw invalidArgument("target is missing");
  if (!strategy) throw invalidArgument("strategy is missing");
  if (strategy.variant !== "naive") throw invalidArgument("Missing variant");
  const items = feedback.map(({ example, score }) => {
    if (!example) throw invalidArgument("feedback example is missing");
    return { example: restVectorInputOf(example), score: score ?? 0 };
  });
  const { a = 0, b = 0, c = 0 } = strategy.naive ?? {};
  return { target: restVectorInputOf(target), feedback: items, strategy: { naive: { a, b, c } } };
}
