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
// re-ranked by L1, or from an exact scan when exactness is needed. A uint8
// Cosine vector, kept as written, is ranked by LanceDB's cosine through its
// index, but scanned exactly here otherwise: LanceDB's flat cosine leaves zero
// vectors out, where Qdrant scores them 0. A sparse
// vector is searched in its inverted index (sparse-index.ts), exactly, the
// filter applied as the seqs it matches.
import { AppError } from "../../../errors";
import { isMultiVector, isSparseVector, type Distance, type ReadOptions, type ScoredPoint, type SearchQuery } from "../../vector-engine";
import { showsVectorList, sparseField, vectorField, type CollectionState, type SparseField, type VectorField } from "../collection-state";
import { isIndexComplete } from "../maintenance/index-coverage";
import { filteredSeqs, filteredSubset, searchSubset } from "./filtered-subset";
import type { GraphHit } from "../graph/nearest-graph";
import { searchCheckingCandidates } from "./checked-candidates";
import { filterToSql, needsPayloads } from "../filter/filter-sql";
import { SQL_FALSE } from "../filter/sql-literal";
import { keysToSql } from "../table/selector-sql";
import { collectRows, forEachRow, type Row } from "../table/arrow-rows";
import { columnsFor, sparseRead, toStoredPoint, vectorsRead } from "../table/stored-point";
import type { MultiVectorStore } from "../../vectors/multi-vector-store";
import { prepareSparse } from "../../vectors/sparse-vector";
import { DISTANCE, KEY, VECTOR } from "../table/table-schema";
import { compareScores, isKeptAsWritten, passesThreshold, prepareMultiVector, prepareVector, storedScorer } from "../../vectors/vector-math";
import { lanceMetricOf } from "./lance-metric";

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
  const sparse = sparseField(state, query.using);
  if (sparse) return searchSparse(state, sparse, query);
  const field = vectorField(state, query.using);
  if (field.multi) return searchMulti(state, field, field.multi, query);
  const { distance, size, graph } = field;
  const wanted = query.offset + query.limit;
  if (isSparseVector(query.vector) || isMultiVector(query.vector)) throw new AppError("bad_request", `Vector ${query.using || '""'} holds one dense vector per point: search it with a list of numbers`);
  const target = prepareVector(distance, query.vector, size);
  if (query.limit <= 0) return [];
  const fromGraph = graph && !query.exact && graph.isCurrent && graph.pointCount >= tuning.graphFrom && distance !== "Manhattan";
  if (fromGraph && query.filter && (await needsPayloads(state, query.filter))) {
    // Tested on the graph's candidates, not on every row (checked-candidates.ts); null when too few pass.
    const checked = await searchCheckingCandidates(state, graph, target, wanted, query.hnswEf, query.filter);
    if (checked) return attachPayloads(state, toScored(checked, distance, query), query);
  }
  const filterWhere = await filterToSql(state, query.filter);
  if (filterWhere === SQL_FALSE) return [];
  if (fromGraph) {
    // A filter matching few enough points is scanned exactly; a broader one is applied to the graph's candidates.
    const subset = filterWhere === undefined ? undefined : await filteredSubset(state, field, filterWhere);
    const hits = subset?.rows ? searchSubset(subset.rows, distance, target, wanted) : graph.search(target, wanted, { breadth: query.hnswEf, allowed: subset?.seqs });
    return attachPayloads(state, toScored(hits, distance, query), query);
  }
  // LanceDB's own index covers the unnamed vector; a named one is scanned, skipping the points that lack it. LanceDB's
  // searches of the unnamed vector, flat or through its index, skip the rows where it is null by themselves: no WHERE
  // for them, which would send the search down LanceDB's slower prefilter path.
  const useIndex = isIndexed && !query.exact && field.column === VECTOR;
  const where = field.column === VECTOR ? filterWhere : [`${field.column} IS NOT NULL`, ...(filterWhere === undefined ? [] : [`(${filterWhere})`])].join(" AND ");
  // An exact search of Manhattan (LanceDB has no L1) or of a vector kept as written (LanceDB's cosine leaves zero vectors out) is a scan here.
  const rows =
    !useIndex && (distance === "Manhattan" || isKeptAsWritten(field))
      ? await scanNearest(state, field, target, where, wanted)
      : await lanceNearest(state, field, target, where, wanted, useIndex, query, tuning);
  const compare = compareScores(distance);
  const scoreStored = storedScorer(field);
  const scored = rows
    .flatMap((row) => (row.vector ? [{ row, score: scoreStored(target, row.vector) }] : []))
    .sort((a, b) => compare(a.score, b.score))
    .slice(0, wanted)
    .filter(({ score }) => passesThreshold(distance, score, query.scoreThreshold))
    .slice(query.offset);
  return attachPayloads(state, scored, query);
}

/**
 * Points sharing dimensions with the query, best dot product first; the filter is applied as the seqs it matches, and
 * so is the idf's corpus, when it has one.
 */
async function searchSparse(state: CollectionState, field: SparseField, query: SearchQuery): Promise<ScoredPoint[]> {
  if (!isSparseVector(query.vector)) throw new AppError("bad_request", `Vector ${field.name} is sparse: search it with {indices, values}`);
  const target = prepareSparse(query.vector);
  if (query.limit <= 0) return [];
  const where = await filterToSql(state, query.filter);
  if (where === SQL_FALSE) return [];
  const allowed = where === undefined ? undefined : await filteredSeqs(state, where);
  const hits = field.index.search(target, query.offset + query.limit, allowed, await idfCorpusOf(state, field, query.idfCorpus));
  // Dot products: larger is better, as for Dot.
  return attachPayloads(state, toScored(hits, "Dot", query), query);
}

/** The seqs an idf is counted over: undefined for every row (no corpus, or no idf to count). */
async function idfCorpusOf(state: CollectionState, field: SparseField, corpus: SearchQuery["idfCorpus"]): Promise<ReadonlySet<number> | undefined> {
  if (corpus === undefined || field.index.modifier !== "idf") return undefined;
  const where = await filterToSql(state, corpus);
  if (where === undefined) return undefined;
  return where === SQL_FALSE ? new Set() : filteredSeqs(state, where);
}

/** Every point holding the multi-vector, scored by MaxSim against the query's vectors; the filter is applied as the seqs it matches. */
async function searchMulti(state: CollectionState, field: VectorField, store: MultiVectorStore, query: SearchQuery): Promise<ScoredPoint[]> {
  if (isSparseVector(query.vector)) throw new AppError("bad_request", `Vector ${field.name || '""'} is a multi-vector: search it with a list of vectors`);
  const target = prepareMultiVector(field, query.vector, false);
  if (query.limit <= 0) return [];
  const where = await filterToSql(state, query.filter);
  if (where === SQL_FALSE) return [];
  const allowed = where === undefined ? undefined : await filteredSeqs(state, where);
  return attachPayloads(state, toScored(store.search(target, query.offset + query.limit, allowed), field.distance, query), query);
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
  field: VectorField,
  target: Float32Array,
  where: string | undefined,
  wanted: number,
  useIndex: boolean,
  query: SearchQuery,
  tuning: SearchTuning,
): Promise<Row[]> {
  const isManhattan = field.distance === "Manhattan";
  // Extra candidates: L2 only approximates L1, quantized distances misrank, and even
  // exact float32 distances may order near-ties at the edge differently from the final scores.
  const candidates = isManhattan
    ? Math.max(wanted * 4, wanted + 64)
    : useIndex
      ? Math.max(Math.ceil(wanted * tuning.candidatesPerResult), wanted + 10)
      : wanted + Math.min(16, Math.ceil(wanted / 4));
  return state.nearest.nearest(
    {
      metric: lanceMetricOf(field),
      column: field.column,
      columns: columnsFor(state, query, [KEY, field.column, DISTANCE]),
      candidates,
      where,
      ef: useIndex ? (query.hnswEf ?? tuning.defaultEf) : undefined,
      // Rows written since the index was built are scanned flat, unless there are none.
      indexOnly: useIndex && isIndexComplete(state),
    },
    target,
  );
}

/** An exact scan: every matching vector, scored in memory, best kept. */
async function scanNearest(state: CollectionState, field: VectorField, target: Float32Array, where: string | undefined, wanted: number): Promise<Row[]> {
  const compare = compareScores(field.distance);
  const scoreStored = storedScorer(field);
  let best: { row: Row; score: number }[] = [];
  const scan = state.table.query().select([KEY, field.column]);
  await forEachRow(where === undefined ? scan : scan.where(where), (row) => {
    if (!row.vector) return;
    const vector = Float32Array.from(row.vector);
    best.push({ row: { ...row, vector }, score: scoreStored(target, vector) });
    if (best.length >= wanted * 2 + 1024) best = best.sort((a, b) => compare(a.score, b.score)).slice(0, wanted);
  }, field.column);
  return best.sort((a, b) => compare(a.score, b.score)).slice(0, wanted).map(({ row }) => row);
}

async function attachPayloads(state: CollectionState, scored: readonly { row: Row; score: number }[], options: ReadOptions): Promise<ScoredPoint[]> {
  const needsPayload = options.withPayload !== false;
  const needsVectors = vectorsRead(state, options).length + sparseRead(state, options).length > 0;
  const isList = showsVectorList(state);
  // Rows from LanceDB carry what the search read; rows from the graph and sparse indexes carry neither payload, vectors nor shard.
  const hasVectors = (row: Row) => !needsVectors || (isList ? row.vector !== null : row.vectors !== undefined);
  const lacksShard = (row: Row) => state.isSharded && row.shard === undefined;
  const missing = scored.filter(({ row }) => (needsPayload && row.payload === null) || !hasVectors(row) || lacksShard(row)).map(({ row }) => row.key);
  const stored = new Map<string, Row>();
  if (missing.length > 0) {
    const rows = await collectRows(state.table.query().where(keysToSql(missing)).select(columnsFor(state, options)), { allVectors: true });
    for (const row of rows) stored.set(row.key, row);
  }
  return scored.map(({ row, score }) => {
    const found = stored.get(row.key);
    const withVectors = found && !hasVectors(row) ? { ...row, vector: found.vector, vectors: found.vectors, sparse: found.sparse } : row;
    return { ...toStoredPoint(state, { ...withVectors, payload: row.payload ?? found?.payload ?? null, shard: row.shard ?? found?.shard }, options), score };
  });
}
