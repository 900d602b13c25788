// The nearest points to one vector, as every vector query ends (search,
// recommend, query): the filter is applied before ranking (the engine
// prefilters), the example points of a recommendation are left out, and
// results come back as Qdrant's ScoredPoint.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { SimilarityFields } from "../../../contract/qdrant/search";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter-tree";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { vectorConfig } from "../collections/collection-vectors";
import { wrongInput } from "../qdrant-errors";
import { toReadSelection, toRecord, type ReadSelection } from "./read-selection";

export interface NearestQuery {
  vector: readonly number[];
  /** The vector searched, by name ("" for the unnamed one). */
  using: string;
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

export async function searchNearest(plane: DataPlane, collection: Collection, query: NearestQuery): Promise<ScoredPoint[]> {
  const filter = withoutIds(query.filter, query.excludeIds);
  const points = await plane.engine.search(collection.engineId, {
    vector: query.vector,
    using: query.using,
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

/**
 * What searches, recommendations and queries share, at `path` in the body
 * ("" or "searches[1]"): the filter, paging, score threshold, SearchParams
 * (hnsw_ef and exact steer the search; quantization and indexed_only have no
 * effect here) and what to return with each point.
 */
export function similarityOptions(request: SimilarityFields, limit: number, path: string): Omit<NearestQuery, "vector" | "using"> {
  return {
    filter: toFilterTree(request.filter, fieldPath(path, "filter")),
    limit,
    offset: request.offset ?? 0,
    scoreThreshold: request.score_threshold ?? undefined,
    exact: request.params?.exact ?? false,
    hnswEf: request.params?.hnsw_ef || undefined,
    selection: toReadSelection(request.with_payload, request.with_vector, { payload: false, vector: false }),
  };
}

/** The vector a query names with `using` ("" for the unnamed one), checked against the collection. lookup_from reads another collection's vectors: not offered yet. */
export function usingVector(collection: Collection, request: { using?: string | null; lookup_from?: unknown }, path: string): string {
  if (request.lookup_from !== undefined && request.lookup_from !== null) throw wrongInput(`${fieldPath(path, "lookup_from")} is not supported by this service`);
  const using = request.using ?? "";
  vectorConfig(collection, using);
  return using;
}

/** "filter" at the body's root, "searches[1].filter" in a batch. */
export function fieldPath(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

function withoutIds(filter: FilterNode | undefined, ids: readonly PointId[] | undefined): FilterNode | undefined {
  if (!ids || ids.length === 0) return filter;
  const exclusion: FilterNode = { kind: "not", child: { kind: "hasId", ids } };
  return filter ? { kind: "and", children: [filter, exclusion] } : exclusion;
}
