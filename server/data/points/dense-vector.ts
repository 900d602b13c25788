// The vector a point or a query gives, as a collection here holds it: one
// unnamed dense vector of the collection's dimension. {"": [...]} (the
// unnamed vector's name in Qdrant) is that vector; any other name does not
// exist here, and multi-vectors, sparse vectors and inference objects are
// refused.
import type { Vector, VectorStruct } from "../../../contract/qdrant/vectors";
import { vectorDimensionError, wrongInput } from "../qdrant-errors";

export function denseVector(vector: VectorStruct | Vector, size: number, path: string): number[] {
  if (Array.isArray(vector)) {
    if (!isDense(vector)) throw wrongInput(`Multi-vectors are not supported: ${path} must be a list of numbers`);
    if (vector.length !== size) throw vectorDimensionError(size, vector.length);
    return vector;
  }
  if ("model" in vector) throw wrongInput(`Inference objects are not supported: send vectors (${path})`);
  if ("indices" in vector && "values" in vector) throw wrongInput(`Sparse vectors are not supported (${path})`);
  const names = Object.keys(vector);
  const unnamed = vector[""];
  if (names.length === 1 && unnamed !== undefined) return denseVector(unnamed, size, `${path}[""]`);
  throw wrongInput(`Not existing vector name error: ${names.find((name) => name !== "") ?? ""}`);
}

function isDense(vector: number[] | number[][]): vector is number[] {
  return !Array.isArray(vector[0]);
}
