// The data plane's points: paging, nearest-neighbour queries, payload and deletes
// (Qdrant's request and answer shapes: @qdrant/js-client-rest's Schemas).
import type { Schemas } from "@qdrant/js-client-rest";
import { callDataPlane, collectionPath } from "./data-plane";

type PointId = Schemas["ExtendedPointId"];

// GET /collections/{name}/points/{id}: one point with its payload and vector
export function getPoint(projectId: string, collection: string, id: PointId): Promise<Schemas["Record"]> {
  return callDataPlane<Schemas["Record"]>(projectId, { method: "GET", path: collectionPath(collection, "points", String(id)) });
}

// POST /collections/{name}/points/scroll: one page of points, in id order
export function scrollPoints(projectId: string, collection: string, body: Schemas["ScrollRequest"]): Promise<Schemas["ScrollResult"]> {
  return callDataPlane<Schemas["ScrollResult"]>(projectId, { method: "POST", path: collectionPath(collection, "points", "scroll"), body });
}

// POST /collections/{name}/points/query: nearest points to a vector or a point, or recommended from examples
export async function queryPoints(projectId: string, collection: string, body: Schemas["QueryRequest"]): Promise<Schemas["ScoredPoint"][]> {
  const result = await callDataPlane<Schemas["QueryResponse"]>(projectId, {
    method: "POST",
    path: collectionPath(collection, "points", "query"),
    body,
  });
  return result.points;
}

// POST /collections/{name}/points/query/groups: the best points per value of a payload key
export async function queryPointGroups(projectId: string, collection: string, body: Schemas["QueryGroupsRequest"]): Promise<Schemas["PointGroup"][]> {
  const result = await callDataPlane<Schemas["GroupsResult"]>(projectId, {
    method: "POST",
    path: collectionPath(collection, "points", "query", "groups"),
    body,
  });
  return result.groups;
}

// PUT /collections/{name}/points/payload?wait=true: replaces the payload of the given points
export async function overwritePayload(projectId: string, collection: string, points: PointId[], payload: Schemas["Payload"]): Promise<void> {
  await callDataPlane<unknown>(projectId, {
    method: "PUT",
    path: collectionPath(collection, "points", "payload"),
    body: { payload, points } satisfies Schemas["SetPayload"],
    params: { wait: true },
  });
}

// POST /collections/{name}/points/delete?wait=true: deletes points by id
export async function deletePoints(projectId: string, collection: string, points: PointId[]): Promise<void> {
  await callDataPlane<unknown>(projectId, {
    method: "POST",
    path: collectionPath(collection, "points", "delete"),
    body: { points } satisfies Schemas["PointIdsList"],
    params: { wait: true },
  });
}
