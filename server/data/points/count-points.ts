// POST /collections/{name}/points/count: how many points match a filter (all
// without one). Counts here are always exact; `exact: false` is accepted.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { parseFilter } from "../filters/parse-filter";
import { optionalBoolean, readObject } from "../parse/body-fields";

export async function countPoints(plane: DataPlane, collection: Collection, body: unknown): Promise<{ count: number }> {
  const request = readObject(body);
  optionalBoolean(request, "exact");
  return { count: await plane.engine.count(collection.engineId, parseFilter(request.filter)) };
}
