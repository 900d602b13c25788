// Qdrant's universal query: `query` is a vector, a point id, {"nearest": ...}
// or {"recommend": ...}; other queries (fusion, discover, order_by, formula,
// ...) are read by their key, and left to the service to refuse.
import { z } from "zod";
import { RecommendStrategy, SimilarityFields, VectorSource } from "./search";
import { ScoredPoint } from "./records";
import { selectUnion } from "./select-union";
import { VectorInput } from "./vectors";
import { expecting, isJsonObject } from "./wording";

export const NearestQuery = z.object({ nearest: VectorInput, mmr: z.unknown().optional() });

export type NearestQuery = z.output<typeof NearestQuery>;

const Inputs = z.array(VectorInput, { error: expecting("a list of point ids or vectors") });

export const RecommendInput = z.object({ positive: Inputs.nullish(), negative: Inputs.nullish(), strategy: RecommendStrategy.nullish() }, { error: expecting("an object") });

export const RecommendQuery = z.object({ recommend: RecommendInput });

export type RecommendQuery = z.output<typeof RecommendQuery>;

/** Any other of Qdrant's queries, by its key: {"fusion": "rrf"}, {"discover": ...}, ... */
export const OtherQuery = z.record(z.string(), z.unknown());

/** An object other than {"nearest": ...}, {"recommend": ...}, a sparse vector ({indices, values}) or {} (which are vectors). */
export function isOtherQuery(value: unknown): value is z.output<typeof OtherQuery> {
  return isJsonObject(value) && !("nearest" in value) && !("recommend" in value) && !("indices" in value) && Object.keys(value).length > 0;
}

/** Qdrant's QueryInterface: a query, or a vector input (a vector or a point id). */
export const QueryInterface = selectUnion([NearestQuery, RecommendQuery, OtherQuery, VectorInput], (value) => {
  if (isJsonObject(value) && "nearest" in value) return NearestQuery;
  if (isJsonObject(value) && "recommend" in value) return RecommendQuery;
  return isOtherQuery(value) ? OtherQuery : VectorInput;
});

export type QueryInterface = z.output<typeof QueryInterface>;

const Prefetch = z.record(z.string(), z.unknown());
const Prefetches = z.array(Prefetch);

export const QueryRequest = z.object(
  {
    prefetch: selectUnion([Prefetches, Prefetch], (value) => (Array.isArray(value) ? Prefetches : Prefetch)).nullish(),
    query: QueryInterface.nullish(),
    ...VectorSource.shape,
    ...SimilarityFields.shape,
  },
  { error: expecting("an object") },
);

export type QueryRequest = z.output<typeof QueryRequest>;

export const QueryRequestBatch = z.object({ searches: z.array(QueryRequest, { error: expecting("a list of queries") }) });

export type QueryRequestBatch = z.output<typeof QueryRequestBatch>;

export const QueryResponse = z.object({ points: z.array(ScoredPoint) });

export const QueryBatchResult = z.array(QueryResponse);
