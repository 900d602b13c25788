// POST /collections/{name}/points/recommend and .../recommend/batch: points
// like the positive examples and unlike the negative ones (average_vector).
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { parseFilter } from "../filters/parse-filter";
import { describe, optionalInteger, optionalNumber, readObject, type JsonObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";
import { parseReadSelection } from "./read-selection";
import { recommendationVector } from "./recommendation-vector";
import { parseSearchParams, readLimit, searchNearest, type NearestQuery, type ScoredPointResult } from "./search-nearest";

export async function recommendPoints(plane: DataPlane, collection: Collection, body: unknown): Promise<ScoredPointResult[]> {
  return searchNearest(plane, collection, await parseRecommend(plane, collection, readObject(body), ""));
}

export async function recommendPointsBatch(plane: DataPlane, collection: Collection, body: unknown): Promise<ScoredPointResult[][]> {
  const request = readObject(body);
  if (!Array.isArray(request.searches)) throw formatError(`invalid type: ${describe(request.searches)}, expected a list of recommendations at searches`);
  const queries: NearestQuery[] = [];
  for (const [index, search] of request.searches.entries()) queries.push(await parseRecommend(plane, collection, readObject(search, `searches[${index}]`), `searches[${index}]`));
  return Promise.all(queries.map((query) => searchNearest(plane, collection, query)));
}

async function parseRecommend(plane: DataPlane, collection: Collection, request: JsonObject, path: string): Promise<NearestQuery> {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  rejectOtherVectors(request, at);
  const limit = readLimit(request);
  if (limit === undefined) throw formatError(`missing field \`limit\`${path ? ` at ${path}` : ""}`);
  const filter = parseFilter(request.filter, at("filter"));
  const { vector, exampleIds } = await recommendationVector(
    plane,
    collection,
    { positive: exampleList(request.positive, at("positive")), negative: exampleList(request.negative, at("negative")), strategy: request.strategy },
    path || "body",
  );
  return {
    vector,
    filter,
    excludeIds: exampleIds,
    limit,
    offset: optionalInteger(request, "offset", { min: 0 }) ?? 0,
    scoreThreshold: optionalNumber(request, "score_threshold"),
    ...parseSearchParams(request.params),
    selection: parseReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
  };
}

export function exampleList(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw formatError(`invalid type: ${describe(value)}, expected a list of point ids or vectors at ${path}`);
  return value;
}

/** `using` names a vector; only the unnamed one ("") exists here. lookup_from reads another collection's vectors: not offered. */
export function rejectOtherVectors(request: JsonObject, at: (field: string) => string): void {
  const using = request.using;
  if (using !== undefined && using !== null && using !== "") throw wrongInput(`Not existing vector name error: ${String(using)}`);
  if (request.lookup_from !== undefined && request.lookup_from !== null) throw wrongInput(`${at("lookup_from")} is not supported by this service`);
}
