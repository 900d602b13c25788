// POST /collections/{name}/shards/delete: a shard key and every point written
// under it. Refused as Qdrant's REST handler refuses it: in an auto-sharded
// collection (with its words for creation, as Qdrant has them), and for a key
// the collection lacks (the collection named as the path names it). Then a
// write in the collection's queue (remove-shard-key.ts), answered once applied.
import type { ShardKey } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { badRequest } from "../qdrant-errors";
import { applyWrite } from "../writes/apply-write";
import { AUTO_SHARDING_REFUSAL } from "./create-shard-key";
import { hasShardKey, showShardKey } from "./shard-scope";

export async function deleteShardKey(plane: DataPlane, collection: Collection, name: string, key: ShardKey): Promise<true> {
  const { sharding } = collection.settings;
  if (!sharding) throw badRequest(AUTO_SHARDING_REFUSAL);
  if (!hasShardKey(sharding.keys, key)) throw badRequest(`Sharding key ${showShardKey(key)} does not exist for collection ${name}`);
  await applyWrite(plane, collection, true, { kind: "delete_shard_key", key });
  return true;
}
