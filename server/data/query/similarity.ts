// Scores for queries the data plane computes itself, on the candidates'
// stored vectors, with Qdrant's formulas:
//   - a nearest score as every search reports it (cosine and dot similarity,
//     Euclid and Manhattan distance);
//   - the objectives of Qdrant's custom queries (recommend best_score and
//     sum_scores, discover, context, relevance_feedback), built on its internal similarity, where
//     larger is always nearer: the dot product for Cosine (unit vectors) and
//     Dot, minus the squared distance for Euclid, minus the L1 distance for
//     Manhattan. Their scores are returned as computed, larger is better.
// Stored Cosine vectors come from the engine at unit length, but uint8 ones,
// which it keeps as the bytes written, as Qdrant does (its cosine of bytes is
// their cosine): those are made unit length first (comparedStored).
// Sparse vectors compare by their dot product over the dimensions both hold,
// as Qdrant's sparse vectors do (their distance is Dot). Multi-vectors compare
// by MaxSim: over the first one's vectors, the best similarity to any of the
// second one's, summed.
import { isMultiVector, isSparseVector, type Distance, type SparseVector, type StoredVector, type VectorValue } from "../../engine/vector-engine";

/** The vector as stored and compared: unit length for Cosine (each of a multi-vector's); a sparse one sorted by index. */
export function prepared(distance: Distance, vector: VectorValue): VectorValue {
  if (isSparseVector(vector)) return sortedSparse(vector);
  if (isMultiVector(vector)) return vector.map((row) => preparedDense(distance, row));
  return preparedDense(distance, vector as readonly number[]);
}

/** A stored vector as compared here: as read, but a uint8 Cosine one (kept as written by the engine) made unit length. */
export function comparedStored(distance: Distance, isUint8: boolean, vector: StoredVector): VectorValue {
  return isUint8 && distance === "Cosine" ? prepared(distance, vector) : vector;
}

function preparedDense(distance: Distance, vector: readonly number[]): number[] {
  if (distance !== "Cosine") return [...vector];
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm > Number.EPSILON ? vector.map((value) => value / norm) : [...vector];
}

/** Qdrant's internal similarity of two prepared vectors: larger is nearer, for every distance. A multi-vector `a` is the query side of MaxSim. */
export function similarity(distance: Distance, a: VectorValue, b: VectorValue): number {
  if (isSparseVector(a) || isSparseVector(b)) return isSparseVector(a) && isSparseVector(b) ? sparseDot(a, b) : 0;
  if (isMultiVector(a) || isMultiVector(b)) {
    const [queries, rows] = [asRows(a), asRows(b)];
    return queries.reduce((total, query) => total + Math.max(...rows.map((row) => denseSimilarity(distance, query, row))), 0);
  }
  return denseSimilarity(distance, a as readonly number[], b as readonly number[]);
}

function asRows(vector: readonly number[] | readonly (readonly number[])[]): readonly (readonly number[])[] {
  return isMultiVector(vector) ? vector : [vector as readonly number[]];
}

function denseSimilarity(distance: Distance, a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (distance === "Euclid") sum -= (x - y) * (x - y);
    else if (distance === "Manhattan") sum -= Math.abs(x - y);
    else sum += x * y;
  }
  return sum;
}

/** The score a nearest search reports: similarity for Cosine and Dot, the distance for Euclid and Manhattan. */
export function nearestScore(distance: Distance, query: VectorValue, vector: VectorValue): number {
  const internal = similarity(distance, query, vector);
  if (distance === "Euclid") return Math.sqrt(-internal);
  if (distance === "Manhattan") return -internal;
  return internal;
}

/** Whether larger nearest scores are nearer (similarities) or smaller ones (distances). */
export function isLargerBetter(distance: Distance): boolean {
  return distance === "Cosine" || distance === "Dot";
}

/** x / (1 + |x|): a sigmoid without an exponent, in (-1, 1), as Qdrant computes it. */
function fastSigmoid(x: number): number {
  return x / (1 + Math.abs(x));
}

/** fastSigmoid scaled into (0, 1). */
function scaledFastSigmoid(x: number): number {
  return 0.5 * (fastSigmoid(x) + 1);
}

/** The dot product of two sparse vectors sorted by index. */
function sparseDot(a: SparseVector, b: SparseVector): number {
  let sum = 0;
  for (let i = 0, j = 0; i < a.indices.length && j < b.indices.length; ) {
    const [x, y] = [a.indices[i] ?? 0, b.indices[j] ?? 0];
    if (x === y) sum += (a.values[i++] ?? 0) * (b.values[j++] ?? 0);
    else if (x < y) i += 1;
    else j += 1;
  }
  return sum;
}

function sortedSparse({ indices, values }: SparseVector): SparseVector {
  const order = Array.from(indices.keys()).sort((a, b) => (indices[a] ?? 0) - (indices[b] ?? 0));
  return { indices: order.map((i) => indices[i] ?? 0), values: order.map((i) => values[i] ?? 0) };
}

export interface ContextPairVectors {
  positive: VectorValue;
  negative: VectorValue;
}

/** A custom query's objective over one candidate vector (prepared); larger is better. Examples are the query side of MaxSim. */
export type Objective = (vector: VectorValue) => number;

/** recommend with strategy best_score: the best positive's similarity, or minus the best negative's when that one is nearer. */
export function bestScoreObjective(distance: Distance, positives: readonly VectorValue[], negatives: readonly VectorValue[]): Objective {
  return (vector) => {
    const best = (examples: readonly VectorValue[]) => examples.reduce((max, example) => Math.max(max, similarity(distance, example, vector)), -Infinity);
    const positive = best(positives);
    const negative = best(negatives);
    return positive > negative ? scaledFastSigmoid(positive) : -scaledFastSigmoid(negative);
  };
}

/** recommend with strategy sum_scores: the positives' similarities summed, minus the negatives'. */
export function sumScoresObjective(distance: Distance, positives: readonly VectorValue[], negatives: readonly VectorValue[]): Objective {
  return (vector) => {
    const sum = (examples: readonly VectorValue[]) => examples.reduce((total, example) => total + similarity(distance, example, vector), 0);
    return sum(positives) - sum(negatives);
  };
}

/** discover: +1 per pair whose positive is nearer than its negative, -1 otherwise, plus the target's similarity squashed into (0, 1). */
export function discoverObjective(distance: Distance, target: VectorValue, pairs: readonly ContextPairVectors[]): Objective {
  return (vector) => {
    const rank = pairs.reduce((total, pair) => total + (similarity(distance, pair.positive, vector) > similarity(distance, pair.negative, vector) ? 1 : -1), 0);
    return rank + scaledFastSigmoid(similarity(distance, target, vector));
  };
}

/** context: per pair, the squashed shortfall of the positive's similarity over the negative's (0 once past it), summed. */
export function contextObjective(distance: Distance, pairs: readonly ContextPairVectors[]): Objective {
  return (vector) =>
    pairs.reduce((total, pair) => {
      const difference = similarity(distance, pair.positive, vector) - similarity(distance, pair.negative, vector) - Number.EPSILON;
      return total + fastSigmoid(Math.min(difference, 0));
    }, 0);
}

export interface FeedbackExample {
  vector: VectorValue;
  /** The feedback model's score of the example: larger is more relevant. */
  score: number;
}

/**
 * relevance_feedback with the naive strategy (Qdrant's FeedbackQuery):
 * a·sim(target) plus, for every ordered pair of examples whose scores differ by
 * more than 0 (p scored above n), (score_p − score_n)^b · c · (sim(p) − sim(n)).
 * Coefficients and scores are f32s, as Qdrant reads them.
 */
export function naiveFeedbackObjective(distance: Distance, target: VectorValue, examples: readonly FeedbackExample[], coefficients: { a: number; b: number; c: number }): Objective {
  const [a, b, c] = [coefficients.a, coefficients.b, coefficients.c].map(Math.fround) as [number, number, number];
  const pairs: { positive: VectorValue; negative: VectorValue; weight: number }[] = [];
  examples.forEach((positive, i) =>
    examples.forEach((negative, j) => {
      const confidence = Math.fround(Math.fround(positive.score) - Math.fround(negative.score));
      if (i === j || !(confidence > 0)) return;
      pairs.push({ positive: positive.vector, negative: negative.vector, weight: Math.fround(Math.fround(Math.pow(confidence, b)) * c) });
    }),
  );
  return (vector) =>
    pairs.reduce((score, pair) => score + pair.weight * (similarity(distance, pair.positive, vector) - similarity(distance, pair.negative, vector)), a * similarity(distance, target, vector));
}
