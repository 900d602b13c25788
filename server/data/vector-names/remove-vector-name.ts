// The write behind DELETE /collections/{name}/vectors/{vector_name}, applied
// in the collection's queue (server/data/writes): the engine's column first
// (the vector leaves every point at once), then the metadata row. The write
// stays in pending_writes until both are done (apply-write.ts), so a crash
// between them is finished at the next start. The engine is asked even when
// the row no longer lists the vector: a column an interrupted PUT left goes too.
import { eq } from "drizzle-orm";
import { collections } from "../../db/schema";
import { changeCollectionRow } from "../collections/change-collection-row";
import type { DataPlane } from "../data-plane";
import type { WriteTarget } from "../writes/write-target";
import { hasVectorNamed, withoutVector } from "./vector-name-settings";

export async function removeVectorName(plane: DataPlane, target: WriteTarget, name: string): Promise<void> {
  const [collection] = await plane.db.select().from(collections).where(eq(collections.id, target.id));
  if (!collection) return;
  await plane.engine.dropVector(target.engineId, name);
  await changeCollectionRow(plane.db, collection.id, (current) => (hasVectorNamed(current.settings, name) ? { settings: withoutVector(current.settings, name) } : null));
  plane.catalog.forget(collection.projectId);
}
