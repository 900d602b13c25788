// glove-100-mean: a text's vector is the mean of its words' GloVe vectors
// (glove-words.ts says which words), L2-normalised; the mean and the sum
// have the same direction, so the sum is normalised. A text with no word in
// the vocabulary has no vector: its row is reported, the caller refuses it.
import type { GloveVectors } from "./glove-store";
import { gloveRows } from "./glove-words";
import { l2Normalise } from "./l2-normalise";

export interface DenseBatch {
  /** texts × dimensions, row i is text i. */
  vectors: Float32Array;
  /** Texts that have no vector (their rows are zeros). */
  emptyRows: number[];
}

export function embedGloveMean(texts: readonly string[], glove: GloveVectors): DenseBatch {
  const { dimensions, matrix, rowOf } = glove;
  const vectors = new Float32Array(texts.length * dimensions);
  const emptyRows: number[] = [];
  const sum = new Float64Array(dimensions);
  texts.forEach((text, index) => {
    sum.fill(0);
    for (const row of gloveRows(text, rowOf)) {
      const start = row * dimensions;
      for (let d = 0; d < dimensions; d += 1) sum[d] = (sum[d] ?? 0) + (matrix[start + d] ?? 0);
    }
    if (l2Normalise(sum)) vectors.set(sum, index * dimensions);
    else emptyRows.push(index);
  });
  return { vectors, emptyRows };
}
