// The current project's collections as summaries (vector size, distance,
// points, status), for the collections table and the search form's picker.
import { useCollectionsQuery } from "../api-client/collections-queries";
import type { CollectionWithInfo } from "../api-client/collections";
import { summariseCollection, type CollectionSummary } from "./collection-summary";

function summarise(collections: CollectionWithInfo[]): CollectionSummary[] {
  return collections.map(({ name, info }) => summariseCollection(name, info));
}

export function useCollectionSummaries(projectId: string) {
  return useCollectionsQuery(projectId, summarise);
}
