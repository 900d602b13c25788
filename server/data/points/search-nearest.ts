// The nearest points to one vector, for the search endpoints (points/search,
// search/batch): the filter is applied before ranking (the engine
// prefilters), and results come back as Qdrant's ScoredPoint. The query and
// recommend endpoints go through server/data/query/.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import type { SimilarityFields } from "../../../contract/qdrant/search";
import type { Collection } from "../../db/schema";
import type { FilterNode } from "../../engine/filter/filter-tree";
import type { VectorValue } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { toReadSelection, toRecord, type ReadSelection } from "./read-selection";

export interface NearestQuery {
  vector: VectorValue;
  /** The vector searched, by name ("" for the unnamed one). */
  using: string;
  filter?: FilterNode;
  limit: number;
  offset: number;
  scoreThreshold?: number;
  exact: boolean;
  hnswEf?: number;
  selection: ReadSelection;
}

export async function searchNearest(plane: DataPlane, collection: Collection, query: NearestQuery): Promise<ScoredPoint[]> {
  const points = await plane.engine.search(collection.engineId, {
    vector: query.vector,
    using: query.using,
    filter: query.filter,
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

/** "filter" at the body's root, "searches[1].filter" in a batch. */
export function fieldPath(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}
