// A change to a collection's metadata row, made on the row as it is now and
// under its lock: PATCH /collections/{name} and the named vectors added and
// removed (server/data/vector-names) each rewrite the row's settings, and
// neither may undo what the other wrote meanwhile.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { collections, type Collection } from "../../db/schema";

export type CollectionRowChange = Partial<Pick<Collection, "settings" | "onDisk">>;

/** The row after `change` (which sees the locked row; null changes nothing), or undefined if the collection is gone. */
export async function changeCollectionRow(db: Database, id: string, change: (current: Collection) => CollectionRowChange | null): Promise<Collection | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(collections).where(eq(collections.id, id)).for("update");
    if (!current) return undefined;
    const changes = change(current);
    if (!changes) return current;
    const [changed] = await tx.update(collections).set(changes).where(eq(collections.id, id)).returning();
    return changed;
  });
}
