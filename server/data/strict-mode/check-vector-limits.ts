// Qdrant's per-vector limits of strict mode (verification/update.rs): a
// multivector written under a name in multivector_config may hold at most
// max_vectors vectors, a sparse vector under a name in sparse_config at most
// max_length indices; the unnamed vector's name is "". Every multivector is
// checked before any sparse vector, as Qdrant does; answered as BadRequest.
// Text for a model to embed is not checked (Qdrant checks it neither).
import type { PointInsertOperations, UpdateVectors } from "../../../contract/qdrant/points";
import type { Vector, VectorStruct } from "../../../contract/qdrant/vectors";
import { isJsonObject } from "../../../contract/qdrant/wording";
import { badRequest } from "../qdrant-errors";
import type { StrictContext } from "./strict-context";

type NamedVector = [name: string, vector: Vector];

export function checkVectorLimits(request: PointInsertOperations | UpdateVectors, { config }: StrictContext): void {
  const multivectorLimits = limitsOf(config.multivector_config, "max_vectors");
  const sparseLimits = limitsOf(config.sparse_config, "max_length");
  if (multivectorLimits.size === 0 && sparseLimits.size === 0) return;
  const vectors = namedVectorsOf(request);
  for (const [name, vector] of vectors) {
    const limit = multivectorLimits.get(name);
    if (limit !== undefined && isMultivector(vector) && vector.length > limit) {
      throw badRequest(`Multivector '${name}' has a limit of ${limit} vectors, but ${vector.length} were provided!`);
    }
  }
  for (const [name, vector] of vectors) {
    const limit = sparseLimits.get(name);
    if (limit !== undefined && isSparse(vector) && (vector.indices.length > limit || vector.values.length > limit)) {
      throw badRequest(`Sparse vector '${name}' has a limit of ${limit} indices, but ${vector.indices.length} were provided!`);
    }
  }
}

/** The limits set by name ({"name": {"max_vectors": 5}}); names without one are left out. */
function limitsOf<Field extends string>(config: Record<string, Partial<Record<Field, number | null>>> | null | undefined, field: Field): Map<string, number> {
  const limits = new Map<string, number>();
  for (const [name, settings] of Object.entries(config ?? {})) {
    const limit = settings[field];
    if (typeof limit === "number") limits.set(name, limit);
  }
  return limits;
}

/** Every vector the write carries, by the name it is written under. */
function namedVectorsOf(request: PointInsertOperations | UpdateVectors): NamedVector[] {
  if ("points" in request) return request.points.flatMap((point) => structVectors(point.vector));
  const { vectors } = request.batch;
  if (Array.isArray(vectors)) return vectors.flatMap(structVectors);
  return Object.entries(vectors).flatMap(([name, list]) => list.map((vector): NamedVector => [name, vector]));
}

/** A point's vectors: one unnamed vector (a multivector under ""), or vectors by name. */
function structVectors(vector: VectorStruct): NamedVector[] {
  if (Array.isArray(vector)) return [["", vector]];
  if (isJsonObject(vector) && !("model" in vector)) return Object.entries(vector as Record<string, Vector>);
  return [];
}

function isMultivector(vector: Vector): vector is number[][] {
  return Array.isArray(vector) && Array.isArray(vector[0]);
}

function isSparse(vector: Vector): vector is { indices: number[]; values: number[] } {
  return isJsonObject(vector) && "indices" in vector;
}
