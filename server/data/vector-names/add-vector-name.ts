// The write behind PUT /collections/{name}/vectors/{vector_name}, applied in
// the collection's queue (server/data/writes): the engine's new, empty column
// first, then the metadata row that every request is checked against, so that
// no request names the vector before the engine holds it. The write stays in
// pending_writes until both are done (apply-write.ts): a crash between them
// leaves only an empty column that no request can name, and the next start
// applies the write again (the engine replaces a vector of that name with an
// empty one). Read afresh here: the row as the writes queued before left it.
import { eq } from "drizzle-orm";
import { collections } from "../../db/schema";
import type { VectorNameConfig } from "../../engine/write-operation";
import { changeCollectionRow } from "../collections/change-collection-row";
import type { DataPlane } from "../data-plane";
import type { WriteTarget } from "../writes/write-target";
import { checkNewVector, engineVectorSpec, withVector } from "./vector-name-settings";

export async function addVectorName(plane: DataPlane, target: WriteTarget, name: string, config: VectorNameConfig): Promise<void> {
  const [collection] = await plane.db.select().from(collections).where(eq(collections.id, target.id));
  // Deleted meanwhile: its table goes after this write.
  if (!collection || checkNewVector(collection, name, config) === "same") return;
  await plane.engine.addVector(target.engineId, name, engineVectorSpec(config, collection.settings));
  await changeCollectionRow(plane.db, collection.id, (current) => ({ settings: withVector(current.settings, name, config) }));
  plane.catalog.forget(collection.projectId);
}
