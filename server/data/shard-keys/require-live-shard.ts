// Inside the collection's queue, before an upsert under a shard key: the key
// is still the collection's. An upsert is checked against the keys when it
// arrives, but may be queued behind the key's deletion (remove-shard-key.ts);
// written after it, its points would sit under a key no request can name.
// One read of the collection's row, for upserts of custom-sharded collections.
import { eq } from "drizzle-orm";
import { collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { wrongInput } from "../qdrant-errors";
import type { WriteTarget } from "../writes/write-target";
import { decodeShardKey, hasShardKey, showShardKey } from "./shard-scope";

export async function requireLiveShard(plane: DataPlane, target: WriteTarget, shard: string): Promise<void> {
  const [row] = await plane.db.select({ settings: collections.settings }).from(collections).where(eq(collections.id, target.id));
  // A collection deleted meanwhile is the engine's to refuse.
  if (!row) return;
  const key = decodeShardKey(shard);
  if (!hasShardKey(row.settings.sharding?.keys ?? [], key)) throw wrongInput(`Shard key ${showShardKey(key)} not found`);
}
