// Shard keys of a collection with custom sharding: listed, created, deleted.
import { shardKeyRoutes } from "../../../contract/qdrant/routes/shard-keys-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { createShardKey } from "./create-shard-key";
import { deleteShardKey } from "./delete-shard-key";
import { listShardKeys } from "./list-shard-keys";

export function registerShardKeyRoutes(route: DataRouter, plane: DataPlane): void {
  // GET /collections/{name}/shards: the collection's shard keys
  route(shardKeyRoutes.list, async ({ collection }) => listShardKeys(collection));

  // PUT /collections/{name}/shards: a new shard key, which no point holds yet
  route(shardKeyRoutes.create, async ({ collection, name, body, audit }) => {
    const result = await createShardKey(plane, collection, name, body);
    await audit.after({ id: String(body.shard_key), name: String(body.shard_key) });
    return result;
  });

  // POST /collections/{name}/shards/delete: a shard key and its points
  route(shardKeyRoutes.delete, async ({ collection, name, body, audit }) => {
    const result = await deleteShardKey(plane, collection, name, body.shard_key);
    await audit.after({ id: String(body.shard_key), name: String(body.shard_key) });
    return result;
  });
}
