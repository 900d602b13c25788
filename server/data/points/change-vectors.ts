// Some of a point's vectors, changed in place:
// PUT  .../points/vectors         set the given vectors of existing points (the others and the payload stay)
// POST .../points/vectors/delete  remove vectors ("" is the unnamed one) from points by ids or filter; the points stay
// Every vector is checked against the collection before anything is written;
// a point id that does not exist is Qdrant's 404, and nothing is written.
import type { DeleteVectors, UpdateVectors } from "../../../contract/qdrant/points";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import { toFilterTree } from "../filters/parse-filter";
import { shardScope } from "../shard-keys/shard-scope";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { namedVectors, queryVector } from "./vector-inputs";
import { updateVectorsSlots } from "../inference/document-slots";
import { embedDocuments } from "../inference/embed-documents";
import { selectedCount, toSelector } from "./point-selector";

type VectorsWrite = { result: UpdateResult; written: number };

export async function updateVectors(plane: DataPlane, collection: Collection, request: UpdateVectors, wait: boolean): Promise<VectorsWrite> {
  // A point of another shard key is not found, as in Qdrant, where the key's shards do not hold it.
  const scope = shardScope(collection, request.shard_key, "write");
  await embedDocuments(plane.models, collection, updateVectorsSlots(request), "document");
  const points = request.points.map(({ id, vector }, index) => {
    const path = `points[${index}].vector`;
    // A list is the unnamed vector; by name, any of the collection's.
    if (Array.isArray(vector) || "model" in vector) return { id, vector: { "": queryVector(collection, "", vector, path) } };
    return { id, vector: namedVectors(collection, vector, path) };
  });
  const updateFilter = toFilterTree(request.update_filter, "update_filter");
  const result = await applyWrite(plane, collection, wait, { kind: "update_vectors", points, ...(updateFilter ? { updateFilter } : {}), ...(scope ? { scope } : {}) });
  return { result, written: points.length };
}

export async function deleteVectors(plane: DataPlane, collection: Collection, request: DeleteVectors, wait: boolean): Promise<VectorsWrite> {
  const scope = shardScope(collection, request.shard_key, "write");
  const names = [...new Set(request.vector)];
  for (const name of names) if (!isSparseName(collection, name)) vectorConfig(collection, name);
  const selector = toSelector(request, scope);
  const result = await applyWrite(plane, collection, wait, { kind: "delete_vectors", selector, names });
  return { result, written: selectedCount(request) };
}
