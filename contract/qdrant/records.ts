// Points as reads return them (Qdrant's Record and ScoredPoint), and what a
// read asks to have returned: with_payload and with_vector.
import { z } from "zod";
import { Payload, PointId } from "./fields";
import { selectUnion } from "./select-union";
import { ShardKey } from "./shard-keys";
import { expecting, isJsonObject } from "./wording";

const All = z.boolean();
const Keys = z.array(z.string());
const PayloadSelectorInclude = z.object({ include: Keys });
const PayloadSelectorExclude = z.object({ exclude: Keys });

/** true, false, a list of keys, {"include": [...]} or {"exclude": [...]}. */
export const WithPayloadInterface = selectUnion(
  [All, Keys, PayloadSelectorInclude, PayloadSelectorExclude],
  (value) => {
    if (typeof value === "boolean") return All;
    if (Array.isArray(value)) return Keys;
    if (isJsonObject(value) && "include" in value) return PayloadSelectorInclude;
    return isJsonObject(value) && "exclude" in value ? PayloadSelectorExclude : undefined;
  },
  { error: expecting('true, false, a list of keys, {"include": [...]} or {"exclude": [...]}') },
).meta({ id: "WithPayloadInterface", description: "Which payload to return: all (true), none (false), or some keys" });

export type WithPayloadInterface = z.output<typeof WithPayloadInterface>;

/** true, false, or a list of vector names. */
export const WithVector = selectUnion(
  [All, Keys],
  (value) => (typeof value === "boolean" ? All : Array.isArray(value) ? Keys : undefined),
  { error: expecting("true, false or a list of vector names") },
).meta({ id: "WithVector", description: "Which vectors to return: all (true), none (false), or some by name" });

export type WithVector = z.output<typeof WithVector>;

/** Qdrant's Record: a point, with its payload and vector when asked for (renamed: `Record` is TypeScript's). */
export const QdrantRecord = z.object({
  id: PointId,
  payload: Payload.nullish(),
  /** A list for a collection's only, unnamed, vector; by name otherwise (sparse vectors as {indices, values}). */
  vector: z
    .union([
      z.array(z.number()),
      z.array(z.array(z.number())),
      z.record(z.string(), z.union([z.array(z.number()), z.array(z.array(z.number())), z.object({ indices: z.array(z.number()), values: z.array(z.number()) })])),
    ])
    .nullish(),
  /** The point's shard key, in a collection with custom sharding. */
  shard_key: ShardKey.optional(),
}).meta({ id: "Record" });

export type QdrantRecord = z.output<typeof QdrantRecord>;

/** Qdrant's ScoredPoint: a search result. */
export const ScoredPoint = QdrantRecord.extend({
  version: z.int().min(0),
  score: z.number(),
}).meta({ id: "ScoredPoint" });

export type ScoredPoint = z.output<typeof ScoredPoint>;

/**
 * `with_vector`'s other name, where Qdrant's serde reads one (`alias = "with_vectors"`): search,
 * recommend, their groups, query, retrieve and scroll; not discover nor query groups. `with_vector`
 * wins when both are given.
 */
export const WithVectorsAlias = { with_vectors: WithVector.nullish() };

export type WithVectorsAlias = { with_vectors?: z.output<typeof WithVector> | null };
