// Qdrant's universal query (points/query, query/batch, query/groups): `query`
// is a vector or a point id, or one of Qdrant's queries by its key: nearest,
// recommend, discover, context, order_by, fusion, rrf, sample, formula,
// relevance_feedback, and 1.20's text (BM25 over the full-text index of the
// payload field `using` names; {"text", "model"} is an inference input). `prefetch` nests requests whose results the query then
// works on (fusion, re-scoring): Qdrant's multi-stage and hybrid search.
import { z } from "zod";
import { Limit, PayloadKeyName } from "./fields";
import { FormulaQuery } from "./formula";
import { Filter } from "./filters";
import { ScoredPoint, WithPayloadInterface, WithVector } from "./records";
import { Bm25Params } from "./text-index";
import { OrderByInterface } from "./scroll";
import { WithVectorsAlias } from "./records";
import { LookupLocation, RecommendStrategy, SearchParams, SimilarityFields, VectorSource } from "./search";
import { selectUnion } from "./select-union";
import { NamedVectorStruct, VectorInput } from "./vectors";
import { VALIDATION, expecting, isJsonObject, quote } from "./wording";
import { batchSearches, querySearches, withSearchLimit } from "./request-bounds";

/** Qdrant's Mmr: re-rank the nearest `candidates_limit` (default: the limit) for diversity; 0 is relevance only, 1 diversity only. */
export const Mmr = z.object(
  { diversity: z.number().min(0).max(1).nullish(), candidates_limit: z.int().min(0).max(16_384).nullish() },
  { error: expecting("{diversity, candidates_limit}") },
);

export type Mmr = z.output<typeof Mmr>;

export const NearestQuery = z.object({ nearest: VectorInput, mmr: Mmr.nullish() });

export type NearestQuery = z.output<typeof NearestQuery>;

const Inputs = z.array(VectorInput, { error: expecting("a list of point ids or vectors") });

export const RecommendInput = z.object({ positive: Inputs.nullish(), negative: Inputs.nullish(), strategy: RecommendStrategy.nullish() }, { error: expecting("an object") }).meta({ id: "RecommendInput" });

export const RecommendQuery = z.object({ recommend: RecommendInput });

export type RecommendQuery = z.output<typeof RecommendQuery>;

export const ContextPair = z.object({ positive: VectorInput, negative: VectorInput }, { error: expecting("a pair {positive, negative}") }).meta({ id: "ContextPair" });

export type ContextPair = z.output<typeof ContextPair>;

const ContextPairs = selectUnion([z.array(ContextPair), ContextPair], (value) => (Array.isArray(value) ? z.array(ContextPair) : ContextPair), {
  error: expecting("a pair {positive, negative} or a list of them"),
});

export const DiscoverQuery = z.object({ discover: z.object({ target: VectorInput, context: ContextPairs.nullish() }, { error: expecting("{target, context}") }) });

export type DiscoverQuery = z.output<typeof DiscoverQuery>;

export const ContextQuery = z.object({ context: ContextPairs });

export type ContextQuery = z.output<typeof ContextQuery>;

export const OrderByQuery = z.object({ order_by: OrderByInterface });

export type OrderByQuery = z.output<typeof OrderByQuery>;

export const FusionQuery = z.object({ fusion: z.enum(["rrf", "dbsf"]) });

export type FusionQuery = z.output<typeof FusionQuery>;

export const RrfQuery = z.object({
  rrf: z.object({ k: z.int().min(1).nullish(), weights: z.array(z.number()).nullish() }, { error: expecting("{k, weights}") }),
});

export type RrfQuery = z.output<typeof RrfQuery>;

export const SampleQuery = z.object({ sample: z.enum(["random"]) });

export type SampleQuery = z.output<typeof SampleQuery>;

/** serde_json's display of an f32 widened to f64: "-1.0", "0.30000001192092896". */
function jsonFloat(value: number): string {
  const widened = Math.fround(value);
  return Number.isInteger(widened) && Math.abs(widened) < 1e16 ? widened.toFixed(1) : String(widened);
}

const FeedbackItem = z.object({ example: VectorInput, score: z.number() }, { error: expecting("{example, score}") });

/** Qdrant's NaiveFeedbackStrategyParams: `b` is an exponent of score differences, 0 or larger (its validator's 422). */
const NaiveFeedbackParams = z
  .object({ a: z.number(), b: z.number(), c: z.number() }, { error: expecting("{a, b, c}") })
  .superRefine(({ b }, context) => {
    if (b >= 0) return;
    context.addIssue({ code: "custom", path: ["b"], input: b, message: quote(`value ${jsonFloat(b)} invalid, must be 0.0 or larger`), params: { [VALIDATION]: true } });
  });

const FeedbackStrategy = z.object({ naive: NaiveFeedbackParams }, { error: expecting("a feedback strategy {naive: {a, b, c}}") });

/** Qdrant's RelevanceFeedbackInput: a target, examples scored by a feedback model (at least one), and how to use them. */
export const RelevanceFeedbackInput = z
  .object(
    { target: VectorInput, feedback: z.array(FeedbackItem, { error: expecting("a list of {example, score}") }), strategy: FeedbackStrategy },
    { error: expecting("{target, feedback, strategy}") },
  )
  .superRefine(({ feedback }, context) => {
    // Qdrant's struct-level check, which its validator reports under `__all__`.
    if (feedback.length === 0) context.addIssue({ code: "custom", path: ["__all__"], input: feedback, message: "feedback elements must be non-empty", params: { [VALIDATION]: true } });
  });

export const RelevanceFeedbackQuery = z.object({ relevance_feedback: RelevanceFeedbackInput });

export type RelevanceFeedbackQuery = z.output<typeof RelevanceFeedbackQuery>;

/** Qdrant 1.20's TextQuery in full: the text, and the BM25 parameters that replace the index's (or the defaults). */
const TextQueryInput = z.object(
  { query: z.string({ error: expecting("a string") }), scoring: z.object({ bm25: Bm25Params.nullish() }, { error: expecting('{"bm25": {k, b}}') }).nullish() },
  { error: expecting("{query, scoring}") },
);

/** {"text": "..."} or {"text": {"query": "...", "scoring": {"bm25": {k, b}}}}, as the 1.20 clients send it. */
export const TextQuery = z.object({
  text: selectUnion([z.string(), TextQueryInput], (value) => (typeof value === "string" ? z.string() : isJsonObject(value) ? TextQueryInput : undefined), {
    error: expecting('the text to search for, or {"query": ..., "scoring": ...}'),
  }),
});

export type TextQuery = z.output<typeof TextQuery>;

/** Objects read by their key only and refused: inference inputs ({"text", "model"}, ...) and keys Qdrant does not know. */
export const OtherQuery = z.record(z.string(), z.unknown());

const QUERY_BY_KEY = {
  nearest: NearestQuery,
  recommend: RecommendQuery,
  discover: DiscoverQuery,
  context: ContextQuery,
  order_by: OrderByQuery,
  fusion: FusionQuery,
  rrf: RrfQuery,
  sample: SampleQuery,
  formula: FormulaQuery,
  relevance_feedback: RelevanceFeedbackQuery,
  text: TextQuery,
} as const;

export type QueryKey = keyof typeof QUERY_BY_KEY;

/** The key of Qdrant's query object this value is, when it is one of those read here. */
export function queryKeyOf(value: unknown): QueryKey | undefined {
  if (!isJsonObject(value)) return undefined;
  // {"text", "model"} is text for a model to embed (an inference input), not a text query.
  return (Object.keys(QUERY_BY_KEY) as QueryKey[]).find((key) => key in value && (key !== "text" || !("model" in value)));
}

/** An object other than Qdrant's known queries, a sparse vector ({indices, values}) or {} (which are vectors). */
export function isOtherQuery(value: unknown): value is z.output<typeof OtherQuery> {
  return isJsonObject(value) && queryKeyOf(value) === undefined && !("indices" in value) && Object.keys(value).length > 0 && !isNamedVectors(value);
}

/** {"name": [...]} is a vector by name (a vector input), not a query. */
function isNamedVectors(value: Record<string, unknown>): boolean {
  return Object.values(value).every((item) => Array.isArray(item) || (isJsonObject(item) && "indices" in item));
}

/** Qdrant's QueryInterface: a query, or a vector input (a vector or a point id). */
export const QueryInterface = selectUnion(
  [NearestQuery, RecommendQuery, DiscoverQuery, ContextQuery, OrderByQuery, FusionQuery, RrfQuery, SampleQuery, FormulaQuery, RelevanceFeedbackQuery, TextQuery, OtherQuery, VectorInput],
  (value) => {
    const key = queryKeyOf(value);
    if (key) return QUERY_BY_KEY[key];
    return isOtherQuery(value) ? OtherQuery : VectorInput;
  },
).meta({ id: "QueryInterface" });

export type QueryInterface = z.output<typeof QueryInterface>;

/** What a request and each of its prefetches share: the query, the vector it uses, the filter, the bounds. */
const StageFields = {
  query: QueryInterface.nullish(),
  using: z.string().nullish(),
  filter: Filter.nullish(),
  params: SearchParams.nullish(),
  score_threshold: z.number().nullish(),
  limit: Limit.nullish(),
  lookup_from: LookupLocation.nullish(),
};

/** Qdrant's Prefetch: a request whose results a query works on; prefetches nest. */
export interface Prefetch {
  prefetch?: Prefetch | Prefetch[] | null;
  query?: QueryInterface | null;
  using?: string | null;
  filter?: z.output<typeof Filter> | null;
  params?: z.output<typeof SearchParams> | null;
  score_threshold?: number | null;
  limit?: number | null;
  lookup_from?: LookupLocation | null;
}

export const Prefetch: z.ZodType<Prefetch> = z.lazy(() =>
  z.object({ prefetch: Prefetches.nullish(), ...StageFields }, { error: expecting("a prefetch {query, using, filter, limit, ...}") }),
).meta({ id: "Prefetch" });

const Prefetches: z.ZodType<Prefetch | Prefetch[]> = z.lazy(() =>
  selectUnion([z.array(Prefetch), Prefetch], (value) => (Array.isArray(value) ? z.array(Prefetch) : Prefetch), { error: expecting("a prefetch or a list of them") }),
).meta({ id: "Prefetches", description: "A prefetch, or a list of them" });

const QueryRequestObject = z.object(
  {
    prefetch: Prefetches.nullish(),
    ...SimilarityFields.shape,
    ...StageFields,
  },
  { error: expecting("an object") },
);

export const QueryRequest = withSearchLimit("QdrantQueryRequest", z.ZodObject, QueryRequestObject.extend(WithVectorsAlias), "prefetch", (value) => querySearches(value));

export type QueryRequest = z.output<typeof QueryRequest>;

export const QueryRequestBatch = withSearchLimit(
  "QdrantQueryBatch",
  z.ZodObject,
  z.object({ searches: z.array(QueryRequest, { error: expecting("a list of queries") }) }),
  "searches",
  (value) => batchSearches(value, querySearches),
);

export type QueryRequestBatch = z.output<typeof QueryRequestBatch>;

export const QueryResponse = z.object({ points: z.array(ScoredPoint) });

export const QueryBatchResult = z.array(QueryResponse);

const LookupCollection = z.string();

const LookupOptions = z.object(
  { collection: z.string(), with_payload: WithPayloadInterface.nullish(), with_vectors: WithVector.nullish(), with_vector: WithVector.nullish() },
  { error: expecting("{collection, with_payload, with_vectors}") },
);

/** Qdrant's WithLookupInterface: a collection name, or {collection, with_payload, with_vectors}. */
export const WithLookup = selectUnion([LookupCollection, LookupOptions], (value) => (typeof value === "string" ? LookupCollection : isJsonObject(value) ? LookupOptions : undefined), {
  error: expecting("a collection name or {collection, with_payload, with_vectors}"),
});

export type WithLookup = z.output<typeof WithLookup>;

/** What grouped requests add: the payload key to group by, hits per group, and a lookup of each group's id. */
export const GroupFields = {
  group_by: PayloadKeyName,
  group_size: Limit.nullish(),
  with_lookup: WithLookup.nullish(),
};

export const QueryGroupsRequest = withSearchLimit(
  "QdrantQueryGroups",
  z.ZodObject,
  z.object({ ...QueryRequestObject.shape, ...GroupFields }, { error: expecting("an object") }),
  "prefetch",
  (value) => querySearches(value),
);

export type QueryGroupsRequest = z.output<typeof QueryGroupsRequest>;

/** search/groups and recommend/groups: group_size and limit are required there. */
const RequiredGroupFields = { ...GroupFields, group_size: Limit, limit: Limit };

export const SearchGroupsRequest = z.object({ vector: NamedVectorStruct, ...SimilarityFields.shape, ...WithVectorsAlias, ...RequiredGroupFields }, { error: expecting("an object") });

export type SearchGroupsRequest = z.output<typeof SearchGroupsRequest>;

export const RecommendGroupsRequest = z.object(
  { positive: Inputs.nullish(), negative: Inputs.nullish(), strategy: RecommendStrategy.nullish(), ...VectorSource.shape, ...SimilarityFields.shape, ...WithVectorsAlias, ...RequiredGroupFields },
  { error: expecting("an object") },
);

export type RecommendGroupsRequest = z.output<typeof RecommendGroupsRequest>;

/** points/discover: a target and context pairs, or context pairs alone. */
export const DiscoverRequest = z.object(
  { target: VectorInput.nullish(), context: z.array(ContextPair, { error: expecting("a list of pairs {positive, negative}") }).nullish(), ...VectorSource.shape, ...SimilarityFields.shape, limit: Limit },
  { error: expecting("an object") },
);

export type DiscoverRequest = z.output<typeof DiscoverRequest>;

export const DiscoverRequestBatch = withSearchLimit(
  "QdrantDiscoverBatch",
  z.ZodObject,
  z.object({ searches: z.array(DiscoverRequest, { error: expecting("a list of discovery requests") }) }),
  "searches",
  (value) => batchSearches(value),
);

export type DiscoverRequestBatch = z.output<typeof DiscoverRequestBatch>;

export const PointGroup = z.object({
  id: z.union([z.string(), z.number()]),
  hits: z.array(ScoredPoint),
  lookup: z.unknown().optional(),
});

export const GroupsResult = z.object({ groups: z.array(PointGroup) });
