// DELETE /collections/{name}: the collection, its aliases and payload indexes.
// Its name is free at once; the engine drops its table after the writes
// already queued for it. Like Qdrant, a collection that does not exist is
// `false`, not an error; an alias is not a collection and is not followed.
import { and, eq } from "drizzle-orm";
import { collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";

export async function deleteCollection(plane: DataPlane, projectId: string, name: string): Promise<boolean> {
  const [deleted] = await plane.db
    .delete(collections)
    .where(and(eq(collections.projectId, projectId), eq(collections.name, name)))
    .returning({ engineId: collections.engineId });
  plane.catalog.forget(projectId);
  if (!deleted) return false;
  await plane.writes.run(deleted.engineId, () => plane.engine.dropCollection(deleted.engineId));
  return true;
}
