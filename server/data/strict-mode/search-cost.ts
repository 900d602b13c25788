// What a read costs in rate-limit tokens, as Qdrant counts it (lib/shard:
// search_rate_cost, scroll_rate_cost, operation_rate_cost.rs): a search the
// comparisons its query makes against one point (a dense vector or a point id
// 1, a multivector its rows, a sparse vector one per 64 indices; recommend
// best_score and sum_scores each example, discover and context each vector of
// their pairs) plus its filter's conditions; a scroll (a stage without a
// vector query) 1 plus its filter's conditions. A query's stages are costed
// where they read the collection, its leaves, each under the filters of the
// stages above (Qdrant's planned query); stages over prefetches rescore in
// memory and cost nothing more.
import type { Filter } from "../../../contract/qdrant/filters";
import { queryKeyOf, type ContextPair, type Prefetch, type QueryInterface, type RecommendQuery, type RelevanceFeedbackQuery, type DiscoverQuery, type ContextQuery, type NearestQuery } from "../../../contract/qdrant/query";
import { isJsonObject } from "../../../contract/qdrant/wording";
import { prefetchesOf } from "./check-query";
import { countConditions } from "./filter-size";

/** Qdrant's SPARSE_DIMS_COST_UNIT. */
const SPARSE_DIMS_COST_UNIT = 64;

/** A scroll, count or facet: 1, and 1 per condition of its filter. */
export function scrollCost(filter: Filter | null | undefined): number {
  return 1 + (filter ? countConditions(filter) : 0);
}

/** One search: its query's comparisons and its filter's conditions. */
export function searchCost(vectors: number, filter: Filter | null | undefined): number {
  return vectors + (filter ? countConditions(filter) : 0);
}

/** The comparisons one vector input makes against a point (VectorInternal::similarity_cost). */
export function vectorCost(input: unknown): number {
  if (Array.isArray(input)) return Array.isArray(input[0]) ? input.length : 1;
  if (isJsonObject(input) && Array.isArray(input.indices)) return Math.ceil(input.indices.length / SPARSE_DIMS_COST_UNIT);
  return 1;
}

/** What a recommendation's query costs: its averaged vector, or each example (best_score, sum_scores). */
export function recommendCost({ positive, negative, strategy }: { positive?: readonly unknown[] | null; negative?: readonly unknown[] | null; strategy?: string | null }): number {
  if ((strategy ?? "average_vector") === "average_vector") return 1;
  return [...(positive ?? []), ...(negative ?? [])].reduce((total: number, example) => total + vectorCost(example), 0);
}

/** What discover and context cost: the target, and each vector of each pair. */
export function pairsCost(target: unknown, pairs: ContextPair | readonly ContextPair[] | null | undefined): number {
  const inputs = target === undefined || target === null ? pairInputs(pairs) : [target, ...pairInputs(pairs)];
  return inputs.reduce((total: number, input) => total + vectorCost(input), 0);
}

/** The costs of a query request's leaves, each a search or a scroll. */
export function queryCosts(request: Prefetch, parentFilters: readonly Filter[] = []): number[] {
  const filters = request.filter ? [...parentFilters, request.filter] : [...parentFilters];
  const prefetches = prefetchesOf(request);
  if (prefetches.length > 0) return prefetches.flatMap((prefetch) => queryCosts(prefetch, filters));
  const conditions = filters.reduce((total, filter) => total + countConditions(filter), 0);
  const vectors = request.query === undefined || request.query === null ? undefined : queryVectorsCost(request.query);
  return [vectors === undefined ? 1 + conditions : vectors + conditions];
}

/** A query's comparisons against one point; undefined for a query that reads no vector (order_by, sample, fusion, formula, text). */
function queryVectorsCost(query: QueryInterface): number | undefined {
  switch (queryKeyOf(query)) {
    case undefined:
      return vectorCost(query);
    case "nearest":
      return vectorCost((query as NearestQuery).nearest);
    case "recommend":
      return recommendCost((query as RecommendQuery).recommend);
    case "discover": {
      const { target, context } = (query as DiscoverQuery).discover;
      return pairsCost(target, context);
    }
    case "context":
      return pairsCost(undefined, (query as ContextQuery).context);
    case "relevance_feedback": {
      const { target, feedback } = (query as RelevanceFeedbackQuery).relevance_feedback;
      return feedback.reduce((total, item) => total + vectorCost(item.example), vectorCost(target));
    }
    default:
      return undefined;
  }
}

/** How many of a query's inputs are point ids, whose vectors are retrieved before it runs. */
export function queryIds(query: QueryInterface | null | undefined): number {
  if (query === undefined || query === null) return 0;
  switch (queryKeyOf(query)) {
    case undefined:
      return idCount([query]);
    case "nearest":
      return idCount([(query as NearestQuery).nearest]);
    case "recommend": {
      const { positive, negative } = (query as RecommendQuery).recommend;
      return idCount([...(positive ?? []), ...(negative ?? [])]);
    }
    case "discover": {
      const { target, context } = (query as DiscoverQuery).discover;
      return idCount([target, ...pairInputs(context)]);
    }
    case "context":
      return idCount(pairInputs((query as ContextQuery).context));
    case "relevance_feedback": {
      const { target, feedback } = (query as RelevanceFeedbackQuery).relevance_feedback;
      return idCount([target, ...feedback.map((item) => item.example)]);
    }
    default:
      return 0;
  }
}

/** The point ids among a request's stages' queries, the request's own and every prefetch's. */
export function requestIds(request: Prefetch): number {
  return queryIds(request.query) + prefetchesOf(request).reduce((total, prefetch) => total + requestIds(prefetch), 0);
}

/** How many of these vector inputs are point ids. */
export function idCount(inputs: readonly unknown[]): number {
  return inputs.filter((input) => typeof input === "number" || typeof input === "string").length;
}

export function pairInputs(pairs: ContextPair | readonly ContextPair[] | null | undefined): unknown[] {
  const list = pairs === undefined || pairs === null ? [] : Array.isArray(pairs) ? pairs : [pairs as ContextPair];
  return list.flatMap((pair) => [pair.positive, pair.negative]);
}
