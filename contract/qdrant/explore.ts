// Reads that describe a collection's data rather than find points: facet
// (how many points hold each value of a payload key) and the search matrix
// (a sample of points and their nearest neighbours among themselves).
import { z } from "zod";
import { Limit, PayloadKeyName, PointId } from "./fields";
import { Filter } from "./filters";
import { ShardKeySelector } from "./shard-keys";
import { expecting } from "./wording";

export const FacetRequest = z.object(
  { key: PayloadKeyName, limit: Limit.nullish(), filter: Filter.nullish(), exact: z.boolean().nullish(), shard_key: ShardKeySelector.nullish() },
  { error: expecting("an object") },
);

export type FacetRequest = z.output<typeof FacetRequest>;

export const FacetValue = z.union([z.string(), z.int(), z.boolean()]);

export const FacetResponse = z.object({ hits: z.array(z.object({ value: FacetValue, count: z.int().min(0) })) });

export type FacetResponse = z.output<typeof FacetResponse>;

export const SearchMatrixRequest = z.object(
  { filter: Filter.nullish(), sample: z.int().min(2).nullish(), limit: Limit.nullish(), using: z.string().nullish(), shard_key: ShardKeySelector.nullish() },
  { error: expecting("an object") },
);

export type SearchMatrixRequest = z.output<typeof SearchMatrixRequest>;

export const SearchMatrixPairsResponse = z.object({ pairs: z.array(z.object({ a: PointId, b: PointId, score: z.number() })) });

export const SearchMatrixOffsetsResponse = z.object({
  offsets_row: z.array(z.int().min(0)),
  offsets_col: z.array(z.int().min(0)),
  scores: z.array(z.number()),
  ids: z.array(PointId),
});
