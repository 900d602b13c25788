// Nearest-neighbour search. Approximate searches on a collection past the
// index threshold come from memory, with payloads and vectors read by key
// after: unfiltered and broadly filtered ones from the graph (nearest-graph.ts,
// the filter applied as the seqs it matches), selective ones from an exact scan
// of the matching vectors (filtered-subset.ts); a filter that needs stored
// payloads (a field without an index) is tested on the graph's candidates
// (checked-candidates.ts). Otherwise LanceDB picks candidates with the filter applied
// before ranking (prefilter), flat below the index threshold or when `exact` is
// asked, through the HNSW index otherwise (rows written since the index was
// built are scanned flat and merged in by LanceDB, a scan skipped when there are
// none). Concurrent searches go to LanceDB in batches (nearest-batcher.ts). The
// engine then scores the candidates exactly (vector-math.ts), which also gives
// Manhattan, a metric LanceDB lacks: its candidates come from L2 and are
// re-ranked by L1, or from an exact scan when exactness is needed.
import type { Distance, ReadOptions, ScoredPoint, SearchQuery } from "../vector-engine";
import { isIndexComplete, type CollectionState } from "./collection-state";
import { filteredSubset, searchSubset } from "./filtered-subset";
import type { GraphHit } from "./nearest-graph";
import { searchCheckingCandidates } from "./checked-candidates";
import { filterToSql, needsPayloads } from "./filter-sql";
import { SQL_FALSE } from "./filter/sql-literal";
import { keysToSql } from "./point-selector";
import { collectRows, forEachRow, toStoredPoint, type Row } from "./read-rows";
import { DISTANCE, KEY, PAYLOAD, VECTOR } from "./table-schema";
import { compareScores, lanceMetricOf, passesThreshold, prepareVector, scoreOf } from "./vector-math";

export interface SearchTuning {
  /** HNSW search breadth when the query sets none. */
  defaultEf: number;
  /**
   * Candidates taken from the index per result wanted. The index ranks by
   * quantized (SQ) distances; the engine re-scores the candidates from their
   * full vectors, so more candidates than results recovers what quantization
   * misranks (what LanceDB's refine factor does, without reading vectors twice).
   */
  candidatesPerResult: number;
  /** Points from which approximate searches go to the in-memory graph (below, every search is exact). */
  graphFrom: number;
}

export async function searchPoints(state: CollectionState, query: SearchQuery, isIndexed: boolean, tuning: SearchTuning): Promise<ScoredPoint[]> {
  const { distance, size } = state.spec;
  const wanted = query.offset + query.limit;
  const target = prepareVector(distance, query.vector, size);
  if (query.limit <= 0) return [];
  const graph = state.graph;
  const fromGraph = graph && !query.exact && graph.isCurrent && graph.pointCount >= tuning.graphFrom && distance !== "Manhattan";
  if (fromGraph && query.filter && (await needsPayloads(state, query.filter))) {
    // Tested on the graph's candidates, not on every row (checked-candidates.ts); null when too few pass.
    const checked = await searchCheckingCandidates(state, graph, target, wanted, query.hnswEf, query.filter);
    if (checked) return attachPayloads(state, toScored(checked, distance, query), query);
  }
  const where = await filterToSql(state, query.filter);
  if (where === SQL_FALSE) return [];
  if (fromGraph) {
    // A filter matching few enough points is scanned exactly; a broader one is applied to the graph's candidates.
    const subset = where === undefined ? undefined : await filteredSubset(state, where);
    const hits = subset?.rows ? searchSubset(subset.rows, distance, target, wanted) : graph.search(target, wanted, { breadth: query.hnswEf, allowed: subset?.seqs });
    return attachPayloads(state, toScored(hits, distance, query), query);
  }
  const useIndex = isIndexed && !query.exact;
  const rows =
    distance === "Manhattan" && !useIndex
      ? await scanNearest(state, target, where, wanted)
      : await lanceNearest(state, target, where, wanted, useIndex, query, tuning);
  const compare = compareScores(distance);
  const scored = rows
    .map((row) => ({ row, score: scoreOf(distance, target, row.vector ?? new Float32Array(size)) }))
    .sort((a, b) => compare(a.score, b.score))
    .slice(0, wanted)
    .filter(({ score }) => passesThreshold(distance, score, query.scoreThreshold))
    .slice(query.offset);
  return attachPayloads(state, scored, query);
}

/** The graph's hits past the score threshold and the offset, as rows (with the payload when it was read). */
function toScored(hits: readonly (GraphHit & { payload?: string })[], distance: Distance, query: SearchQuery): { row: Row; score: number }[] {
  return hits
    .filter(({ score }) => passesThreshold(distance, score, query.scoreThreshold))
    .slice(query.offset)
    .map(({ key, seq, score, payload }) => ({ row: { key, seq, payload: payload ?? null, vector: null, distance: null }, score }));
}

async function lanceNearest(
  state: CollectionState,
  target: Float32Array,
  where: string | undefined,
  wanted: number,
  useIndex: boolean,
  query: SearchQuery,
  tuning: SearchTuning,
): Promise<Row[]> {
  const isManhattan = state.spec.distance === "Manhattan";
  // Extra candidates: L2 only approximates L1, quantized distances misrank, and even
  // exact float32 distances may order near-ties at the edge differently from the final scores.
  const candidates = isManhattan
    ? Math.max(wanted * 4, wanted + 64)
    : useIndex
      ? Math.max(Math.ceil(wanted * tuning.candidatesPerResult), wanted + 10)
      : wanted + Math.min(16, Math.ceil(wanted / 4));
  return state.nearest.nearest(
    {
      metric: lanceMetricOf(state.spec.distance),
      columns: query.withPayload === false ? [KEY, VECTOR, DISTANCE] : [KEY, VECTOR, PAYLOAD, DISTANCE],
      candidates,
      where,
      ef: useIndex ? (query.hnswEf ?? tuning.defaultEf) : undefined,
      // Rows written since the index was built are scanned flat, unless there are none.
      indexOnly: useIndex && isIndexComplete(state),
    },
    target,
  );
}

/** Exact Manhattan: every matching vector, scored in memory, best kept. */
async function scanNearest(state: CollectionState, target: Float32Array, where: string | undefined, wanted: number): Promise<Row[]> {
  const compare = compareScores(state.spec.distance);
  let best: { row: Row; score: number }[] = [];
  const scan = state.table.query().select([KEY, VECTOR]);
  await forEachRow(where === undefined ? scan : scan.where(where), (row) => {
    const vector = row.vector ? Float32Array.from(row.vector) : new Float32Array(target.length);
    best.push({ row: { ...row, vector }, score: scoreOf(state.spec.distance, target, vector) });
    if (best.length >= wanted * 2 + 1024) best = best.sort((a, b) => compare(a.score, b.score)).slice(0, wanted);
  });
  return best.sort((a, b) => compare(a.score, b.score)).slice(0, wanted).map(({ row }) => row);
}

async function attachPayloads(state: CollectionState, scored: readonly { row: Row; score: number }[], options: ReadOptions): Promise<ScoredPoint[]> {
  const needsPayload = options.withPayload !== false;
  const needsVector = options.withVector === true;
  const missing = scored.filter(({ row }) => (needsPayload && row.payload === null) || (needsVector && row.vector === null)).map(({ row }) => row.key);
  const stored = new Map<string, Row>();
  if (missing.length > 0) {
    const columns = [KEY, ...(needsPayload ? [PAYLOAD] : []), ...(needsVector ? [VECTOR] : [])];
    for (const row of await collectRows(state.table.query().where(keysToSql(missing)).select(columns))) stored.set(row.key, row);
  }
  return scored.map(({ row, score }) => {
    const found = stored.get(row.key);
    return { ...toStoredPoint({ ...row, payload: row.payload ?? found?.payload ?? null, vector: row.vector ?? found?.vector ?? null }, options), score };
  });
}
