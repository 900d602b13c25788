// A collection's payload indexes as Qdrant's payload_schema holds them: each
// field's index type and parameters (field-index-type.ts), under the field's
// path spelled one way (find-field-index.ts), so that a filter's key finds the
// index of "a.b" however either was written. Strict mode reads it to tell
// which filtered keys have the index a condition needs (server/data/strict-mode/).
import { eq } from "drizzle-orm";
import { payloadIndexes, type Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import type { FieldIndexType } from "./field-index-type";
import { canonicalFieldKey } from "./find-field-index";

/** Index types by field path (canonicalFieldKey). */
export type PayloadIndexSchema = ReadonlyMap<string, FieldIndexType>;

export async function readIndexSchema(plane: DataPlane, collection: Collection): Promise<PayloadIndexSchema> {
  const rows = await plane.db.select().from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id));
  const schema = new Map<string, FieldIndexType>();
  for (const row of rows) schema.set(canonicalFieldKey(row.fieldName) ?? row.fieldName, { type: row.dataType, params: row.params ?? null });
  return schema;
}
