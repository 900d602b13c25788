// The vectors a query's inputs stand for: a vector as given (checked against
// the vector the stage uses), or a point id's stored vector, from this
// collection (the point is then an example, left out of the results) or from
// `lookup_from`'s, within its shard keys, as Qdrant fetches them.
import type { Prefetch } from "../../../contract/qdrant/query";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { PointId } from "../../engine/filter/filter-tree";
import type { VectorValue } from "../../engine/vector-engine";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import { wrongInput } from "../qdrant-errors";
import { storedVectors } from "../points/stored-vectors";
import { queryVector } from "../points/vector-inputs";
import { shardScope } from "../shard-keys/shard-scope";
import type { QueryScope } from "./query-scope";

/** Turns a query's vector inputs into vectors: a vector as given, a point id's stored vector (from lookup_from's collection when given). */
export interface VectorReader {
  /** A vector input, prepared for the distance; ids are collected as examples. */
  read(input: VectorInput, path: string): Promise<{ vector: VectorValue; id?: PointId }>;
  /** The same, but a point given by id that lacks the vector reads as nothing (a recommendation's examples, which Qdrant skips then). */
  readExample(input: VectorInput, path: string): Promise<{ vector?: VectorValue; id?: PointId }>;
}

export async function vectorReader(scope: QueryScope, request: Prefetch, using: string, path: string): Promise<VectorReader> {
  const lookup = request.lookup_from;
  const source = lookup ? await scope.otherCollection(lookup.collection) : scope.collection;
  const sourceVector = lookup ? (lookup.vector ?? "") : using;
  // Examples by id come from every point of this collection, or from lookup_from's shard keys (as Qdrant fetches them).
  const lookupShards = lookup ? shardScope(source, lookup.shard_key, "read") : undefined;
  if (lookup) {
    const [theirsSparse, oursSparse] = [isSparseName(source, sourceVector), isSparseName(scope.collection, using)];
    if (theirsSparse !== oursSparse) throw wrongInput(`Conversion between sparse and regular vectors failed: \`${sourceVector}\` of \`${lookup.collection}\` and \`${using}\` differ (${path})`);
    const [theirs, ours] = theirsSparse ? [null, null] : [vectorConfig(source, sourceVector), vectorConfig(scope.collection, using)];
    if (theirs && ours && theirs.size !== ours.size) throw wrongInput(`Vector dimension error: expected dim: ${ours.size}, got ${theirs.size} (${path})`);
  }
  const readId = async (id: PointId, mayLackVector: boolean) => {
    const stored = await storedVectors(scope.plane, source, sourceVector, [id], lookupShards, { mayLackVector });
    // A point of another collection is no example to leave out of this one's results.
    return lookup ? { vector: stored.get(id) } : { vector: stored.get(id), id };
  };
  return {
    async read(input, at) {
      if (typeof input !== "number" && typeof input !== "string") return { vector: queryVector(scope.collection, using, input, at) };
      const { vector, id } = await readId(input, false);
      return { vector: vector ?? [], id };
    },
    async readExample(input, at) {
      if (typeof input !== "number" && typeof input !== "string") return { vector: queryVector(scope.collection, using, input, at) };
      return readId(input, true);
    },
  };
}
