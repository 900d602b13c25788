// POST /collections/{name}/points/query and .../query/batch, Qdrant's
// universal query: `query` is a vector, a point id (its vector; the point
// itself is left out), {"nearest": vector or id}, or {"recommend": {positive,
// negative, strategy}}; without `query`, points come in id order. Prefetch,
// fusion, discovery, order_by and formula queries are not offered (400).
import {
  isOtherQuery,
  type NearestQuery as QdrantNearestQuery,
  type QueryInterface,
  type QueryRequest,
  type QueryRequestBatch,
  type RecommendQuery,
} from "../../../contract/qdrant/query";
import { isJsonObject } from "../../../contract/qdrant/wording";
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { wrongInput } from "../qdrant-errors";
import { queryVector } from "./dense-vector";
import { toRecord } from "./read-selection";
import { recommendationVector, storedVectors } from "./recommendation-vector";
import { fieldPath, searchNearest, similarityOptions, usingVector, type NearestQuery } from "./search-nearest";

const DEFAULT_LIMIT = 10;

type QueryResponse = { points: ScoredPoint[] };

export async function queryPoints(plane: DataPlane, collection: Collection, request: QueryRequest): Promise<QueryResponse> {
  return runQuery(plane, collection, await toQuery(plane, collection, request, ""));
}

export async function queryPointsBatch(plane: DataPlane, collection: Collection, { searches }: QueryRequestBatch): Promise<QueryResponse[]> {
  const queries: ParsedQuery[] = [];
  for (const [index, search] of searches.entries()) queries.push(await toQuery(plane, collection, search, `searches[${index}]`));
  return Promise.all(queries.map((query) => runQuery(plane, collection, query)));
}

type ParsedQuery = { kind: "nearest"; query: NearestQuery } | { kind: "scroll"; query: Omit<NearestQuery, "vector" | "using"> };

async function runQuery(plane: DataPlane, collection: Collection, parsed: ParsedQuery): Promise<QueryResponse> {
  if (parsed.kind === "nearest") return { points: await searchNearest(plane, collection, parsed.query) };
  const { filter, limit, offset, selection } = parsed.query;
  const page = await plane.engine.scroll(collection.engineId, { filter, limit: offset + limit, ...selection.engine });
  return { points: page.points.slice(offset).map((point) => ({ ...toRecord(point, selection), version: 0, score: 0 })) };
}

async function toQuery(plane: DataPlane, collection: Collection, request: QueryRequest, path: string): Promise<ParsedQuery> {
  const { prefetch } = request;
  if (prefetch && !(Array.isArray(prefetch) && prefetch.length === 0)) throw wrongInput(`${fieldPath(path, "prefetch")} is not supported by this service`);
  const using = usingVector(collection, request, path);
  const base = similarityOptions(request, request.limit ?? request.top ?? DEFAULT_LIMIT, path);
  if (request.query === undefined || request.query === null) return { kind: "scroll", query: base };
  const { vector, excludeIds } = await queryVectorOf(plane, collection, using, request.query, fieldPath(path, "query"));
  return { kind: "nearest", query: { ...base, vector, using, excludeIds } };
}

async function queryVectorOf(plane: DataPlane, collection: Collection, using: string, query: QueryInterface, path: string): Promise<{ vector: number[]; excludeIds: PointId[] }> {
  if (isNearestQuery(query)) {
    if (query.mmr !== undefined && query.mmr !== null) throw wrongInput(`${path}.mmr is not supported by this service`);
    return nearestVector(plane, collection, using, query.nearest, `${path}.nearest`);
  }
  if (isRecommendQuery(query)) {
    const { positive, negative, strategy } = query.recommend;
    const examples = { positive: positive ?? [], negative: negative ?? [], strategy };
    const { vector, exampleIds } = await recommendationVector(plane, collection, using, examples, `${path}.recommend`);
    return { vector, excludeIds: exampleIds };
  }
  if (isOtherQuery(query)) {
    const kind = Object.keys(query)[0] ?? "";
    throw wrongInput(`Query \`${kind}\` is not supported by this service: use a vector, a point id, {"nearest": ...} or {"recommend": ...}`);
  }
  return nearestVector(plane, collection, using, query, path);
}

function isNearestQuery(query: QueryInterface): query is QdrantNearestQuery {
  return isJsonObject(query) && "nearest" in query;
}

function isRecommendQuery(query: QueryInterface): query is RecommendQuery {
  return isJsonObject(query) && "recommend" in query;
}

/** A vector as given, or the stored vector of a point id (that point is then left out of the results). */
async function nearestVector(plane: DataPlane, collection: Collection, using: string, input: VectorInput, path: string): Promise<{ vector: number[]; excludeIds: PointId[] }> {
  if (typeof input !== "number" && typeof input !== "string") return { vector: queryVector(collection, using, input, path), excludeIds: [] };
  const stored = await storedVectors(plane, collection, using, [input]);
  return { vector: stored.get(input) ?? [], excludeIds: [input] };
}
