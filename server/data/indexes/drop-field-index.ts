// The write behind DELETE /collections/{name}/index/{field_name}, applied in
// the collection's queue (server/data/writes): the engine's index, then the
// metadata row, so that a replay after a crash between the two still finds
// the row and finishes the job.
import { and, eq } from "drizzle-orm";
import { payloadIndexes } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import type { WriteTarget } from "../writes/write-target";

export async function dropFieldIndex(plane: DataPlane, collection: WriteTarget, fieldName: string): Promise<void> {
  const where = and(eq(payloadIndexes.collectionId, collection.id), eq(payloadIndexes.fieldName, fieldName));
  const [existing] = await plane.db.select({ fieldName: payloadIndexes.fieldName }).from(payloadIndexes).where(where);
  if (!existing) return;
  await plane.engine.deleteFieldIndex(collection.engineId, fieldName);
  await plane.db.delete(payloadIndexes).where(where);
}
