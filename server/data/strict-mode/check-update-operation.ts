// A point write as Qdrant checks it (src/common/update.rs, UpdateOperation and
// the StrictModeVerification of each write): upserts and vector updates by
// what they write (check-points-write.ts); set and overwrite payload by the
// collection's payload size, then their filter; deletes of points, vectors or
// payload keys and clear payload by their filter, as a filtered write
// (unindexed_filtering_update). The same for a write's own route and for each
// operation of a batch.
import type { UpdateOperation } from "../../../contract/qdrant/update-operations";
import { checkCollectionSize } from "./check-collection-size";
import { checkPointsWrite } from "./check-points-write";
import { checkRequest } from "./check-request";
import type { StrictContext } from "./strict-context";

export async function checkUpdateOperation(operation: UpdateOperation, context: StrictContext): Promise<void> {
  if ("upsert" in operation) return checkPointsWrite(operation.upsert, true, context);
  if ("update_vectors" in operation) return checkPointsWrite(operation.update_vectors, false, context);
  if ("set_payload" in operation || "overwrite_payload" in operation) {
    const request = "set_payload" in operation ? operation.set_payload : operation.overwrite_payload;
    await checkCollectionSize(context, ["payload"]);
    return checkRequest({ writeFilter: request.filter }, context);
  }
  const selector = "delete" in operation ? operation.delete : "clear_payload" in operation ? operation.clear_payload : "delete_payload" in operation ? operation.delete_payload : operation.delete_vectors;
  checkRequest({ writeFilter: selector.filter }, context);
}
