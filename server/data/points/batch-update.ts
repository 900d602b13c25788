// POST /collections/{name}/points/batch: Qdrant's batch update, a list of
// point writes applied in order, each answered with its own UpdateResult.
// Every operation is first checked through its own write function (the same
// checks, embedding and shard scope as its route), with its engine operation
// kept rather than applied (writes/staged-writes.ts): a bad third operation is
// answered with its error and leaves the first two unapplied. Qdrant checks
// them one by one as it applies them, so there the first two stay; here
// nothing is half-written. Then the kept operations are applied in order
// through the write queue. A failure only applying can find (a point that
// update_vectors names and an earlier operation deleted, or that never
// existed) ends the batch there, with the operations before it applied and
// that operation's error, as Qdrant's do_batch_update_points does.
import type { UpdateOperation } from "../../../contract/qdrant/update-operations";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { stageWrites, type StagedWrite } from "../writes/staged-writes";
import { clearPayload, deletePayloadKeys, overwritePayload, setPayload } from "./change-payload";
import { deleteVectors, updateVectors } from "./change-vectors";
import { deletePoints } from "./delete-points";
import { upsertPoints } from "./upsert-points";

type Write = { result: UpdateResult; written: number };

/** The operation through its own write function (which checks it, and hands its engine operation to applyWrite). */
function runOperation(plane: DataPlane, collection: Collection, operation: UpdateOperation, wait: boolean): Promise<Write> {
  if ("upsert" in operation) return upsertPoints(plane, collection, operation.upsert, wait);
  if ("delete" in operation) return deletePoints(plane, collection, operation.delete, wait);
  if ("set_payload" in operation) return setPayload(plane, collection, operation.set_payload, wait);
  if ("overwrite_payload" in operation) return overwritePayload(plane, collection, operation.overwrite_payload, wait);
  if ("delete_payload" in operation) return deletePayloadKeys(plane, collection, operation.delete_payload, wait);
  if ("clear_payload" in operation) return clearPayload(plane, collection, operation.clear_payload, wait);
  if ("update_vectors" in operation) return updateVectors(plane, collection, operation.update_vectors, wait);
  return deleteVectors(plane, collection, operation.delete_vectors, wait);
}

interface CheckedOperation {
  staged: StagedWrite[];
  /** The answer of an operation that had nothing to apply (an upsert of no points). */
  result: UpdateResult;
}

export async function batchUpdate(plane: DataPlane, collection: Collection, operations: readonly UpdateOperation[], wait: boolean): Promise<{ results: UpdateResult[]; written: number }> {
  const checked: CheckedOperation[] = [];
  let written = 0;
  for (const operation of operations) {
    const { staged, value } = await stageWrites(() => runOperation(plane, collection, operation, wait));
    checked.push({ staged, result: value.result });
    written += value.written;
  }
  const results: UpdateResult[] = [];
  for (const { staged, result } of checked) {
    let answer = result;
    for (const write of staged) answer = await applyWrite(plane, write.collection, wait, write.operation);
    results.push(answer);
  }
  return { results, written };
}
