// Vectors as Qdrant's requests carry them: a dense vector (a list of
// numbers), a multi-vector (a list of them), named vectors ({"name": vector},
// where "" names the unnamed one), sparse vectors ({indices, values}) and
// inference objects ({model, text}). The shapes are all read here; which of
// them a collection holds is the service's business.
import { z } from "zod";
import { ExtendedPointId, unsignedInteger } from "./fields";
import { withOwnParse } from "./own-parse";
import { selectUnion } from "./select-union";
import { AT, describe, expecting, isJsonObject, quote, VALIDATION } from "./wording";

const VECTOR_EXPECTED = expecting("a vector (a list of numbers)");

/**
 * A dense vector: a list of finite numbers. A z.array(z.number()) to types and
 * JSON Schema, read in one loop without a copy: the points of an upsert of
 * 1,000 × 768 numbers parse in about 0.9 ms, against 6.5 ms with z.number()
 * for each number (measured on this project's machines).
 */
export const DenseVector = withOwnParse("QdrantDenseVector", z.ZodArray, z.array(z.number(), { error: VECTOR_EXPECTED }), (payload, _context, inst) => {
  const vector = payload.value;
  if (!Array.isArray(vector)) {
    payload.issues.push({ code: "invalid_type", expected: "array", input: vector, inst });
    return payload;
  }
  for (let index = 0; index < vector.length; index += 1) {
    const element: unknown = vector[index];
    if (typeof element === "number" && Number.isFinite(element)) continue;
    const message = typeof element === "number" ? `${element} is not a finite number${AT}` : `invalid type: ${quote(describe(element))}, expected a number${AT}`;
    payload.issues.push({ code: "custom", message, input: element, path: [index], inst });
    break;
  }
  return payload;
});

/** Several dense vectors for one point (ColBERT-style), one per token: at least one, all of one size (Qdrant's validator). */
export const MultiDenseVector = z.array(DenseVector).superRefine((rows, context) => {
  const params = { [VALIDATION]: true };
  if (rows.length === 0) return context.addIssue({ code: "custom", params, input: rows, message: "multi vector must not be empty" });
  const size = rows[0]?.length ?? 0;
  const other = rows.find((row) => row.length !== size);
  if (other) context.addIssue({ code: "custom", params, input: rows, message: `all vectors must have the same dimension, found vector with dimension ${other.length}` });
});

/**
 * A sparse vector: weights at some dimensions. Indices need not be sorted (the
 * service sorts them, as Qdrant does); repeated indices and lengths that differ
 * are Qdrant's validation errors.
 */
export const SparseVector = z
  .object({ indices: z.array(unsignedInteger()), values: z.array(z.number()) }, { error: expecting("a sparse vector {indices, values}") })
  .superRefine(({ indices, values }, context) => {
    const params = { [VALIDATION]: true };
    if (indices.length !== values.length) context.addIssue({ code: "custom", path: ["values"], params, input: values, message: "must be the same length as indices" });
    if (new Set(indices).size !== indices.length) context.addIssue({ code: "custom", path: ["indices"], params, input: indices, message: "must be unique" });
  })
  .meta({ id: "SparseVector" });

export type SparseVector = z.output<typeof SparseVector>;

/** Qdrant's Document, Image and InferenceObject: something for a model to embed. */
export const InferenceObject = z.looseObject({ model: z.string() }).meta({ id: "InferenceObject", description: "Something for a model to embed in place of a vector: {\"model\", \"text\"} (Qdrant's Document)" });

const isMultiVector = (value: unknown[]) => Array.isArray(value[0]);

/**
 * A point's dense vector: Qdrant's validator refuses an empty one where a point is written (422 "dense vector must not
 * be empty", under the key "vector" it adds: points[0].vector.vector), while a query's empty vector is a dimension error.
 */
const PointDenseVector = DenseVector.superRefine((vector, context) => {
  if (vector.length === 0) context.addIssue({ code: "custom", path: ["vector"], params: { [VALIDATION]: true }, input: vector, message: "dense vector must not be empty" });
});

/** A Vector whose dense member is `dense`. */
const vectorWith = (dense: typeof DenseVector) =>
  selectUnion(
    [dense, MultiDenseVector, SparseVector, InferenceObject],
    (value) => {
      if (Array.isArray(value)) return isMultiVector(value) ? MultiDenseVector : dense;
      if (!isJsonObject(value)) return undefined;
      return "model" in value ? InferenceObject : SparseVector;
    },
    { error: VECTOR_EXPECTED },
  );

/** Qdrant's Vector: one named vector's value. */
export const Vector = vectorWith(DenseVector).meta({ id: "Vector" });

export type Vector = z.output<typeof Vector>;

/** One named vector of a point being written. */
const PointVector = vectorWith(PointDenseVector);

/** A VectorStruct whose dense vectors, alone or named, are `dense` and `vector`. */
const vectorStructWith = (dense: typeof DenseVector, vector: typeof Vector) => {
  const named = z.record(z.string(), vector);
  return selectUnion(
    [dense, MultiDenseVector, InferenceObject, named],
    (value) => {
      if (Array.isArray(value)) return isMultiVector(value) ? MultiDenseVector : dense;
      if (!isJsonObject(value)) return undefined;
      return "model" in value ? InferenceObject : named;
    },
    { error: VECTOR_EXPECTED },
  );
};

/** Qdrant's VectorStruct: a point's vectors. */
export const VectorStruct = vectorStructWith(PointDenseVector, PointVector).meta({ id: "VectorStruct" });

export type VectorStruct = z.output<typeof VectorStruct>;

/** The same forms as a query's vector, where Qdrant does not validate emptiness. */
const QueryVectorStruct = vectorStructWith(DenseVector, Vector);

const VectorList = z.array(VectorStruct);
const NamedVectorLists = z.record(z.string(), z.array(PointVector));

/** Qdrant's BatchVectorStruct: the vectors of a batch, one per id, or a list per vector name. */
export const BatchVectorStruct = selectUnion(
  [VectorList, NamedVectorLists],
  (value) => (Array.isArray(value) ? VectorList : isJsonObject(value) ? NamedVectorLists : undefined),
  { error: expecting("a list of vectors, one per id") },
).meta({ id: "BatchVectorStruct" });

export type BatchVectorStruct = z.output<typeof BatchVectorStruct>;

/** Qdrant's NamedVectorStruct, a search's vector: a vector, or {"name": ..., "vector": ...} (NamedVector, NamedSparseVector). */
export const NamedVector = z.object({ name: z.string(), vector: Vector });

export type NamedVector = z.output<typeof NamedVector>;

export const NamedVectorStruct = selectUnion([NamedVector, QueryVectorStruct], (value) => (isJsonObject(value) && "name" in value && "vector" in value ? NamedVector : QueryVectorStruct)).meta({ id: "NamedVectorStruct" });

export type NamedVectorStruct = z.output<typeof NamedVectorStruct>;

/** Qdrant's VectorInput (and RecommendExample): a point id (its stored vector) or a vector, a sparse one too. */
export const VectorInput = selectUnion(
  [ExtendedPointId, SparseVector, QueryVectorStruct],
  (value) => {
    if (typeof value === "number" || typeof value === "string") return ExtendedPointId;
    if (isJsonObject(value) && "indices" in value && "values" in value) return SparseVector;
    return Array.isArray(value) || isJsonObject(value) ? QueryVectorStruct : undefined;
  },
  { error: expecting("a point id or a vector") },
).meta({ id: "VectorInput", description: "A point id (its stored vector) or a vector" });

export type VectorInput = z.output<typeof VectorInput>;
