// Every write to a collection's points and indexes goes through here, already
// validated, into the collection's queue. wait=true: applied before the
// answer ("completed"). wait=false (Qdrant's default): stored in
// pending_writes first (one INSERT), then answered ("acknowledged") and applied
// in the background; a crash before it is applied loses nothing, as the next
// start replays it (replay-pending-writes.ts). A wait=true write queues behind
// every write acknowledged before it, so it never overtakes one. A write that
// changes both the engine's table and the metadata row in two steps (a named
// vector added or removed, a shard key deleted with its points) is stored in pending_writes with wait=true too, and
// deleted once applied: a crash between its steps is finished at the next start.
// While a batch is checked (staged-writes.ts) a write is kept, not applied.
import { eq } from "drizzle-orm";
import { FINISHED_JOB_STATES } from "../../../contract/jobs";
import { jobs, type Collection } from "../../db/schema";
import { changeCollectionRow } from "../collections/change-collection-row";
import type { DataPlane } from "../data-plane";
import { collectionNotFound, restoringRefusal } from "../qdrant-errors";
import { applyOperation } from "./apply-operation";
import { applyPendingWrite } from "./apply-pending-write";
import { deletePendingWrite, persistPendingWrite } from "./pending-writes";
import { stagedWrites } from "./staged-writes";
import type { WriteKind, WriteOperation } from "../../engine/write-operation";

/** Writes of two steps in two stores (engine, then metadata row): logged whether or not the caller waits. */
const LOGGED_WHEN_WAITING: ReadonlySet<WriteKind> = new Set(["create_vector_name", "delete_vector_name", "delete_shard_key"]);

export interface UpdateResult {
  operation_id: number;
  status: "completed" | "acknowledged";
}

export async function applyWrite(plane: DataPlane, collection: Collection, wait: boolean, operation: WriteOperation): Promise<UpdateResult> {
  // The restore would replace what it wrote (server/data/snapshots/restore-snapshot.ts).
  if (collection.settings.restoring) collection = await afterRestoring(plane, collection);
  // A batch being checked (staged-writes.ts): kept, and applied with the rest once all are checked.
  const staged = stagedWrites();
  if (staged) {
    staged.push({ collection, operation });
    return { operation_id: 0, status: wait ? "completed" : "acknowledged" };
  }
  const operationId = plane.nextOperationId();
  if (!wait) {
    const id = await persistPendingWrite(plane.db, collection, operation, plane.pending.owner);
    plane.pending.opened();
    plane.writes.runInBackground(collection.engineId, () => applyPendingWrite(plane, { id, target: collection, operation }).finally(() => plane.pending.closed()));
    return { operation_id: operationId, status: "acknowledged" };
  }
  if (LOGGED_WHEN_WAITING.has(operation.kind)) {
    const id = await persistPendingWrite(plane.db, collection, operation, plane.pending.owner);
    plane.pending.opened();
    await plane.writes.run(collection.engineId, async () => {
      try {
        await applyOperation(plane, collection, operation);
      } finally {
        // Failed or not, it is answered now: a replay after later writes would apply it out of order.
        await deletePendingWrite(plane.db, id);
        plane.pending.closed();
      }
    });
    return { operation_id: operationId, status: "completed" };
  }
  await plane.writes.run(collection.engineId, () => applyOperation(plane, collection, operation));
  return { operation_id: operationId, status: "completed" };
}

/**
 * A collection marked as being restored: refused while its restore job runs. A job that has ended leaves a mark only
 * where this instance's names are older than the restore (another instance restored it) or where the job failed past
 * its claims without its handler clearing it: the mark goes, and the write goes to the collection as it is now.
 */
async function afterRestoring(plane: DataPlane, collection: Collection): Promise<Collection> {
  const jobId = collection.settings.restoring?.jobId;
  const [job] = jobId ? await plane.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, jobId)) : [];
  if (job && !FINISHED_JOB_STATES.includes(job.state)) throw restoringRefusal(collection.name);
  const current = await changeCollectionRow(plane.db, collection.id, (row) => {
    if (row.settings.restoring?.jobId !== jobId) return null;
    const { restoring: _, ...settings } = row.settings;
    return { settings };
  });
  plane.catalog.forget(collection.projectId);
  if (!current) throw collectionNotFound(collection.name);
  if (current.settings.restoring) throw restoringRefusal(collection.name);
  return current;
}
