// The stored vectors of points named by id in a query (its examples): the
// vector of one name, from the collection or from another one (lookup_from),
// within the shard keys lookup_from names.
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { StoredPoint, StoredVector } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { pointNotFound, vectorNotFound } from "../qdrant-errors";
import { retrieveInScope } from "../shard-keys/retrieve-in-scope";

/**
 * The `using` vector of each point; a point that does not exist is Qdrant's 404 naming it, one that does not hold that
 * vector Qdrant's 404 naming the vector (lib/collection/src/operations/universal_query/collection_query.rs, vector_not_found_error).
 */
export async function storedVectors(
  plane: DataPlane,
  collection: Collection,
  using: string,
  ids: readonly PointId[],
  shards?: FilterNode,
  /** Points that lack the vector are left out of the answer rather than refused (recommend's examples, as Qdrant's resolve_reco_reference skips them). */
  { mayLackVector = false } = {},
): Promise<Map<PointId, StoredVector>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const points = await retrieveInScope(plane, collection, unique, { withPayload: false, withVector: [using] }, shards);
  const vectors = new Map<PointId, StoredVector>();
  for (const point of points) {
    const vector = vectorNamed(point.vector, using);
    if (vector) vectors.set(point.id, vector);
  }
  const found = new Set(points.map((point) => point.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw pointNotFound(missing);
  if (!mayLackVector && unique.some((id) => !vectors.has(id))) throw vectorNotFound(using);
  return vectors;
}

/** A stored point's vector of that name: its list in a collection with only an unnamed vector. */
export function vectorNamed(vector: StoredPoint["vector"], name: string): StoredVector | undefined {
  if (vector === undefined || Array.isArray(vector)) return vector;
  return vector[name];
}
