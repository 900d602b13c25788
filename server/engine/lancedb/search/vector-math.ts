// Qdrant's scores. LanceDB ranks candidates (dot for Cosine and Dot, squared L2
// for Euclid and Manhattan, which has no native metric); the engine then scores
// every candidate exactly from its stored vector, so scores are the same whether
// they came from the index or a flat scan:
//   Cosine     vectors normalised at insert, score = dot product (similarity)
//   Dot        score = dot product (similarity)
//   Euclid     score = L2 distance, not squared
//   Manhattan  score = L1 distance
import { isMultiVector, type Distance } from "../../vector-engine";
import type { VectorColumn } from "../table/table-schema";
import { AppError } from "../../../errors";

export type LanceMetric = "dot" | "l2";

export function lanceMetricOf(distance: Distance): LanceMetric {
  return distance === "Cosine" || distance === "Dot" ? "dot" : "l2";
}

export function isSimilarity(distance: Distance): boolean {
  return distance === "Cosine" || distance === "Dot";
}

/** The vector as stored and searched: float32, unit length for Cosine (a zero vector stays zero, as in Qdrant). */
export function prepareVector(distance: Distance, vector: readonly number[], size: number): Float32Array {
  if (vector.length !== size) {
    throw new AppError("bad_request", `Vector dimension error: expected dim: ${size}, got ${vector.length}`);
  }
  const prepared = Float32Array.from(vector);
  if (!prepared.every(Number.isFinite)) throw new AppError("bad_request", "Vector contains NaN or infinite values");
  if (distance !== "Cosine") return prepared;
  let norm = 0;
  for (const value of prepared) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > Number.EPSILON) for (let i = 0; i < prepared.length; i += 1) prepared[i] = (prepared[i] ?? 0) / norm;
  return prepared;
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

/** A multi-vector's rows (a single vector is one row), each prepared, side by side. */
export function prepareMultiVector(field: VectorColumn, value: readonly number[] | readonly (readonly number[])[]): Float32Array {
  const rows = isMultiVector(value) ? value : [value as readonly number[]];
  if (rows.length === 0) throw new AppError("bad_request", `Multi-vector ${field.name || '""'} needs at least one vector`);
  const prepared = new Float32Array(rows.length * field.size);
  rows.forEach((row, index) => prepared.set(prepareVector(field.distance, row, field.size), index * field.size));
  return prepared;
}
