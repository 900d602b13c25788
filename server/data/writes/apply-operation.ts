// Applies one write to its collection: the engine call (and, for payload
// indexes, the metadata row) that the operation stands for.
//
// A write accepted with wait=false may be applied twice: a crash after the
// engine applied it but before its pending_writes row was deleted replays it
// at the next start, right after itself (nothing later in its collection's
// queue ran meanwhile). Each kind is idempotent, so that is harmless:
// - upsert, overwrite_payload, clear_payload: the same end state again (an
//   insert_only or update_only upsert, or one with an update_filter, skips
//   the points it wrote or left the first time: they exist now, or were
//   rewritten or left as they were).
// - set_payload, delete_payload: merging the same keys, or removing keys
//   already gone, changes nothing. With a filter, the points that match after
//   the first run are the ones it changed (if they still match) and none it
//   did not touch, since it changed no others.
// - delete_points: the points are already gone; by filter, the same points.
// - update_vectors, delete_vectors: the same vectors set again, or removed
//   again from points that no longer hold them.
// - create_index: the engine keeps an index of the same type (and text settings) as it is;
//   delete_index: the engine drops an index that is not there as a no-op
//   (the engine's row goes last, so a replay still finds it).
// - create_vector_name: a vector the metadata row lists already is kept as it
//   is; otherwise the engine's column (empty, as no request could name it) is
//   made anew. delete_vector_name: a vector already gone is a no-op.
// - delete_shard_key: the key's points are deleted again (none are left), and
//   a key already gone from the row stays gone.
// These three are logged in pending_writes even with wait=true (apply-write.ts).
import { AppError } from "../../errors";
import { indexField } from "../indexes/index-field";
import { dropFieldIndex } from "../indexes/drop-field-index";
import type { DataPlane } from "../data-plane";
import { requireLiveShard } from "../shard-keys/require-live-shard";
import { removeShardKey } from "../shard-keys/remove-shard-key";
import { addVectorName } from "../vector-names/add-vector-name";
import { removeVectorName } from "../vector-names/remove-vector-name";
import type { WriteOperation } from "../../engine/write-operation";
import type { WriteTarget } from "./write-target";

export function applyOperation(plane: DataPlane, target: WriteTarget, operation: WriteOperation): Promise<void> {
  const { engine } = plane;
  const id = target.engineId;
  switch (operation.kind) {
    case "upsert":
      return upsertInQueue(plane, target, operation);
    case "delete_points":
      return engine.deletePoints(id, operation.selector);
    case "update_vectors":
      // The engine finds a missing point inside the write (nothing is written): Qdrant's wording.
      return engine.updateVectors(id, operation.points, operation.updateFilter, operation.scope).catch((error: unknown) => {
        throw error instanceof AppError && error.code === "not_found" ? new AppError("not_found", `Not found: ${error.message}`) : error;
      });
    case "delete_vectors":
      return engine.deleteVectors(id, operation.selector, operation.names);
    case "set_payload":
      return engine.setPayload(id, operation.selector, operation.payload, operation.key);
    case "overwrite_payload":
      return engine.overwritePayload(id, operation.selector, operation.payload);
    case "delete_payload":
      return engine.deletePayloadKeys(id, operation.selector, operation.keys);
    case "clear_payload":
      return engine.clearPayload(id, operation.selector);
    case "create_index":
      return indexField(plane, target, operation.fieldName, operation.type, operation.params);
    case "delete_index":
      return dropFieldIndex(plane, target, operation.fieldName);
    case "create_vector_name":
      return addVectorName(plane, target, operation.name, operation.config);
    case "delete_vector_name":
      return removeVectorName(plane, target, operation.name);
    case "delete_shard_key":
      return removeShardKey(plane, target, operation.key);
  }
}

async function upsertInQueue(plane: DataPlane, target: WriteTarget, operation: Extract<WriteOperation, { kind: "upsert" }>): Promise<void> {
  const { points, mode, updateFilter, shard } = operation;
  // Its key may have been deleted by a write queued before this one.
  if (shard !== undefined) await requireLiveShard(plane, target, shard);
  return plane.engine.upsert(target.engineId, points, { mode, updateFilter, shard });
}
