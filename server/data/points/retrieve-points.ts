// POST /collections/{name}/points and GET /collections/{name}/points/{id}:
// points by id, in the order asked, those that exist (under the shard keys
// named, when the body names some).
import { ExtendedPointId } from "../../../contract/qdrant/fields";
import type { PointRequest } from "../../../contract/qdrant/points";
import type { QdrantRecord } from "../../../contract/qdrant/records";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { DataPlane } from "../data-plane";
import { parseQdrantInput } from "../http/qdrant-issues";
import { pointNotFound } from "../qdrant-errors";
import { retrieveInScope } from "../shard-keys/retrieve-in-scope";
import { shardScope } from "../shard-keys/shard-scope";
import { toReadSelection, toRecord, type ReadSelection } from "./read-selection";

export async function retrievePoints(plane: DataPlane, collection: Collection, request: PointRequest): Promise<QdrantRecord[]> {
  const scope = shardScope(collection, request.shard_key, "read");
  // Qdrant answers an empty list of ids before it reads, so before it checks the vector names.
  const selection = toReadSelection(request.with_payload, request.with_vector ?? request.with_vectors, { payload: true, vector: false }, request.ids.length > 0 ? collection : undefined);
  return readPoints(plane, collection, request.ids, selection, scope);
}

/** The path's id is text: digits are an integer id, anything else must be a UUID (Qdrant words its refusal as a body's). */
export async function getPoint(plane: DataPlane, collection: Collection, rawId: string): Promise<QdrantRecord> {
  const id = parseQdrantInput(ExtendedPointId, /^\d+$/.test(rawId) ? Number(rawId) : rawId);
  const [point] = await readPoints(plane, collection, [id], { engine: { withPayload: true, withVector: true } });
  if (!point) throw pointNotFound(id);
  return point;
}

async function readPoints(plane: DataPlane, collection: Collection, ids: readonly PointId[], selection: ReadSelection, scope?: FilterNode): Promise<QdrantRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await retrieveInScope(plane, collection, unique, selection.engine, scope);
  const byId = new Map(found.map((point) => [point.id, point]));
  return unique.flatMap((id) => {
    const point = byId.get(id);
    return point ? [toRecord(point, selection)] : [];
  });
}
