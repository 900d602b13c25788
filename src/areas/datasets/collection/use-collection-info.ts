// A collection's info (status, counts, configuration, payload schema) for its page.
import { useCallback } from "react";
import { getCollection } from "../../../api-client/collections";
import type { CollectionInfo } from "../../../api-client/qdrant-types";
import { useServiceQuery, type ServiceQuery } from "../../../api-client/use-service-query";

export function useCollectionInfo(projectId: string, name: string): ServiceQuery<CollectionInfo> {
  const load = useCallback(() => getCollection(projectId, name), [projectId, name]);
  return useServiceQuery(JSON.stringify([projectId, name]), load);
}
