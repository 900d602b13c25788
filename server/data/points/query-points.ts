// POST /collections/{name}/points/query and .../query/batch, Qdrant's
// universal query: `query` is a vector, a point id (its vector; the point
// itself is left out), {"nearest": vector or id}, or {"recommend": {positive,
// negative, strategy}}; without `query`, points come in id order. Prefetch,
// fusion, discovery, order_by and formula queries are not offered (400).
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { parseFilter } from "../filters/parse-filter";
import { describe, isJsonObject, optionalInteger, optionalNumber, readObject, type JsonObject } from "../parse/body-fields";
import { formatError, pointNotFound, wrongInput } from "../qdrant-errors";
import { toPointId } from "./parse-point-id";
import { parseVector } from "./parse-vector";
import { parseReadSelection, toRecord } from "./read-selection";
import { exampleList, rejectOtherVectors } from "./recommend-points";
import { recommendationVector } from "./recommendation-vector";
import { parseSearchParams, readLimit, searchNearest, type NearestQuery, type ScoredPointResult } from "./search-nearest";

const DEFAULT_LIMIT = 10;

export async function queryPoints(plane: DataPlane, collection: Collection, body: unknown): Promise<{ points: ScoredPointResult[] }> {
  return runQuery(plane, collection, await parseQuery(plane, collection, readObject(body), ""));
}

export async function queryPointsBatch(plane: DataPlane, collection: Collection, body: unknown): Promise<{ points: ScoredPointResult[] }[]> {
  const request = readObject(body);
  if (!Array.isArray(request.searches)) throw formatError(`invalid type: ${describe(request.searches)}, expected a list of queries at searches`);
  const queries: ParsedQuery[] = [];
  for (const [index, search] of request.searches.entries()) queries.push(await parseQuery(plane, collection, readObject(search, `searches[${index}]`), `searches[${index}]`));
  return Promise.all(queries.map((query) => runQuery(plane, collection, query)));
}

type ParsedQuery = { kind: "nearest"; query: NearestQuery } | { kind: "scroll"; query: Omit<NearestQuery, "vector"> };

async function runQuery(plane: DataPlane, collection: Collection, parsed: ParsedQuery): Promise<{ points: ScoredPointResult[] }> {
  if (parsed.kind === "nearest") return { points: await searchNearest(plane, collection, parsed.query) };
  const { filter, limit, offset, selection } = parsed.query;
  const page = await plane.engine.scroll(collection.engineId, { filter, limit: offset + limit, ...selection.engine });
  return { points: page.points.slice(offset).map((point) => ({ ...toRecord(point, selection), version: 0, score: 0 })) };
}

async function parseQuery(plane: DataPlane, collection: Collection, request: JsonObject, path: string): Promise<ParsedQuery> {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const prefetch = request.prefetch;
  if (prefetch !== undefined && prefetch !== null && !(Array.isArray(prefetch) && prefetch.length === 0)) throw wrongInput(`${at("prefetch")} is not supported by this service`);
  rejectOtherVectors(request, at);
  const base = {
    filter: parseFilter(request.filter, at("filter")),
    limit: readLimit(request, DEFAULT_LIMIT) ?? DEFAULT_LIMIT,
    offset: optionalInteger(request, "offset", { min: 0 }) ?? 0,
    scoreThreshold: optionalNumber(request, "score_threshold"),
    ...parseSearchParams(request.params),
    selection: parseReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
  };
  if (request.query === undefined || request.query === null) return { kind: "scroll", query: base };
  const { vector, excludeIds } = await queryVector(plane, collection, request.query, at("query"));
  return { kind: "nearest", query: { ...base, vector, excludeIds } };
}

async function queryVector(plane: DataPlane, collection: Collection, query: unknown, path: string): Promise<{ vector: number[]; excludeIds: PointId[] }> {
  if (isJsonObject(query) && "nearest" in query) {
    if (query.mmr !== undefined && query.mmr !== null) throw wrongInput(`${path}.mmr is not supported by this service`);
    return nearestVector(plane, collection, query.nearest, `${path}.nearest`);
  }
  if (isJsonObject(query) && "recommend" in query) {
    const recommend = readObject(query.recommend, `${path}.recommend`);
    const { vector, exampleIds } = await recommendationVector(
      plane,
      collection,
      { positive: exampleList(recommend.positive, `${path}.recommend.positive`), negative: exampleList(recommend.negative, `${path}.recommend.negative`), strategy: recommend.strategy },
      `${path}.recommend`,
    );
    return { vector, excludeIds: exampleIds };
  }
  if (isJsonObject(query) && !("indices" in query) && Object.keys(query).length > 0) {
    const kind = Object.keys(query)[0] ?? "";
    throw wrongInput(`Query \`${kind}\` is not supported by this service: use a vector, a point id, {"nearest": ...} or {"recommend": ...}`);
  }
  return nearestVector(plane, collection, query, path);
}

/** A vector as given, or the stored vector of a point id (that point is then left out of the results). */
async function nearestVector(plane: DataPlane, collection: Collection, value: unknown, path: string): Promise<{ vector: number[]; excludeIds: PointId[] }> {
  const id = toPointId(value);
  if (id === undefined) {
    if (typeof value === "number" || typeof value === "string") {
      throw formatError(`value ${String(value)} is not a valid point ID, valid values are either an unsigned integer or a UUID at ${path}`);
    }
    return { vector: parseVector(value, collection.vectorSize, path), excludeIds: [] };
  }
  const [point] = await plane.engine.retrieve(collection.engineId, [id], { withPayload: false, withVector: true });
  if (!point?.vector) throw pointNotFound(id);
  return { vector: point.vector, excludeIds: [id] };
}
