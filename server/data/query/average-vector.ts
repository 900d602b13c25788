// recommend's average_vector strategy: the query vector made from the
// examples, avg(positive) + (avg(positive) - avg(negative)), as Qdrant's
// avg_vector_for_recommendation makes it; of sparse vectors, over the
// dimensions any of them holds. Multi-vectors have no average. Of a uint8
// vector, the average is made bytes, as Qdrant casts every query of one (`as
// u8`: vector-inputs.ts, toByte).
import { isMultiVector, isSparseVector, type SparseVector, type VectorValue } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";
import { toByte } from "../points/vector-inputs";

/** avg(positive), or avg(positive) + (avg(positive) - avg(negative)); of sparse vectors, over the dimensions any of them holds; bytes for a uint8 vector. */
export function averageVector(positives: readonly VectorValue[], negatives: readonly VectorValue[], isUint8 = false): VectorValue {
  if ([...positives, ...negatives].some(isMultiVector)) throw wrongInput("The average_vector strategy does not apply to multi-vectors: use best_score or sum_scores");
  if (positives.some(isSparseVector)) return averageSparse(positives as SparseVector[], negatives as SparseVector[]);
  const average = averageDense(positives as number[][], negatives as number[][]);
  return isUint8 ? average.map(toByte) : average;
}

function averageSparse(positives: readonly SparseVector[], negatives: readonly SparseVector[]): SparseVector {
  const mean = (vectors: readonly SparseVector[]) => {
    const sum = new Map<number, number>();
    for (const { indices, values } of vectors) indices.forEach((index, i) => sum.set(index, (sum.get(index) ?? 0) + (values[i] ?? 0) / vectors.length));
    return sum;
  };
  const positive = mean(positives);
  const negative = negatives.length === 0 ? null : mean(negatives);
  const indices = [...new Set([...positive.keys(), ...(negative?.keys() ?? [])])].sort((a, b) => a - b);
  const valueAt = (index: number) => (negative ? 2 * (positive.get(index) ?? 0) - (negative.get(index) ?? 0) : (positive.get(index) ?? 0));
  return { indices, values: indices.map(valueAt) };
}

function averageDense(positives: readonly number[][], negatives: readonly number[][]): number[] {
  const mean = (vectors: readonly number[][]) => {
    const sum = new Array<number>(vectors[0]?.length ?? 0).fill(0);
    for (const vector of vectors) vector.forEach((value, index) => (sum[index] = (sum[index] ?? 0) + value));
    return sum.map((value) => value / vectors.length);
  };
  const positive = mean(positives);
  if (negatives.length === 0) return positive;
  const negative = mean(negatives);
  return positive.map((value, index) => 2 * value - (negative[index] ?? 0));
}
