// The current project's collections with their info, for the collections
// table: one list call, then each collection's info side by side.
import { useCallback } from "react";
import { getCollection, listCollectionNames } from "../../../api-client/collections";
import { useServiceQuery, type ServiceQuery } from "../../../api-client/use-service-query";
import { summariseCollection, type CollectionSummary } from "./collection-summary";

async function loadSummaries(projectId: string): Promise<CollectionSummary[]> {
  const names = await listCollectionNames(projectId);
  const infos = await Promise.all(names.map((name) => getCollection(projectId, name)));
  return names.map((name, index) => summariseCollection(name, infos[index]!)).sort((a, b) => a.name.localeCompare(b.name));
}

export function useCollectionSummaries(projectId: string): ServiceQuery<CollectionSummary[]> {
  const load = useCallback(() => loadSummaries(projectId), [projectId]);
  return useServiceQuery(`collections ${projectId}`, load);
}
