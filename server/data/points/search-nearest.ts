// The nearest points to one vector, as every vector query ends (search,
// recommend, query): the filter is applied before ranking (the engine
// prefilters), the example points of a recommendation are left out, and
// results come back as Qdrant's ScoredPoint.
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { isJsonObject, optionalBoolean, optionalInteger, readObject, type JsonObject } from "../parse/body-fields";
import { toRecord, type ReadSelection } from "./read-selection";

export interface NearestQuery {
  vector: readonly number[];
  filter?: FilterNode;
  /** Points never returned (the examples a recommendation was made from). */
  excludeIds?: readonly PointId[];
  limit: number;
  offset: number;
  scoreThreshold?: number;
  exact: boolean;
  hnswEf?: number;
  selection: ReadSelection;
}

export type ScoredPointResult = Record<string, unknown>;

export async function searchNearest(plane: DataPlane, collection: Collection, query: NearestQuery): Promise<ScoredPointResult[]> {
  const filter = withoutIds(query.filter, query.excludeIds);
  const points = await plane.engine.search(collection.engineId, {
    vector: query.vector,
    filter,
    limit: query.limit,
    offset: query.offset,
    scoreThreshold: query.scoreThreshold,
    exact: query.exact,
    hnswEf: query.hnswEf,
    ...query.selection.engine,
  });
  return points.map((point) => ({ ...toRecord(point, query.selection), version: 0, score: point.score }));
}

/** Qdrant's SearchParams: hnsw_ef and exact are used; quantization and indexed_only are accepted and have no effect here. */
export function parseSearchParams(value: unknown): { exact: boolean; hnswEf?: number } {
  const params: JsonObject = readObject(value, "params");
  return { exact: optionalBoolean(params, "exact", "params") ?? false, hnswEf: optionalInteger(params, "hnsw_ef", { min: 0, path: "params" }) || undefined };
}

/** Qdrant's `limit`, with `top` (its older name) accepted too. */
export function readLimit(request: JsonObject, fallback?: number): number | undefined {
  const field = request.limit === undefined && request.top !== undefined ? "top" : "limit";
  return optionalInteger(request, field, { min: 1 }) ?? fallback;
}

function withoutIds(filter: FilterNode | undefined, ids: readonly PointId[] | undefined): FilterNode | undefined {
  if (!ids || ids.length === 0) return filter;
  const exclusion: FilterNode = { kind: "not", child: { kind: "hasId", ids } };
  return filter ? { kind: "and", children: [filter, exclusion] } : exclusion;
}

export function isNamedVector(value: unknown): value is JsonObject {
  return isJsonObject(value) && "name" in value && "vector" in value;
}
