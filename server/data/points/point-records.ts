// An upsert's points (Qdrant's list form {"points": [{id, vector, payload}]}
// or batch form {"batch": {ids, vectors, payloads}}) as engine records. Every
// vector is checked against the collection before anything is written: one
// bad vector rejects the batch, and nothing of it lands. A repeated id keeps
// its last occurrence, as in Qdrant.
import type { Batch, PointInsertOperations } from "../../../contract/qdrant/points";
import type { Vector, VectorStruct } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter/filter-tree";
import type { PointRecord } from "../../engine/vector-engine";
import { pointVectors } from "./vector-inputs";

export function toPointRecords(request: PointInsertOperations, collection: Collection): PointRecord[] {
  if ("batch" in request) return deduplicate(batchRecords(request.batch, collection));
  return deduplicate(
    request.points.map((point, index) => ({ id: point.id, vector: pointVectors(collection, point.vector, `points[${index}].vector`), payload: point.payload ?? {} })),
  );
}

function batchRecords({ ids, vectors, payloads }: Batch, collection: Collection): PointRecord[] {
  // The contract's Batch has checked that ids, every list of vectors and the payloads are as many.
  const list = Array.isArray(vectors) ? vectors : vectorsPerPoint(vectors, ids.length);
  return list.map((vector, index) => ({
    id: ids[index] as PointId,
    vector: pointVectors(collection, vector, `batch.vectors[${index}]`),
    payload: payloads?.[index] ?? {},
  }));
}

/** {"name": [v0, v1, ...], ...}: the batch's vectors by name, turned into each point's {"name": vi}. */
function vectorsPerPoint(byName: Record<string, Vector[]>, count: number): VectorStruct[] {
  // Each entry of a named list is one point's vector of that name (Qdrant's Vector).
  return Array.from({ length: count }, (_, index): VectorStruct => Object.fromEntries(Object.entries(byName).map(([name, list]) => [name, list[index] as Vector])));
}

function deduplicate(points: PointRecord[]): PointRecord[] {
  const byId = new Map<PointId, PointRecord>();
  for (const point of points) {
    byId.delete(point.id);
    byId.set(point.id, point);
  }
  return byId.size === points.length ? points : [...byId.values()];
}
