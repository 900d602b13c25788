// A collection's shard keys in the query cache. Their key sits under the
// collection's, so that deleting the collection drops them; the console
// neither creates nor deletes shard keys, so nothing here invalidates them.
import { useQuery } from "@tanstack/react-query";
import { collectionKeys } from "./query-keys";
import { listShardKeys } from "./shard-keys";

export function useShardKeysQuery(projectId: string, collection: string) {
  return useQuery({ queryKey: collectionKeys.shardKeys(projectId, collection), queryFn: () => listShardKeys(projectId, collection) });
}
