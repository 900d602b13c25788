// One acknowledged (wait=false) write, in its collection's queue: applied,
// then its pending_writes row deleted, in the same step, so the next write in
// the queue starts only once this one is gone from the log. A crash between
// the two applies it again at the next start, which is harmless
// (apply-operation.ts). Both steps are retried a few times: a pending write
// must neither be dropped over a passing failure nor stay in the log after
// later writes have been applied, where a replay would apply it out of order.
// A write that still fails is dropped with an error in the log, so that it
// does not block its collection for good.
import type { DataPlane } from "../data-plane";
import { applyOperation } from "./apply-operation";
import { deletePendingWrite, type PendingWrite } from "./pending-writes";

const RETRY_DELAYS_MS = [50, 250, 1_000];

export async function applyPendingWrite(plane: DataPlane, pending: PendingWrite): Promise<void> {
  const context = { pendingWriteId: pending.id, kind: pending.operation.kind, engineId: pending.target.engineId };
  try {
    await withRetries(() => applyOperation(plane, pending.target, pending.operation));
  } catch (error) {
    plane.log.error({ ...context, err: error }, "a write accepted with wait=false failed and was dropped");
  }
  await withRetries(() => deletePendingWrite(plane.db, pending.id));
}

async function withRetries(task: () => Promise<void>): Promise<void> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await task();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return task();
}
