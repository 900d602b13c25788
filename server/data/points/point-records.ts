// An upsert's points (Qdrant's list form {"points": [{id, vector, payload}]}
// or batch form {"batch": {ids, vectors, payloads}}) as engine records. Every
// vector is checked against the collection before anything is written: one
// bad vector rejects the batch, and nothing of it lands. A repeated id keeps
// its last occurrence, as in Qdrant.
import type { Batch, PointInsertOperations } from "../../../contract/qdrant/points";
import type { VectorStruct } from "../../../contract/qdrant/vectors";
import type { PointId } from "../../engine/filter-tree";
import type { PointRecord } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";
import { denseVector } from "./dense-vector";

export function toPointRecords(request: PointInsertOperations, size: number): PointRecord[] {
  if (request.update_filter) throw wrongInput("update_filter is not supported by this service");
  if (request.update_mode && request.update_mode !== "upsert") throw wrongInput(`update_mode ${JSON.stringify(request.update_mode)} is not supported: only "upsert"`);
  if ("batch" in request) return deduplicate(batchRecords(request.batch, size));
  return deduplicate(request.points.map((point, index) => ({ id: point.id, vector: denseVector(point.vector, size, `points[${index}].vector`), payload: point.payload ?? {} })));
}

function batchRecords({ ids, vectors, payloads }: Batch, size: number): PointRecord[] {
  const list = Array.isArray(vectors) ? vectors : unnamedVectors(vectors);
  if (list.length !== ids.length) throw wrongInput(`The number of vectors (${list.length}) does not match the number of ids (${ids.length})`);
  if (payloads && payloads.length !== ids.length) throw wrongInput(`The number of payloads (${payloads.length}) does not match the number of ids (${ids.length})`);
  return list.map((vector, index) => ({
    // The counts are equal: every vector has its id.
    id: ids[index] as PointId,
    vector: denseVector(vector, size, `batch.vectors[${index}]`),
    payload: payloads?.[index] ?? {},
  }));
}

/** {"": [...]}: the batch's vectors under the unnamed vector's name. */
function unnamedVectors(named: Record<string, VectorStruct[]>): VectorStruct[] {
  const names = Object.keys(named);
  const unnamed = named[""];
  if (names.length === 1 && unnamed) return unnamed;
  throw wrongInput(`Not existing vector name error: ${names.find((name) => name !== "") ?? ""}`);
}

function deduplicate(points: PointRecord[]): PointRecord[] {
  const byId = new Map<PointId, PointRecord>();
  for (const point of points) {
    byId.delete(point.id);
    byId.set(point.id, point);
  }
  return byId.size === points.length ? points : [...byId.values()];
}
