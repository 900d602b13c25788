// POST /collections/{name}/points/search and .../search/batch: nearest points
// to a vector. Every search of a batch is checked before any runs.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { parseFilter } from "../filters/parse-filter";
import { describe, optionalInteger, optionalNumber, readObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";
import { parseVector } from "./parse-vector";
import { parseReadSelection } from "./read-selection";
import { isNamedVector, parseSearchParams, readLimit, searchNearest, type NearestQuery, type ScoredPointResult } from "./search-nearest";

export function parseSearch(body: unknown, collection: Collection, path = ""): NearestQuery {
  const request = readObject(body, path || "body");
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const limit = readLimit(request);
  if (limit === undefined) throw formatError(`missing field \`limit\`${path ? ` at ${path}` : ""}`);
  return {
    vector: parseSearchVector(request.vector, collection.vectorSize, at("vector")),
    filter: parseFilter(request.filter, at("filter")),
    limit,
    offset: optionalInteger(request, "offset", { min: 0 }) ?? 0,
    scoreThreshold: optionalNumber(request, "score_threshold"),
    ...parseSearchParams(request.params),
    selection: parseReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
  };
}

/** A plain vector, or Qdrant's named form {"name": "", "vector": [...]}. */
function parseSearchVector(value: unknown, size: number, path: string): number[] {
  if (value === undefined) throw formatError(`missing field \`vector\``);
  if (isNamedVector(value)) {
    if (value.name !== "") throw wrongInput(`Not existing vector name error: ${String(value.name)}`);
    return parseVector(value.vector, size, `${path}.vector`);
  }
  return parseVector(value, size, path);
}

export async function searchPoints(plane: DataPlane, collection: Collection, body: unknown): Promise<ScoredPointResult[]> {
  return searchNearest(plane, collection, parseSearch(body, collection));
}

export async function searchPointsBatch(plane: DataPlane, collection: Collection, body: unknown): Promise<ScoredPointResult[][]> {
  const request = readObject(body);
  if (!Array.isArray(request.searches)) throw formatError(`invalid type: ${describe(request.searches)}, expected a list of searches at searches`);
  const queries = request.searches.map((search, index) => parseSearch(search, collection, `searches[${index}]`));
  return Promise.all(queries.map((query) => searchNearest(plane, collection, query)));
}
