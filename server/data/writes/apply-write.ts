// Every write to a collection's points and indexes goes through here, already
// validated, into the collection's queue. wait=true: applied before the
// answer ("completed"). wait=false (Qdrant's default): stored in
// pending_writes first (one INSERT), then answered ("acknowledged") and applied
// in the background; a crash before it is applied loses nothing, as the next
// start replays it (replay-pending-writes.ts). A wait=true write queues behind
// every write acknowledged before it, so it never overtakes one.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { applyOperation } from "./apply-operation";
import { applyPendingWrite } from "./apply-pending-write";
import { persistPendingWrite } from "./pending-writes";
import type { WriteOperation } from "../../engine/write-operation";

export interface UpdateResult {
  operation_id: number;
  status: "completed" | "acknowledged";
}

export async function applyWrite(plane: DataPlane, collection: Collection, wait: boolean, operation: WriteOperation): Promise<UpdateResult> {
  const operationId = plane.nextOperationId();
  if (!wait) {
    const id = await persistPendingWrite(plane.db, collection, operation);
    plane.writes.runInBackground(collection.engineId, () => applyPendingWrite(plane, { id, target: collection, operation }));
    return { operation_id: operationId, status: "acknowledged" };
  }
  await plane.writes.run(collection.engineId, () => applyOperation(plane, collection, operation));
  return { operation_id: operationId, status: "completed" };
}
