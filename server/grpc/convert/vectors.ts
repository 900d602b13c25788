// A point's vectors both ways, as Qdrant converts them (api
// conversions/vectors.rs). In: Vectors (one unnamed vector, or NamedVectors)
// and each Vector's oneof (dense, sparse, multi_dense, or a document, image or
// object for a model to embed), or the deprecated flat form (data, with indices
// for a sparse vector or vectors_count for a multi-vector) → REST's vector.
// Out: REST's vector(s) → VectorsOutput, each as its oneof only.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { jsonOfFields, jsonOfValue, type GrpcValue, type Json } from "./values";

export interface GrpcDenseVector {
  data?: number[];
}

export interface GrpcSparseVector {
  values?: number[];
  indices?: number[];
}

export interface GrpcMultiDenseVector {
  vectors?: GrpcDenseVector[];
}

interface GrpcInference {
  text?: string;
  image?: GrpcValue;
  object?: GrpcValue;
  model?: string;
  options?: Record<string, GrpcValue>;
}

export interface GrpcVector {
  vector?: string;
  data?: number[];
  indices?: { data?: number[] };
  vectors_count?: number;
  dense?: GrpcDenseVector;
  sparse?: GrpcSparseVector;
  multi_dense?: GrpcMultiDenseVector;
  document?: GrpcInference;
  image?: GrpcInference;
  object?: GrpcInference;
}

export interface GrpcVectors {
  vectors_options?: string;
  vector?: GrpcVector;
  vectors?: { vectors?: Record<string, GrpcVector> };
}

export interface RestSparseVector {
  indices: number[];
  values: number[];
}

/** One vector as REST writes it: dense, multi-dense, sparse, or something for a model to embed. */
export type RestVector = number[] | number[][] | RestSparseVector | { [key: string]: Json };

/** A point's vectors as REST writes them: one unnamed vector, or vectors by name. */
export type RestVectorStruct = RestVector | Record<string, RestVector>;

type VectorOutputMember = { dense: GrpcDenseVector } | { sparse: GrpcSparseVector } | { multi_dense: GrpcMultiDenseVector };

export type GrpcVectorsOutput = { vector: VectorOutputMember } | { vectors: { vectors: Record<string, VectorOutputMember> } };

const invalid = (message: string) => new GrpcError(grpc.status.INVALID_ARGUMENT, message);

/** PointStruct.vectors and PointVectors.vectors: a sparse vector must be named, as in Qdrant. */
export function restVectorStructOf(vectors: GrpcVectors | undefined): RestVectorStruct {
  if (vectors?.vectors_options === "vectors") {
    const named: Record<string, RestVector> = {};
    for (const [name, vector] of Object.entries(vectors.vectors?.vectors ?? {})) named[name] = restVectorOf(vector);
    return named;
  }
  if (vectors?.vectors_options !== "vector" || !vectors.vector) throw invalid("No Vector Provided");
  const vector = restVectorOf(vectors.vector);
  if (isSparse(vector)) throw invalid("Sparse vector must be named");
  return vector;
}

/** One Vector message: its oneof, else the deprecated flat form. */
export function restVectorOf(vector: GrpcVector): RestVector {
  switch (vector.vector) {
    case "dense":
      return vector.dense?.data ?? [];
    case "sparse":
      return { indices: vector.sparse?.indices ?? [], values: vector.sparse?.values ?? [] };
    case "multi_dense":
      return restMultiDenseOf(vector.multi_dense);
    case "document":
      return restInferenceOf(vector.document ?? {}, "text");
    case "image":
      return restInferenceOf(vector.image ?? {}, "image");
    case "object":
      return restInferenceOf(vector.object ?? {}, "object");
    default:
      return restFlatVectorOf(vector);
  }
}

export function restMultiDenseOf(multi: GrpcMultiDenseVector | undefined): number[][] {
  return (multi?.vectors ?? []).map((row) => row.data ?? []);
}

/** Qdrant's Document {text, model, options}, Image {image, ...} and InferenceObject {object, ...}. */
function restInferenceOf(inference: GrpcInference, member: "text" | "image" | "object"): { [key: string]: Json } {
  if (member !== "text" && inference[member] === undefined) throw invalid(`Empty ${member} is not allowed`);
  const input = member === "text" ? (inference.text ?? "") : jsonOfValue(inference[member]);
  return { [member]: input, model: inference.model ?? "", options: jsonOfFields(inference.options) };
}

/** The deprecated form: `data` alone is dense; with `indices` sparse; with `vectors_count` rows of equal length. */
function restFlatVectorOf(vector: GrpcVector): RestVector {
  const data = vector.data ?? [];
  if (vector.indices) return { indices: vector.indices.data ?? [], values: data };
  if (vector.vectors_count === undefined) return data;
  const count = vector.vectors_count;
  if (count === 0 || data.length === 0) throw invalid(`Unable to convert to multi-dense vector: Empty multi-vector data with vectors count: ${count}`);
  const size = Math.floor(data.length / count);
  if (size * count !== data.length) {
    throw invalid(`Unable to convert to multi-dense vector: Data length is not divisible by vectors count. Data length: ${data.length}, vectors count: ${count}`);
  }
  return Array.from({ length: count }, (_, row) => data.slice(row * size, (row + 1) * size));
}

function isSparse(vector: RestVector): vector is RestSparseVector {
  return !Array.isArray(vector) && "indices" in vector && "values" in vector;
}

/** A record's `vector` from REST as VectorsOutput: a list is the unnamed vector, an object names them. */
export function grpcVectorsOutputOf(vector: unknown): GrpcVectorsOutput | undefined {
  if (vector === undefined || vector === null) return undefined;
  if (Array.isArray(vector)) return { vector: grpcVectorOutputOf(vector) };
  const vectors: Record<string, VectorOutputMember> = {};
  for (const [name, value] of Object.entries(vector as Record<string, unknown>)) vectors[name] = grpcVectorOutputOf(value);
  return { vectors: { vectors } };
}

function grpcVectorOutputOf(vector: unknown): VectorOutputMember {
  if (Array.isArray(vector)) {
    if (Array.isArray(vector[0])) return { multi_dense: { vectors: (vector as number[][]).map((data) => ({ data })) } };
    return { dense: { data: vector as number[] } };
  }
  const sparse = vector as RestSparseVector;
  return { sparse: { indices: sparse.indices, values: sparse.values } };
}
