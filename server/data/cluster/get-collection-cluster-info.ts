// GET /collections/{name}/cluster: Qdrant's CollectionClusterInfo as a single
// node with distributed mode off answers it: every shard local and Active, none
// remote, no transfers. A collection is one shard (id 0) holding every point;
// with custom sharding, one shard per key in the order the keys were created,
// each with its key and the points written under it, as Qdrant lists a shard
// per key.
import type { CollectionClusterInfo } from "../../../contract/qdrant/cluster";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { encodeShardKey } from "../shard-keys/shard-scope";

/** Qdrant's peer_id on a node without distributed mode (its peer id is still generated; here one node is all there is). */
export const SINGLE_PEER_ID = 0;

export async function getCollectionClusterInfo(plane: DataPlane, collection: Collection): Promise<CollectionClusterInfo> {
  const keys = collection.settings.sharding?.keys;
  const localShards = keys
    ? await Promise.all(
        keys.map(async (key, index) => ({
          shard_id: index,
          shard_key: key,
          points_count: await plane.engine.count(collection.engineId, { kind: "shard", shards: [encodeShardKey(key)] }),
          state: "Active" as const,
        })),
      )
    : [{ shard_id: 0, points_count: (await plane.engine.stats(collection.engineId)).pointsCount, state: "Active" as const }];
  return { peer_id: SINGLE_PEER_ID, shard_count: localShards.length, local_shards: localShards, remote_shards: [], shard_transfers: [] };
}
