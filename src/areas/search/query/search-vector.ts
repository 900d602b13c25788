// The vectors a search can use: the collection's dense vectors (its one
// unnamed vector, or each named one) and its sparse vectors, by name. The one
// chosen is the collection's first until one is chosen, or when the chosen
// name is not one of this collection's.
import type { Schemas } from "@qdrant/js-client-rest";
import type { SearchableCollection } from "../searchable-collections";

export interface DenseSearchVector {
  /** null for the collection's one unnamed vector. */
  name: string | null;
  size: number;
  distance?: Schemas["Distance"];
  sparse?: false;
}

export interface SparseSearchVector {
  name: string;
  sparse: true;
  modifier?: "none" | "idf";
}

export type SearchVector = DenseSearchVector | SparseSearchVector;

/** What a query needs of its vector: its name (sent as `using`; null for the unnamed vector), and its dimension or that it is sparse. */
export type QueryVector = Pick<DenseSearchVector, "name" | "size" | "sparse"> | Pick<SparseSearchVector, "name" | "sparse">;

/** How a vector is chosen in a select: its name, "" for the unnamed one (no vector of a collection is named ""). */
export function vectorKey(vector: Pick<SearchVector, "name">): string {
  return vector.name ?? "";
}

export function searchVectorsOf(collection: SearchableCollection | null): SearchVector[] {
  if (collection === null) return [];
  return [...collection.vectors, ...collection.sparseVectors.map((vector): SparseSearchVector => ({ name: vector.name, sparse: true, modifier: vector.modifier }))];
}

export function searchVectorOf(collection: SearchableCollection | null, chosen: string | null): SearchVector | null {
  const vectors = searchVectorsOf(collection);
  return vectors.find((vector) => chosen !== null && vectorKey(vector) === chosen) ?? vectors[0] ?? null;
}

/** Whether a search must say which vector it uses: the collection has named or sparse vectors. */
export function hasVectorChoice(collection: SearchableCollection): boolean {
  return collection.sparseVectors.length > 0 || collection.vectors.some((vector) => vector.name !== null);
}

/** "image (384 · Cosine)", "bm25 (sparse · IDF)", "Unnamed vector (4 · Cosine)". */
export function describeSearchVector(vector: SearchVector): string {
  if (vector.sparse === true) return `${vector.name} (sparse${vector.modifier === "idf" ? " · IDF" : ""})`;
  return `${vector.name ?? "Unnamed vector"} (${vector.size} · ${vector.distance ?? "?"})`;
}
