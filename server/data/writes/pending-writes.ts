// pending_writes: the writes acknowledged with wait=false and not yet applied
// (the service's write-ahead log for them). One INSERT before the answer, one
// DELETE once applied, and a read in id order at start.
import { asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { collections, pendingWrites } from "../../db/schema";
import { collectionNotFound } from "../qdrant-errors";
import type { WriteTarget } from "./write-target";
import { fromStoredOperation, toStoredOperation } from "./stored-operation";
import type { WriteOperation } from "../../engine/write-operation";

export interface PendingWrite {
  id: number;
  target: WriteTarget;
  operation: WriteOperation;
}

/** Stores the write durably and returns its id; a collection deleted meanwhile is Qdrant's 404. */
export async function persistPendingWrite(db: Database, collection: WriteTarget & { name: string }, operation: WriteOperation): Promise<number> {
  try {
    const [row] = await db.insert(pendingWrites).values({ collectionId: collection.id, kind: operation.kind, request: toStoredOperation(operation) }).returning({ id: pendingWrites.id });
    if (!row) throw new Error("pending_writes: the insert returned no row");
    return row.id;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw collectionNotFound(collection.name);
    throw error;
  }
}

export async function deletePendingWrite(db: Database, id: number): Promise<void> {
  await db.delete(pendingWrites).where(eq(pendingWrites.id, id));
}

/** Up to `limit` pending writes after `afterId`, oldest first, with their collections' engine ids. */
export async function readPendingWrites(db: Database, afterId: number, limit: number): Promise<PendingWrite[]> {
  const rows = await db
    .select({ id: pendingWrites.id, collectionId: pendingWrites.collectionId, engineId: collections.engineId, operation: pendingWrites.request })
    .from(pendingWrites)
    .innerJoin(collections, eq(collections.id, pendingWrites.collectionId))
    .where(gt(pendingWrites.id, afterId))
    .orderBy(asc(pendingWrites.id))
    .limit(limit);
  return rows.map(({ id, collectionId, engineId, operation }) => ({ id, target: { id: collectionId, engineId }, operation: fromStoredOperation(operation) }));
}

// PostgreSQL's foreign_key_violation (23503): node-postgres and PGlite put `code` on the error, Drizzle wraps it in `cause`.
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    if ("code" in current && current.code === "23503") return true;
  }
  return false;
}
