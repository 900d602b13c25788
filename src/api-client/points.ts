// The data plane's points: paging, nearest-neighbour queries, payload and deletes.
import { callDataPlane, collectionPath } from "./data-plane";
import type { Payload, PointId, PointRecord, QueryRequest, ScoredPoint, ScrollRequest, ScrollResult } from "./qdrant-types";

// GET /collections/{name}/points/{id}: one point with its payload and vector
export function getPoint(projectId: string, collection: string, id: PointId): Promise<PointRecord> {
  return callDataPlane<PointRecord>(projectId, { method: "GET", path: collectionPath(collection, "points", String(id)) });
}

// POST /collections/{name}/points/scroll: one page of points, in id order
export function scrollPoints(projectId: string, collection: string, body: ScrollRequest): Promise<ScrollResult> {
  return callDataPlane<ScrollResult>(projectId, { method: "POST", path: collectionPath(collection, "points", "scroll"), body });
}

// POST /collections/{name}/points/query: nearest points to a vector or a point, or recommended from examples
export async function queryPoints(projectId: string, collection: string, body: QueryRequest): Promise<ScoredPoint[]> {
  const result = await callDataPlane<{ points: ScoredPoint[] }>(projectId, {
    method: "POST",
    path: collectionPath(collection, "points", "query"),
    body,
  });
  return result.points;
}

// PUT /collections/{name}/points/payload?wait=true: replaces the payload of the given points
export async function overwritePayload(projectId: string, collection: string, points: PointId[], payload: Payload): Promise<void> {
  await callDataPlane<unknown>(projectId, {
    method: "PUT",
    path: collectionPath(collection, "points", "payload"),
    body: { payload, points },
    params: { wait: true },
  });
}

// POST /collections/{name}/points/delete?wait=true: deletes points by id
export async function deletePoints(projectId: string, collection: string, points: PointId[]): Promise<void> {
  await callDataPlane<unknown>(projectId, {
    method: "POST",
    path: collectionPath(collection, "points", "delete"),
    body: { points },
    params: { wait: true },
  });
}
