// A collection's payload index on a key, as the metadata store holds it (type
// and parameters as given): for queries that need one, such as a text query
// ranking by a full-text index. Keys are compared as Qdrant reads them, so
// "a.b" and "\"a\".b" name the same field.
import { eq } from "drizzle-orm";
import { formatJsonPath, parseJsonPath } from "../../../contract/qdrant/json-path";
import { payloadIndexes, type Collection, type PayloadIndex } from "../../db/schema";
import type { DataPlane } from "../data-plane";

export async function findFieldIndex(plane: DataPlane, collection: Collection, key: string): Promise<PayloadIndex | undefined> {
  const wanted = canonicalFieldKey(key);
  if (wanted === undefined) return undefined;
  const indexes = await plane.db.select().from(payloadIndexes).where(eq(payloadIndexes.collectionId, collection.id));
  return indexes.find((index) => canonicalFieldKey(index.fieldName) === wanted);
}

/** The one spelling of a payload key path, as Qdrant's JsonPath displays it; undefined for no path. */
export function canonicalFieldKey(key: string): string | undefined {
  const items = parseJsonPath(key);
  return items ? formatJsonPath(items) : undefined;
}
