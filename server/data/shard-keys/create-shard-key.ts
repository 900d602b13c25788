// PUT /collections/{name}/shards: a new shard key in a collection with
// custom sharding. No point holds it yet; writes may name it from now on.
// Refused as Qdrant's REST handler refuses it (src/common/collections.rs,
// do_update_collection_cluster), in its order: an auto-sharded collection, an
// initial state other than Active or Partial, a key the collection has, an
// empty placement. Shard counts, replication and placement describe a
// cluster's layout and are not kept: here each key is one part of one table.
// Checked and added on the collection's row under its lock. Messages name the
// collection as the path does (an alias, if an alias was given), as Qdrant's do.
import type { CreateShardingKey } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";
import { changeCollectionRow, type CollectionRowChange } from "../collections/change-collection-row";
import type { DataPlane } from "../data-plane";
import { badRequest, collectionNotFound } from "../qdrant-errors";
import { hasShardKey, showShardKey } from "./shard-scope";

export const AUTO_SHARDING_REFUSAL = "Shard Key cannot be created with Auto sharding method";

export async function createShardKey(plane: DataPlane, collection: Collection, name: string, request: CreateShardingKey): Promise<true> {
  const changed = await changeCollectionRow(plane.db, collection.id, (current) => withNewKey(current, name, request));
  plane.catalog.forget(collection.projectId);
  if (!changed) throw collectionNotFound(collection.name);
  return true;
}

function withNewKey(collection: Collection, name: string, { shard_key: key, initial_state: initialState, placement }: CreateShardingKey): CollectionRowChange {
  const { sharding } = collection.settings;
  if (!sharding) throw badRequest(AUTO_SHARDING_REFUSAL);
  if (initialState && initialState !== "Active" && initialState !== "Partial") throw badRequest(`Initial state cannot be ${initialState}, only Active or Partial are allowed`);
  if (hasShardKey(sharding.keys, key)) throw badRequest(`Sharding key ${showShardKey(key)} already exists for collection ${name}`);
  if (placement?.length === 0) {
    throw badRequest(`Sharding key ${showShardKey(key)} placement cannot be empty. If you want to use random placement, do not specify placement`);
  }
  return { settings: { ...collection.settings, sharding: { ...sharding, keys: [...sharding.keys, key] } } };
}
