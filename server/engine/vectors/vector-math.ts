// Qdrant's scores, for every engine. LanceDB ranks candidates (dot for Cosine and Dot, squared L2
// for Euclid and Manhattan, which has no native metric); the engine then scores
// every candidate exactly from its stored vector, so scores are the same whether
// they came from the index or a flat scan:
//   Cosine     vectors normalised at insert, score = dot product (similarity)
//   Dot        score = dot product (similarity)
//   Euclid     score = L2 distance, not squared
//   Manhattan  score = L1 distance
// A uint8 Cosine vector is the exception: Qdrant keeps its bytes as written and
// computes the cosine at score time (lib/segment/src/spaces/metric_uint/
// simple_cosine.rs: preprocess is the identity, the score dot / sqrt(norm1 ·
// norm2), 0 when a norm is 0), so its reads give back the bytes. The table
// keeps it so too (isKeptAsWritten); what scores stored vectors in memory (the
// search graph, the multi-vector store, the exact scan of a filtered subset)
// holds unit-length copies; LanceDB's index ranks it by its cosine metric, and
// an exact search scores it from the table (storedScorer).
import { isMultiVector, type Distance, type VectorSpec } from "../vector-engine";
import { AppError } from "../../errors";

/** What a vector's settings say of how it is stored and compared. */
export type VectorKind = Pick<VectorSpec, "distance" | "datatype">;

/** Whether the table keeps the vector as written where Cosine would have it at unit length: uint8 Cosine vectors, as Qdrant keeps their bytes. */
export function isKeptAsWritten({ distance, datatype }: VectorKind): boolean {
  return distance === "Cosine" && datatype === "uint8";
}

export function isSimilarity(distance: Distance): boolean {
  return distance === "Cosine" || distance === "Dot";
}

/**
 * The vector as stored and searched: float32, unit length for Cosine (a zero vector stays zero, as in Qdrant), unless
 * `isAsWritten` (a stored vector the table keeps as written: isKeptAsWritten). A query is always prepared for its distance.
 */
export function prepareVector(distance: Distance, vector: readonly number[], size: number, isAsWritten = false): Float32Array {
  if (vector.length !== size) {
    throw new AppError("bad_request", `Vector dimension error: expected dim: ${size}, got ${vector.length}`);
  }
  const prepared = Float32Array.from(vector);
  if (!prepared.every(Number.isFinite)) throw new AppError("bad_request", "Vector contains NaN or infinite values");
  if (distance !== "Cosine" || isAsWritten) return prepared;
  return toUnitLength(prepared, prepared);
}

/** `vector` scaled to unit length into `into` (a zero vector stays zero); `into` may be `vector` itself. */
export function toUnitLength(vector: Float32Array, into: Float32Array = new Float32Array(vector.length)): Float32Array {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm <= Number.EPSILON) {
    if (into !== vector) into.set(vector);
    return into;
  }
  for (let i = 0; i < vector.length; i += 1) into[i] = (vector[i] ?? 0) / norm;
  return into;
}

/**
 * How a search scores a stored vector read from the table against its prepared query: scoreOf, or, for a vector kept
 * as written, its cosine to the (unit-length) query, as Qdrant's cosine_similarity_bytes gives it (0 for a zero vector).
 */
export function storedScorer(vector: VectorKind): (query: Float32Array, stored: Float32Array) => number {
  if (!isKeptAsWritten(vector)) return (query, stored) => scoreOf(vector.distance, query, stored);
  return (query, stored) => {
    let dot = 0;
    let norm = 0;
    for (let i = 0; i < query.length; i += 1) {
      const value = stored[i] ?? 0;
      dot += (query[i] ?? 0) * value;
      norm += value * value;
    }
    return norm === 0 ? 0 : dot / Math.sqrt(norm);
  };
}

export function scoreOf(distance: Distance, query: Float32Array, stored: Float32Array): number {
  let sum = 0;
  switch (distance) {
    case "Cosine":
    case "Dot":
      for (let i = 0; i < query.length; i += 1) sum += (query[i] ?? 0) * (stored[i] ?? 0);
      return sum;
    case "Euclid":
      for (let i = 0; i < query.length; i += 1) sum += ((query[i] ?? 0) - (stored[i] ?? 0)) ** 2;
      return Math.sqrt(sum);
    case "Manhattan":
      for (let i = 0; i < query.length; i += 1) sum += Math.abs((query[i] ?? 0) - (stored[i] ?? 0));
      return sum;
  }
}

/** Sort order: nearest first (highest similarity, or lowest distance). */
export function compareScores(distance: Distance): (a: number, b: number) => number {
  return isSimilarity(distance) ? (a, b) => b - a : (a, b) => a - b;
}

/** score_threshold: a minimum similarity, or a maximum distance. */
export function passesThreshold(distance: Distance, score: number, threshold: number | undefined): boolean {
  if (threshold === undefined) return true;
  return isSimilarity(distance) ? score >= threshold : score <= threshold;
}

/** A multi-vector's rows (a single vector is one row), each prepared (as stored when `isStored`, else as a query), side by side. */
export function prepareMultiVector(field: VectorKind & { name: string; size: number }, value: readonly number[] | readonly (readonly number[])[], isStored: boolean): Float32Array {
  const rows = isMultiVector(value) ? value : [value as readonly number[]];
  if (rows.length === 0) throw new AppError("bad_request", `Multi-vector ${field.name || '""'} needs at least one vector`);
  const isAsWritten = isStored && isKeptAsWritten(field);
  const prepared = new Float32Array(rows.length * field.size);
  rows.forEach((row, index) => prepared.set(prepareVector(field.distance, row, field.size, isAsWritten), index * field.size));
  return prepared;
}
