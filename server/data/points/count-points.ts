// POST /collections/{name}/points/count: how many points match a filter (all
// without one). Counts here are always exact; `exact: false` is accepted.
import type { CountRequest } from "../../../contract/qdrant/scroll";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";

export async function countPoints(plane: DataPlane, collection: Collection, request: CountRequest): Promise<{ count: number }> {
  return { count: await plane.engine.count(collection.engineId, toFilterTree(request.filter)) };
}
