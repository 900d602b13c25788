// PUT /collections/{name}/points: both of Qdrant's forms, the list
// {"points": [{id, vector, payload}]} and the batch {"batch": {ids, vectors,
// payloads}}, into engine records. The whole body is checked before anything
// is written: one bad id or vector rejects the batch, and nothing of it lands.
// A repeated id keeps its last occurrence, as in Qdrant.
import type { PointId } from "../../engine/filter-tree";
import type { Payload, PointRecord } from "../../engine/vector-engine";
import { describe, isJsonObject, readObject, type JsonObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";
import { parsePointId } from "./parse-point-id";
import { parseVector } from "./parse-vector";

export function parseUpsert(body: unknown, size: number): PointRecord[] {
  const request = readObject(body);
  rejectUpdateModes(request);
  if (request.batch !== undefined && request.batch !== null) return deduplicate(parseBatch(request.batch, size));
  if (Array.isArray(request.points)) return deduplicate(request.points.map((point, index) => parsePoint(point, size, `points[${index}]`)));
  if (request.points !== undefined) throw formatError(`invalid type: ${describe(request.points)}, expected a list of points at points`);
  throw formatError("expected `points` (a list of {id, vector, payload}) or `batch` ({ids, vectors, payloads})");
}

function parsePoint(value: unknown, size: number, path: string): PointRecord {
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected a point {id, vector, payload} at ${path}`);
  if (value.id === undefined) throw formatError(`missing field \`id\` at ${path}`);
  return { id: parsePointId(value.id, `${path}.id`), vector: parseVector(value.vector, size, `${path}.vector`), payload: parsePayload(value.payload, `${path}.payload`) };
}

function parseBatch(value: unknown, size: number): PointRecord[] {
  const batch = readObject(value, "batch");
  if (!Array.isArray(batch.ids)) throw formatError("missing field `ids` at batch");
  const ids = batch.ids.map((id, index) => parsePointId(id, `batch.ids[${index}]`));
  const vectors = batch.vectors;
  if (!Array.isArray(vectors)) {
    if (isJsonObject(vectors)) throw wrongInput(`Not existing vector name error: ${Object.keys(vectors).find((name) => name !== "") ?? ""}`);
    throw formatError("missing field `vectors` at batch: a list of vectors, one per id");
  }
  const payloads = batch.payloads ?? null;
  if (payloads !== null && !Array.isArray(payloads)) throw formatError(`invalid type: ${describe(payloads)}, expected a list of payloads at batch.payloads`);
  if (vectors.length !== ids.length) throw wrongInput(`The number of vectors (${vectors.length}) does not match the number of ids (${ids.length})`);
  if (payloads && payloads.length !== ids.length) throw wrongInput(`The number of payloads (${payloads.length}) does not match the number of ids (${ids.length})`);
  return ids.map((id, index) => ({
    id,
    vector: parseVector(vectors[index], size, `batch.vectors[${index}]`),
    payload: parsePayload(payloads?.[index], `batch.payloads[${index}]`),
  }));
}

export function parsePayload(value: unknown, path: string): Payload {
  if (value === undefined || value === null) return {};
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected a payload object at ${path}`);
  return value;
}

function deduplicate(points: PointRecord[]): PointRecord[] {
  const byId = new Map<PointId, PointRecord>();
  for (const point of points) {
    byId.delete(point.id);
    byId.set(point.id, point);
  }
  return byId.size === points.length ? points : [...byId.values()];
}

function rejectUpdateModes(request: JsonObject): void {
  if (request.update_filter !== undefined && request.update_filter !== null) throw wrongInput("update_filter is not supported by this service");
  const mode = request.update_mode;
  if (mode !== undefined && mode !== null && mode !== "upsert") throw wrongInput(`update_mode ${JSON.stringify(mode)} is not supported: only "upsert"`);
}
