// The project's collections as the semantic search picks them (each one's
// summary with its sparse vectors, as Search and Discovery lists them), and a
// collection's vectors that a text can be searched in: each dense vector with
// its size and distance, each sparse vector, with what a model must be to
// fill it.
import { useCollectionsQuery } from "../../../api-client/collections-queries";
import type { CollectionWithInfo } from "../../../api-client/collections";
import { summariseCollection, type CollectionSummary } from "../../../collections/collection-summary";
import { sparseVectorsOf, type CollectionSparseVector } from "../../../collections/sparse-vectors";
import type { ModelTarget } from "../../../embedding-models/model-fit";

export interface TextSearchCollection extends CollectionSummary {
  sparseVectors: readonly CollectionSparseVector[];
}

export interface TextSearchVector {
  /** How it is chosen: its name, "" for the collection's one unnamed vector. */
  key: string;
  /** Sent as `using`; null for the unnamed vector. */
  name: string | null;
  /** "body (512 · Cosine)", "bm25 (sparse · IDF)", "Unnamed vector (512 · Cosine)". */
  label: string;
  target: ModelTarget;
}

function summarise(collections: CollectionWithInfo[]): TextSearchCollection[] {
  return collections.map(({ name, info }) => ({ ...summariseCollection(name, info), sparseVectors: sparseVectorsOf(info) }));
}

export function useTextSearchCollections(projectId: string) {
  return useCollectionsQuery(projectId, summarise);
}

export function textSearchVectorsOf(collection: TextSearchCollection | null): TextSearchVector[] {
  if (collection === null) return [];
  const dense = collection.vectors.map(
    (vector): TextSearchVector => ({
      key: vector.name ?? "",
      name: vector.name,
      label: `${vector.name ?? "Unnamed vector"} (${vector.size} · ${vector.distance})`,
      target: { size: vector.size },
    }),
  );
  const sparse = collection.sparseVectors.map(
    (vector): TextSearchVector => ({ key: vector.name, name: vector.name, label: `${vector.name} (sparse${vector.modifier === "idf" ? " · IDF" : ""})`, target: { sparse: true } }),
  );
  return [...dense, ...sparse];
}
