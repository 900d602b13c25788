// The data plane's shard keys: those of a collection created with
// sharding_method "custom" (Qdrant's request and answer shapes).
import type { Schemas } from "@qdrant/js-client-rest";
import { callDataPlane, collectionPath } from "./data-plane";

// GET /collections/{name}/shards: the collection's shard keys, in the order they were created; none without custom sharding
export async function listShardKeys(projectId: string, collection: string): Promise<Schemas["ShardKey"][]> {
  const result = await callDataPlane<Schemas["ShardKeysResponse"]>(projectId, { method: "GET", path: collectionPath(collection, "shards") });
  return (result.shard_keys ?? []).map((description) => description.key);
}
