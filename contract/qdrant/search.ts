// Searches by similarity: search (a vector) and recommend (examples), alone
// or in batches, with the fields every similarity read shares.
import { z } from "zod";
import { Limit, Offset, integer } from "./fields";
import { Filter } from "./filters";
import { IdfParams } from "./idf-params";
import { ScoredPoint, WithPayloadInterface, WithVector, WithVectorsAlias } from "./records";
import { ShardKeySelector } from "./shard-keys";
import { NamedVectorStruct, VectorInput } from "./vectors";
import { AT, expecting } from "./wording";
import { batchSearches, withSearchLimit } from "./request-bounds";

/**
 * Qdrant's SearchParams: hnsw_ef and exact steer the search, idf the population of a sparse vector's
 * IDF (1.19); quantization, indexed_only and acorn are accepted and change nothing here (a selective
 * filter is already scanned exactly, a broad one applied to the graph's candidates: filtered-subset.ts).
 */
export const SearchParams = z.object(
  {
    hnsw_ef: integer().min(0).nullish(),
    exact: z.boolean().nullish(),
    quantization: z.unknown().optional(),
    indexed_only: z.boolean().nullish(),
    acorn: z.object({ enable: z.boolean().nullish(), max_selectivity: z.number().min(0).max(1).nullish() }, { error: expecting("{enable, max_selectivity}") }).nullish(),
    idf: IdfParams.nullish(),
  },
  { error: expecting("an object") },
).meta({ id: "SearchParams" });

/** What searches, recommendations and queries share besides what they search by. */
export const SimilarityFields = z.object({
  filter: Filter.nullish(),
  params: SearchParams.nullish(),
  limit: Limit.nullish(),
  /** `limit`'s older name. */
  top: Limit.nullish(),
  offset: Offset.nullish(),
  with_payload: WithPayloadInterface.nullish(),
  with_vector: WithVector.nullish(),
  score_threshold: z.number().nullish(),
  shard_key: ShardKeySelector.nullish(),
});

export type SimilarityFields = z.output<typeof SimilarityFields>;


/** `limit` (or `top`) is required by search and recommend. */
function requireLimit<Request extends { limit?: number | null; top?: number | null }>(request: Request, context: z.core.$RefinementCtx<Request>) {
  const limit = request.limit ?? request.top;
  if (limit === undefined || limit === null) {
    context.issues.push({ code: "custom", message: `missing field \`limit\`${AT}`, input: request });
    return z.NEVER;
  }
  return { ...request, limit };
}

/** Qdrant's SearchRequest: the points nearest to a vector. */
export const SearchRequest = z.object({ vector: NamedVectorStruct, ...SimilarityFields.shape, ...WithVectorsAlias }, { error: expecting("an object") }).transform(requireLimit);

export type SearchRequest = z.output<typeof SearchRequest>;

export const SearchRequestBatch = withSearchLimit(
  "QdrantSearchBatch",
  z.ZodObject,
  z.object({ searches: z.array(SearchRequest, { error: expecting("a list of searches") }) }),
  "searches",
  (value) => batchSearches(value),
);

export type SearchRequestBatch = z.output<typeof SearchRequestBatch>;

export const RecommendStrategy = z.enum(["average_vector", "best_score", "sum_scores"]);

export type RecommendStrategy = z.output<typeof RecommendStrategy>;

const Examples = z.array(VectorInput, { error: expecting("a list of point ids or vectors") });

/** Another collection to take the vectors of point ids from (Qdrant's LookupLocation). */
export const LookupLocation = z.object({ collection: z.string(), vector: z.string().nullish(), shard_key: ShardKeySelector.nullish() }, { error: expecting("{collection, vector}") }).meta({ id: "LookupLocation", description: "Another collection of the project whose points the ids name" });

export type LookupLocation = z.output<typeof LookupLocation>;

/** Where recommendations and queries take their vectors from: `using` names a vector, `lookup_from` another collection. */
export const VectorSource = z.object({
  using: z.string().nullish(),
  lookup_from: LookupLocation.nullish(),
});

/** Qdrant's RecommendRequest: points like the positive examples and unlike the negative ones. */
export const RecommendRequest = z
  .object(
    { positive: Examples.nullish(), negative: Examples.nullish(), strategy: RecommendStrategy.nullish(), ...VectorSource.shape, ...SimilarityFields.shape, ...WithVectorsAlias },
    { error: expecting("an object") },
  )
  .transform(requireLimit);

export type RecommendRequest = z.output<typeof RecommendRequest>;

export const RecommendRequestBatch = withSearchLimit(
  "QdrantRecommendBatch",
  z.ZodObject,
  z.object({ searches: z.array(RecommendRequest, { error: expecting("a list of recommendations") }) }),
  "searches",
  (value) => batchSearches(value),
);

export type RecommendRequestBatch = z.output<typeof RecommendRequestBatch>;

export const SearchResult = z.array(ScoredPoint);

export const SearchBatchResult = z.array(SearchResult);
