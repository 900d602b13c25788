// POST /collections/{name}/points/count: how many points match a filter (all
// without one), within the shard keys named. Counts here are always exact;
// `exact: false` is accepted.
import type { CountRequest } from "../../../contract/qdrant/scroll";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { shardScope, withinScope } from "../shard-keys/shard-scope";

export async function countPoints(plane: DataPlane, collection: Collection, request: CountRequest): Promise<{ count: number }> {
  const scope = shardScope(collection, request.shard_key, "read");
  return { count: await plane.engine.count(collection.engineId, withinScope(toFilterTree(request.filter), scope)) };
}
