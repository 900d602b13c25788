// A batch of writes checked whole before any is applied
// (POST /collections/{name}/points/batch): each operation runs through its own
// write function (upsertPoints, deletePoints, setPayload, ...), which checks
// its input, embeds its texts and builds the engine's operation as it always
// does, and at the end hands the operation to applyWrite. While staging,
// applyWrite keeps the operation here instead of applying it; once every
// operation of the batch has been checked, the batch applies what was kept, in
// order, through applyWrite again (queue, crash log, wait). So a bad third
// operation leaves the first two unapplied, and each write keeps one
// definition of what it checks.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Collection } from "../../db/schema";
import type { WriteOperation } from "../../engine/write-operation";

export interface StagedWrite {
  collection: Collection;
  operation: WriteOperation;
}

const staging = new AsyncLocalStorage<StagedWrite[]>();

/** The writes `check` hands to applyWrite, kept rather than applied, and what `check` returns. */
export async function stageWrites<T>(check: () => Promise<T>): Promise<{ staged: StagedWrite[]; value: T }> {
  const staged: StagedWrite[] = [];
  const value = await staging.run(staged, check);
  return { staged, value };
}

/** The list a write is kept in while a batch is checked, or undefined when writes apply at once. */
export function stagedWrites(): StagedWrite[] | undefined {
  return staging.getStore();
}
