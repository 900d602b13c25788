// The project's collections as Search and Discovery picks them: each one's
// summary (its dense vectors' size and distance) with its sparse vectors.
import { useCollectionsQuery } from "../../api-client/collections-queries";
import type { CollectionWithInfo } from "../../api-client/collections";
import { summariseCollection, type CollectionSummary } from "../../collections/collection-summary";
import { sparseVectorsOf, type CollectionSparseVector } from "../../collections/sparse-vectors";

export interface SearchableCollection extends CollectionSummary {
  sparseVectors: readonly CollectionSparseVector[];
}

function summarise(collections: CollectionWithInfo[]): SearchableCollection[] {
  return collections.map(({ name, info }) => ({ ...summariseCollection(name, info), sparseVectors: sparseVectorsOf(info) }));
}

export function useSearchableCollections(projectId: string) {
  return useCollectionsQuery(projectId, summarise);
}
