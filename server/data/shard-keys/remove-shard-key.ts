// The write behind POST /collections/{name}/shards/delete, applied in the
// collection's queue (server/data/writes): the key's points first, then the
// key from the metadata row, so that no write names the key while its points
// go. The write stays in pending_writes until both are done
// (apply-write.ts): a crash between them leaves the key without points, and
// the next start applies the write again (deleting what is already gone
// changes nothing). An upsert checked before the key went and queued after it
// finds the key gone (require-live-shard.ts).
import { eq } from "drizzle-orm";
import type { ShardKey } from "../../../contract/qdrant/shard-keys";
import { collections, type CollectionSettings } from "../../db/schema";
import { changeCollectionRow } from "../collections/change-collection-row";
import type { DataPlane } from "../data-plane";
import type { WriteTarget } from "../writes/write-target";
import { encodeShardKey, hasShardKey } from "./shard-scope";

export async function removeShardKey(plane: DataPlane, target: WriteTarget, key: ShardKey): Promise<void> {
  const [collection] = await plane.db.select({ projectId: collections.projectId }).from(collections).where(eq(collections.id, target.id));
  // Deleted meanwhile: its table goes after this write.
  if (!collection) return;
  await plane.engine.deletePoints(target.engineId, { filter: { kind: "shard", shards: [encodeShardKey(key)] } });
  await changeCollectionRow(plane.db, target.id, (current) => (current.settings.sharding && hasShardKey(current.settings.sharding.keys, key) ? { settings: withoutKey(current.settings, key) } : null));
  plane.catalog.forget(collection.projectId);
}

function withoutKey(settings: CollectionSettings, key: ShardKey): CollectionSettings {
  const sharding = settings.sharding;
  return sharding ? { ...settings, sharding: { ...sharding, keys: sharding.keys.filter((candidate) => candidate !== key) } } : settings;
}

