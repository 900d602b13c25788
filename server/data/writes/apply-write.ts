// Every write to a collection's points and indexes goes through here: into
// the collection's queue, awaited with wait=true, in the background without.
// The answer is Qdrant's UpdateResult.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";

export interface UpdateResult {
  operation_id: number;
  status: "completed" | "acknowledged";
}

export async function applyWrite(plane: DataPlane, collection: Collection, wait: boolean, write: () => Promise<unknown>): Promise<UpdateResult> {
  const operationId = plane.nextOperationId();
  if (!wait) {
    plane.writes.runInBackground(collection.engineId, write);
    return { operation_id: operationId, status: "acknowledged" };
  }
  await plane.writes.run(collection.engineId, write);
  return { operation_id: operationId, status: "completed" };
}
