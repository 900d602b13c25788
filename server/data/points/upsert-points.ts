// PUT /collections/{name}/points: insert or replace points, as update_mode
// (insert_only, update_only) and update_filter allow, under the one shard key
// a custom-sharded collection's upsert names. The body is checked whole
// before the engine sees any of it (toPointRecords).
import type { PointInsertOperations } from "../../../contract/qdrant/points";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { upsertShard } from "../shard-keys/shard-scope";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { upsertSlots } from "../inference/document-slots";
import { embedDocuments } from "../inference/embed-documents";
import { toPointRecords } from "./point-records";

export async function upsertPoints(plane: DataPlane, collection: Collection, request: PointInsertOperations, wait: boolean): Promise<{ result: UpdateResult; written: number }> {
  const shard = upsertShard(collection, request.shard_key);
  // Text given for vectors ({"text", "model"}) is embedded first, as documents; then checked like any vector.
  await embedDocuments(plane.models, collection, upsertSlots(request), "document");
  const points = toPointRecords(request, collection);
  if (points.length === 0) {
    // Nothing to write; with wait=true the answer still comes after every write queued before it, as for any other write.
    if (wait) await plane.writes.run(collection.engineId, async () => undefined);
    return { result: { operation_id: plane.nextOperationId(), status: "completed" }, written: 0 };
  }
  const updateFilter = toFilterTree(request.update_filter, "update_filter");
  const mode = request.update_mode ?? undefined;
  const result = await applyWrite(plane, collection, wait, {
    kind: "upsert",
    points,
    ...(mode && mode !== "upsert" ? { mode } : {}),
    ...(updateFilter ? { updateFilter } : {}),
    ...(shard !== undefined ? { shard } : {}),
  });
  return { result, written: points.length };
}
