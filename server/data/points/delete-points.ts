// POST /collections/{name}/points/delete: points by ids or by filter.
import type { PointsSelector } from "../../../contract/qdrant/points";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { shardScope } from "../shard-keys/shard-scope";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { selectedCount, toSelector } from "./point-selector";

export async function deletePoints(plane: DataPlane, collection: Collection, request: PointsSelector, wait: boolean): Promise<{ result: UpdateResult; written: number }> {
  const selector = toSelector(request, shardScope(collection, request.shard_key, "write"));
  const result = await applyWrite(plane, collection, wait, { kind: "delete_points", selector });
  return { result, written: selectedCount(request) };
}
