// The create-collection form's sparse vectors: a name and a modifier each
// (Qdrant's sparse_vectors: {"bm25": {"modifier": "idf"}, "text": {}}). Names
// are unique across the collection's dense and sparse vectors.
import type { Schemas } from "@qdrant/js-client-rest";

export const SPARSE_MODIFIERS = ["none", "idf"] as const;
export type SparseModifier = (typeof SPARSE_MODIFIERS)[number];
export const SPARSE_MODIFIER_LABELS: Readonly<Record<SparseModifier, string>> = { none: "None", idf: "IDF" };

export interface SparseVectorDraft {
  id: number;
  name: string;
  modifier: SparseModifier;
}

export const EMPTY_SPARSE_VECTOR: Omit<SparseVectorDraft, "id"> = { name: "", modifier: "none" };

/** Each sparse vector needs a name that no dense vector (`taken`) and no other sparse vector has. */
export function sparseVectorProblems(vectors: readonly SparseVectorDraft[], taken: ReadonlySet<string>): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set(taken);
  for (const vector of vectors) {
    const name = vector.name.trim();
    if (name === "") problems[vector.id] = "Enter a vector name";
    else if (seen.has(name)) problems[vector.id] = `Another vector is named ${name}`;
    seen.add(name);
  }
  return problems;
}

/** Qdrant's sparse_vectors: "none" is Qdrant's default, so it is left out ({}). */
export function toSparseVectorsConfig(vectors: readonly SparseVectorDraft[]): Record<string, Schemas["SparseVectorParams"]> {
  return Object.fromEntries(vectors.map((vector) => [vector.name.trim(), vector.modifier === "none" ? {} : { modifier: vector.modifier }]));
}
