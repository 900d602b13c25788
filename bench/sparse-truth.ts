// Brute-force answers for the sparse benchmark, computed once and cached in
// bench/.cache: per query, the exact sparse top-50 (every base row scored by
// the dot product with idf, as the collection's `modifier: idf` asks:
// each query weight times ln((N − n + 0.5)/(n + 0.5) + 1), N the rows holding
// the vector, n those holding the term), the exact sparse top-10 among one
// part of speech (the filtered query), and the exact dense top-50 by cosine.
// The hybrid answer is fused from the two top-50s here (fusedTruth), with
// Qdrant's reciprocal rank fusion as server/data/query/fusion.ts has it.
import fs from "node:fs";
import path from "node:path";
import { CACHE_DIR } from "./cache-dir";
import { DENSE_DIMENSIONS, type GlossEmbeddings } from "./gloss-embeddings";
import { RECALL_K } from "./glove";
import type { WordnetBm25 } from "./wordnet-bm25";

/** Depth of the exact lists: the hybrid query's prefetch limit. */
export const TRUTH_DEPTH = 50;
/** RRF's k as the service uses it (fusion.ts: 1 / (position + k), positions from 0). */
export const RRF_K = 2;
/** Bumped whenever the data set or a formula changes, so that an old cache is not read. */
const CACHE_VERSION = 2;

/** queryCount rows of `depth` base rows, best first, -1 past the last match; and their scores. */
export interface TopLists {
  depth: number;
  ids: Int32Array;
  scores: Float64Array;
}

export interface GroundTruth {
  sparse: TopLists;
  /** Among the rows whose part of speech is `filterPartOfSpeech`. */
  filtered: TopLists;
  dense: TopLists;
}

export function topIds(lists: TopLists, query: number, count = lists.depth): number[] {
  return Array.from(lists.ids.subarray(query * lists.depth, query * lists.depth + count)).filter((id) => id >= 0);
}

/** Each term's idf over the base; ids past the vocabulary (query-only terms) hold no row. */
export function idfOf(dataset: WordnetBm25): Float64Array {
  const holding = new Int32Array(dataset.vocabularySize);
  for (const id of dataset.base.indices) holding[id] = (holding[id] ?? 0) + 1;
  const total = dataset.baseCount;
  return Float64Array.from(holding, (n) => Math.log((total - n + 0.5) / (n + 0.5) + 1));
}

/** The exact score of one base row for one query (0 when they share no term). */
export function sparseScore(dataset: WordnetBm25, idf: Float64Array, query: number, row: number): number {
  const { base, queries } = dataset;
  let [q, r] = [queries.offsets[query] ?? 0, base.offsets[row] ?? 0];
  const [qEnd, rEnd] = [queries.offsets[query + 1] ?? 0, base.offsets[row + 1] ?? 0];
  let score = 0;
  while (q < qEnd && r < rEnd) {
    const [qi, ri] = [queries.indices[q] ?? 0, base.indices[r] ?? 0];
    if (qi === ri) score += (queries.values[q] ?? 0) * (idf[qi] ?? 0) * (base.values[r] ?? 0);
    if (qi <= ri) q += 1;
    if (ri <= qi) r += 1;
  }
  return score;
}

/** The hybrid query's exact answer, and what else would be right where scores tie. */
export interface FusedTruth {
  /** RRF over the exact dense and sparse top-50s: point id → fused score, best first. */
  fused: Map<number, number>;
  /**
   * The best fused score a point could have had: in each list, its rank taken
   * as the first of the points that tie with it (within the tolerance), and a
   * point left out of a list but tying with its last one taken as in it, at
   * that tie's first rank. Where scores tie, any order is right.
   */
  best(id: number): number;
}

/** `scoreOf` gives any point's exact dense and sparse score for the query. */
export function fusedTruth(truth: GroundTruth, query: number, tieTolerance: number, scoreOf: readonly [(id: number) => number, (id: number) => number]): FusedTruth {
  const fused = new Map<number, number>();
  const lists = [truth.dense, truth.sparse].map((list) => {
    const scores = list.scores.subarray(query * list.depth, (query + 1) * list.depth);
    const rankOf = new Map<number, number>();
    let firstOfTie = 0;
    const ids = topIds(list, query);
    ids.forEach((id, position) => {
      if ((scores[firstOfTie] ?? 0) - (scores[position] ?? 0) > tieTolerance) firstOfTie = position;
      rankOf.set(id, firstOfTie);
      fused.set(id, (fused.get(id) ?? 0) + 1 / (position + RRF_K));
    });
    return { rankOf, isFull: ids.length === list.depth, lastScore: scores[ids.length - 1] ?? Infinity, lastTieRank: firstOfTie };
  });
  const best = (id: number): number =>
    lists.reduce((sum, list, at) => {
      const rank = list.rankOf.get(id) ?? (list.isFull && (scoreOf[at]?.(id) ?? -Infinity) >= list.lastScore - tieTolerance ? list.lastTieRank : undefined);
      return rank === undefined ? sum : sum + 1 / (rank + RRF_K);
    }, 0);
  return { fused: new Map([...fused].sort((a, b) => b[1] - a[1])), best };
}

export function loadGroundTruth(dataset: WordnetBm25, embeddings: GlossEmbeddings, filterPartOfSpeech: number): GroundTruth {
  const file = path.join(CACHE_DIR, `wordnet-truth-v${CACHE_VERSION}-${dataset.baseCount}-${dataset.queryCount}-${embeddings.kind}-pos${filterPartOfSpeech}.bin`);
  if (fs.existsSync(file)) return readCache(file, dataset.queryCount);
  const idf = idfOf(dataset);
  const [sparse, filtered] = sparseTopLists(dataset, idf, filterPartOfSpeech);
  const truth = { sparse, filtered, dense: denseTopLists(embeddings, dataset) };
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const parts = [truth.sparse, truth.filtered, truth.dense].flatMap((lists) => [lists.ids, lists.scores]);
  fs.writeFileSync(`${file}.tmp`, Buffer.concat(parts.map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength))));
  fs.renameSync(`${file}.tmp`, file);
  return truth;
}

/** Every base row scored for every query, the plain way: a pass over the row's terms with the query's weights in an array. */
function sparseTopLists(dataset: WordnetBm25, idf: Float64Array, filterPartOfSpeech: number): [TopLists, TopLists] {
  const { base, queries } = dataset;
  const all = emptyLists(dataset.queryCount, TRUTH_DEPTH);
  const filtered = emptyLists(dataset.queryCount, RECALL_K);
  const weights = new Float64Array(dataset.vocabularySize);
  for (let query = 0; query < dataset.queryCount; query += 1) {
    const terms = Array.from(queries.indices.subarray(queries.offsets[query] ?? 0, queries.offsets[query + 1] ?? 0)).filter((id) => id < dataset.vocabularySize);
    terms.forEach((id, at) => (weights[id] = (queries.values[(queries.offsets[query] ?? 0) + at] ?? 0) * (idf[id] ?? 0)));
    const [best, bestFiltered] = [new TopK(TRUTH_DEPTH), new TopK(RECALL_K)];
    for (let row = 0; row < dataset.baseCount; row += 1) {
      let score = 0;
      for (let at = base.offsets[row] ?? 0; at < (base.offsets[row + 1] ?? 0); at += 1) score += (weights[base.indices[at] ?? 0] ?? 0) * (base.values[at] ?? 0);
      if (score <= 0) continue;
      best.offer(row, score);
      if (dataset.partOfSpeech[row] === filterPartOfSpeech) bestFiltered.offer(row, score);
    }
    best.writeTo(all, query);
    bestFiltered.writeTo(filtered, query);
    for (const id of terms) weights[id] = 0;
  }
  return [all, filtered];
}

/** Cosine over unit vectors: the dot product. */
function denseTopLists(embeddings: GlossEmbeddings, dataset: WordnetBm25): TopLists {
  const lists = emptyLists(dataset.queryCount, TRUTH_DEPTH);
  const { base, queries } = embeddings;
  for (let query = 0; query < dataset.queryCount; query += 1) {
    const best = new TopK(TRUTH_DEPTH);
    const offset = query * DENSE_DIMENSIONS;
    for (let row = 0; row < dataset.baseCount; row += 1) {
      const start = row * DENSE_DIMENSIONS;
      let score = 0;
      for (let d = 0; d < DENSE_DIMENSIONS; d += 1) score += (queries[offset + d] ?? 0) * (base[start + d] ?? 0);
      best.offer(row, score);
    }
    best.writeTo(lists, query);
  }
  return lists;
}

function emptyLists(queryCount: number, depth: number): TopLists {
  return { depth, ids: new Int32Array(queryCount * depth).fill(-1), scores: new Float64Array(queryCount * depth) };
}

/** The `size` best rows offered, kept sorted (best first; the earlier row first among equal scores). */
class TopK {
  private readonly rows: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly size: number) {}

  offer(row: number, score: number): void {
    if (this.rows.length === this.size && score <= (this.scores[this.size - 1] ?? -Infinity)) return;
    let at = this.rows.length;
    while (at > 0 && (this.scores[at - 1] ?? -Infinity) < score) at -= 1;
    this.rows.splice(at, 0, row);
    this.scores.splice(at, 0, score);
    if (this.rows.length > this.size) {
      this.rows.pop();
      this.scores.pop();
    }
  }

  writeTo(lists: TopLists, query: number): void {
    lists.ids.set(this.rows, query * lists.depth);
    lists.scores.set(this.scores, query * lists.depth);
  }
}

function readCache(file: string, queryCount: number): GroundTruth {
  const bytes = fs.readFileSync(file);
  let offset = 0;
  const take = (depth: number): TopLists => {
    const count = queryCount * depth;
    const ids = new Int32Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 4));
    offset += count * 4;
    const scores = new Float64Array(bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + count * 8));
    offset += count * 8;
    return { depth, ids, scores };
  };
  return { sparse: take(TRUTH_DEPTH), filtered: take(RECALL_K), dense: take(TRUTH_DEPTH) };
}
