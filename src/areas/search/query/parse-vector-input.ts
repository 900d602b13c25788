// A vector input as typed where Qdrant takes a point id or a vector (a
// discovery target, a context example): an unsigned integer or a UUID is a
// point id (its stored vector), anything else a vector of the kind searched.
import type { Schemas } from "@qdrant/js-client-rest";
import { parseVector } from "./parse-vector";
import { parseSparseVector, type SparseVectorInput } from "./parse-sparse-vector";
import { parsePointId } from "./point-id";
import type { QueryVector } from "./search-vector";

export type VectorInput = Schemas["ExtendedPointId"] | number[] | SparseVectorInput;

const LOOKS_LIKE_ID = /^(\d+|[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})$/i;

export function parseVectorInput(text: string, vector: QueryVector | null): { input: VectorInput } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { error: "Enter a point id or a vector" };
  if (LOOKS_LIKE_ID.test(trimmed)) {
    const id = parsePointId(trimmed);
    return "error" in id ? id : { input: id.id };
  }
  if (vector?.sparse === true) {
    const sparse = parseSparseVector(trimmed);
    return "error" in sparse ? sparse : { input: sparse.vector };
  }
  const dense = parseVector(trimmed, vector === null ? null : vector.size, vector?.name ?? null);
  return "error" in dense ? dense : { input: dense.vector };
}

/** The help under such a field: what it takes for the vector searched. */
export function vectorInputHint(vector: QueryVector | null): string {
  if (vector?.sparse === true) return "A point id, or a sparse vector as index:value pairs";
  return `A point id, or a JSON array of ${vector === null ? "the vector's" : vector.size} numbers`;
}
