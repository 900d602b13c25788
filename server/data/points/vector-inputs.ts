// The vectors a point or a query gives, as a collection here holds them: dense
// vectors of each vector's dimension, unnamed ({"": [...]} is the unnamed one
// too) or by the collection's names, and sparse vectors ({indices, values}) by
// the names of its sparse vectors, and multi-vectors (lists of vectors) for
// its multi-vectors (a single vector is one of one). Unknown names, a dense
// vector given for a sparse name or the other way round, a multi-vector for a
// vector that holds one, and inference objects are refused with Qdrant's 400.
// A uint8 vector's values become bytes here, for writes and queries alike.
import type { NamedVector, NamedVectorStruct, SparseVector, Vector, VectorStruct } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { PointRecord, VectorValue } from "../../engine/vector-engine";
import { hasVectorsByName, isSparseName, notExistingVector, vectorConfig } from "../collections/collection-vectors";
import { vectorDimensionError, wrongInput } from "../qdrant-errors";

export function denseVector(vector: VectorStruct | Vector, size: number, path: string): number[] {
  if (Array.isArray(vector)) {
    if (!isDense(vector)) throw wrongInput(`This vector holds one list of numbers per point, not a multi-vector (${path})`);
    if (vector.length !== size) throw vectorDimensionError(size, vector.length);
    return vector;
  }
  if ("model" in vector) throw wrongInput(`Inference objects ({"text", "model"}) are taken by upserts, vector updates and the Query API (points/query); send a vector here (${path})`);
  if (isSparse(vector)) throw wrongInput(`Conversion between sparse and regular vectors failed: ${path} is sparse, and this vector is dense`);
  const names = Object.keys(vector);
  const unnamed = vector[""];
  if (names.length === 1 && unnamed !== undefined) return denseVector(unnamed, size, `${path}[""]`);
  throw notExistingVector(names.find((name) => name !== "") ?? "");
}

/** A vector of the collection's sparse vector `name`. */
export function sparseVector(vector: VectorStruct | Vector, name: string, path: string): SparseVector {
  if (!Array.isArray(vector) && isSparse(vector)) return vector;
  throw wrongInput(`Conversion between sparse and regular vectors failed: \`${name}\` is a sparse vector, give {"indices": [...], "values": [...]} (${path})`);
}

/** The vector named `using` ("" for the unnamed one) of a query, checked against the collection. */
export function queryVector(collection: Collection, using: string, vector: VectorStruct | Vector, path: string): VectorValue {
  if (isSparseName(collection, using)) return sparseVector(vector, using, path);
  const config = vectorConfig(collection, using);
  if (config.multivector) {
    const rows = multiVector(vector, config.size, path);
    return config.isUint8 ? rows.map((row) => row.map(toByte)) : rows;
  }
  const dense = denseVector(vector, config.size, path);
  return config.isUint8 ? dense.map(toByte) : dense;
}

/**
 * A value of a uint8 vector as Qdrant holds it, written or searched with: Rust's `x as u8` (lib/segment/src/data_types/
 * primitive.rs, slice_from_float_cow), which drops the fraction and saturates at 0 and 255.
 */
export function toByte(value: number): number {
  if (!(value > 0)) return 0;
  return value >= 255 ? 255 : Math.trunc(value);
}

/** A multi-vector of vectors of `size`; one vector is a multi-vector of one. */
export function multiVector(vector: VectorStruct | Vector, size: number, path: string): number[][] {
  if (Array.isArray(vector) && vector.length > 0 && !isDense(vector)) {
    const wrong = vector.find((row) => row.length !== size);
    if (wrong) throw vectorDimensionError(size, wrong.length);
    return vector;
  }
  return [denseVector(vector, size, path)];
}

/**
 * A point's vectors for the engine: a list where the collection has only an unnamed vector and the point gives a list,
 * by name otherwise. Every vector is optional, the unnamed one too: {} is a point without vectors, as in Qdrant.
 */
export function pointVectors(collection: Collection, vector: VectorStruct, path: string): PointRecord["vector"] {
  // Without named or sparse vectors, a list (or an inference object) is the unnamed dense vector (or multi-vector).
  if (!hasVectorsByName(collection) && (Array.isArray(vector) || "model" in vector)) return queryVector(collection, "", vector, path) as number[] | number[][];
  if (Array.isArray(vector)) return namedVectors(collection, { "": vector }, path);
  if ("model" in vector) throw notExistingVector("");
  return namedVectors(collection, vector, path);
}

/** Vectors by name, each checked against the collection's vector of that name. */
export function namedVectors(collection: Collection, vectors: Record<string, VectorStruct | Vector>, path: string): Record<string, VectorValue> {
  const checked: Record<string, VectorValue> = {};
  for (const [name, value] of Object.entries(vectors)) checked[name] = queryVector(collection, name, value, `${path}.${name}`);
  return checked;
}

function isDense(vector: number[] | number[][]): vector is number[] {
  return !Array.isArray(vector[0]);
}

function isSparse(vector: object): vector is SparseVector {
  return "indices" in vector && "values" in vector;
}

/** Qdrant's named form of a search's vector: {"name": ..., "vector": [...]}. */
export function isNamedVector(vector: NamedVectorStruct): vector is NamedVector {
  return !Array.isArray(vector) && typeof vector.name === "string" && "vector" in vector;
}
