// The data plane's count of points (Qdrant's request and answer shapes). Its
// own module, apart from points.ts: only the collection page counts, and the
// Search page, which loads points.ts first, stays as it is.
import type { Schemas } from "@qdrant/js-client-rest";
import { callDataPlane, collectionPath } from "./data-plane";

// POST /collections/{name}/points/count: how many points match a filter (exactly, or estimated)
export async function countPoints(projectId: string, collection: string, body: Schemas["CountRequest"]): Promise<number> {
  const result = await callDataPlane<Schemas["CountResult"]>(projectId, { method: "POST", path: collectionPath(collection, "points", "count"), body });
  return result.count;
}
