// The vectors a point or a query gives, as a collection here holds them: dense
// vectors of each vector's dimension, unnamed ({"": [...]} is the unnamed one
// too) or by the collection's names. Unknown names, multi-vectors, sparse
// vectors and inference objects are refused with Qdrant's 400.
import type { NamedVector, NamedVectorStruct, Vector, VectorStruct } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import { hasNamedVectors, notExistingVector, vectorConfig } from "../collections/collection-vectors";
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
  throw notExistingVector(names.find((name) => name !== "") ?? "");
}

/** The vector named `using` ("" for the unnamed one) of a query, checked against the collection. */
export function queryVector(collection: Collection, using: string, vector: VectorStruct | Vector, path: string): number[] {
  return denseVector(vector, vectorConfig(collection, using).size, path);
}

/** A point's vectors for the engine: a list where the collection has an unnamed vector, by name where its vectors are named. */
export function pointVectors(collection: Collection, vector: VectorStruct, path: string): number[] | Record<string, number[]> {
  if (!hasNamedVectors(collection)) return denseVector(vector, collection.vectorSize, path);
  if (Array.isArray(vector) || "model" in vector) throw notExistingVector("");
  return namedVectors(collection, vector, path);
}

/** Vectors by name, each checked against the collection's vector of that name. */
export function namedVectors(collection: Collection, vectors: Record<string, VectorStruct | Vector>, path: string): Record<string, number[]> {
  const checked: Record<string, number[]> = {};
  for (const [name, value] of Object.entries(vectors)) checked[name] = denseVector(value, vectorConfig(collection, name).size, `${path}.${name}`);
  return checked;
}

function isDense(vector: number[] | number[][]): vector is number[] {
  return !Array.isArray(vector[0]);
}

/** Qdrant's named form of a search's vector: {"name": ..., "vector": [...]}. */
export function isNamedVector(vector: NamedVectorStruct): vector is NamedVector {
  return !Array.isArray(vector) && typeof vector.name === "string" && "vector" in vector;
}
