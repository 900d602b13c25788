// POST /collections/{name}/points and GET /collections/{name}/points/{id}:
// points by id, in the order asked, those that exist.
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { readObject, requireField } from "../parse/body-fields";
import { pointNotFound } from "../qdrant-errors";
import { parsePointId, parsePointIds } from "./parse-point-id";
import { parseReadSelection, toRecord, type ReadSelection } from "./read-selection";

export async function retrievePoints(plane: DataPlane, collection: Collection, body: unknown): Promise<Record<string, unknown>[]> {
  const request = readObject(body);
  const ids = parsePointIds(requireField(request, "ids"), "ids");
  const selection = parseReadSelection(request.with_payload, request.with_vector, { payload: true, vector: false });
  return readPoints(plane, collection, ids, selection);
}

export async function getPoint(plane: DataPlane, collection: Collection, rawId: string): Promise<Record<string, unknown>> {
  const id = parsePointId(/^\d+$/.test(rawId) ? Number(rawId) : rawId);
  const [point] = await readPoints(plane, collection, [id], { engine: { withPayload: true, withVector: true } });
  if (!point) throw pointNotFound(id);
  return point;
}

async function readPoints(plane: DataPlane, collection: Collection, ids: readonly PointId[], selection: ReadSelection): Promise<Record<string, unknown>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await plane.engine.retrieve(collection.engineId, unique, selection.engine);
  const byId = new Map(found.map((point) => [point.id, point]));
  return unique.flatMap((id) => {
    const point = byId.get(id);
    return point ? [toRecord(point, selection)] : [];
  });
}
