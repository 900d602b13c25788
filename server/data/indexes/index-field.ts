// The write behind PUT /collections/{name}/index, applied in the collection's
// queue (server/data/writes): the engine's index, then the metadata row that
// payload_schema shows. A field indexed with another type is dropped first; a
// text index asked for with other parameters the engine builds anew.
import { and, eq } from "drizzle-orm";
import { payloadIndexes } from "../../db/schema";
import type { PayloadFieldType } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import type { WriteTarget } from "../writes/write-target";
import { toFieldIndexParams } from "./field-index-type";

export async function indexField(plane: DataPlane, collection: WriteTarget, fieldName: string, type: PayloadFieldType, params: Record<string, unknown> | null): Promise<void> {
  const [existing] = await plane.db
    .select({ dataType: payloadIndexes.dataType })
    .from(payloadIndexes)
    .where(and(eq(payloadIndexes.collectionId, collection.id), eq(payloadIndexes.fieldName, fieldName)));
  if (existing && existing.dataType !== type) await plane.engine.deleteFieldIndex(collection.engineId, fieldName);
  await plane.engine.createFieldIndex(collection.engineId, fieldName, type, toFieldIndexParams(type, params));
  await plane.db
    .insert(payloadIndexes)
    .values({ collectionId: collection.id, fieldName, dataType: type, params })
    .onConflictDoUpdate({ target: [payloadIndexes.collectionId, payloadIndexes.fieldName], set: { dataType: type, params } });
}
