// The metric LanceDB's own index and flat search rank a vector by (vector-math.ts says how scores follow from it).
import { isKeptAsWritten, type VectorKind } from "../../vectors/vector-math";

export type LanceMetric = "dot" | "l2" | "cosine";

export function lanceMetricOf(vector: VectorKind): LanceMetric {
  if (isKeptAsWritten(vector)) return "cosine";
  return vector.distance === "Cosine" || vector.distance === "Dot" ? "dot" : "l2";
}
