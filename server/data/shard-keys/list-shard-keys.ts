// GET /collections/{name}/shards: the shard keys of a collection with custom
// sharding, in the order they were created; an auto-sharded collection
// answers without `shard_keys`, as Qdrant does.
import type { ShardKeysResponse } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";

export function listShardKeys(collection: Collection): ShardKeysResponse {
  const { sharding } = collection.settings;
  return sharding ? { shard_keys: sharding.keys.map((key) => ({ key })) } : {};
}
