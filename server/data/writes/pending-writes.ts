// pending_writes: the writes acknowledged with wait=false and not yet applied
// (the service's write-ahead log for them). One INSERT before the answer, one
// DELETE once applied, and a read in id order at start. Each row names the
// instance applying it, which refreshes its heartbeat meanwhile
// (pending-heartbeat.ts): at its start, an instance replays its own rows,
// rows without an owner, and rows whose owner went quiet, and leaves alone
// those another running instance is still applying; while it runs, it sweeps
// for rows whose owner went quiet (replay-pending-writes.ts).
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
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

/** Stores the write durably, owned by `owner` (the instance that will apply it), and returns its id; a collection deleted meanwhile is Qdrant's 404. */
export async function persistPendingWrite(db: Database, collection: WriteTarget & { name: string }, operation: WriteOperation, owner: string | null = null): Promise<number> {
  try {
    const [row] = await db
      .insert(pendingWrites)
      .values({ collectionId: collection.id, kind: operation.kind, request: toStoredOperation(operation), owner, heartbeatAt: owner === null ? null : sql`now()` })
      .returning({ id: pendingWrites.id });
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

/**
 * Up to `limit` pending writes after `afterId`, oldest first, now owned by `owner`: unowned ones, those whose owner's
 * heartbeat is older than `staleAfterMs`, and (at start, `includeOwn`) its own, left by its previous run; a running
 * instance's sweep leaves its own alone, since it is applying them. Rows another instance is applying are skipped,
 * and SKIP LOCKED keeps two instances claiming together from taking the same row.
 */
export async function claimPendingWrites(db: Database, owner: string, afterId: number, limit: number, staleAfterMs: number, includeOwn: boolean): Promise<PendingWrite[]> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: pendingWrites.id })
      .from(pendingWrites)
      .where(
        and(
          gt(pendingWrites.id, afterId),
          or(
            isNull(pendingWrites.owner),
            includeOwn ? eq(pendingWrites.owner, owner) : undefined,
            and(ne(pendingWrites.owner, owner), lt(pendingWrites.heartbeatAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`)),
          ),
        ),
      )
      .orderBy(asc(pendingWrites.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    await tx.update(pendingWrites).set({ owner, heartbeatAt: sql`now()` }).where(inArray(pendingWrites.id, ids));
    return ids;
  });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ id: pendingWrites.id, collectionId: pendingWrites.collectionId, engineId: collections.engineId, operation: pendingWrites.request })
    .from(pendingWrites)
    .innerJoin(collections, eq(collections.id, pendingWrites.collectionId))
    .where(inArray(pendingWrites.id, claimed))
    .orderBy(asc(pendingWrites.id));
  return rows.map(({ id, collectionId, engineId, operation }) => ({ id, target: { id: collectionId, engineId }, operation: fromStoredOperation(operation) }));
}

/** Refreshes the heartbeat of every pending write `owner` is applying. */
export async function heartbeatPendingWrites(db: Database, owner: string): Promise<void> {
  await db.update(pendingWrites).set({ heartbeatAt: sql`now()` }).where(eq(pendingWrites.owner, owner));
}

// PostgreSQL's foreign_key_violation (23503): node-postgres and PGlite put `code` on the error, Drizzle wraps it in `cause`.
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    if ("code" in current && current.code === "23503") return true;
  }
  return false;
}
