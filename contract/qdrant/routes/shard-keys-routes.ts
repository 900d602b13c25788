// Shard keys of a custom-sharded collection.
import { z } from "zod";
import { READ, WRITE, declareDataRoute } from "../data-route";
import { CreateShardingKey, DropShardingKey, ShardKeysResponse } from "../shard-keys";

export const shardKeyRoutes = {
  list: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/shards",
    operation: "shard_keys.list",
    summary: "The shard keys of a collection with custom sharding",
    access: READ,
    collection: "resolve",
    result: ShardKeysResponse,
  }),
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/shards",
    operation: "shard_keys.create",
    audit: "shardKey.create",
    summary: "A new shard key (no point holds it yet) in a collection with custom sharding",
    access: WRITE,
    collection: "resolve",
    body: CreateShardingKey,
    result: z.boolean(),
  }),
  delete: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/shards/delete",
    operation: "shard_keys.delete",
    audit: "shardKey.delete",
    summary: "A shard key and every point written under it",
    access: WRITE,
    collection: "resolve",
    body: DropShardingKey,
    result: z.boolean(),
  }),
};
