// The data plane's collections and payload indexes, for the current project.
import { callDataPlane, collectionPath } from "./data-plane";
import type { CollectionInfo, CreateCollectionBody, CreatePayloadIndexBody } from "./qdrant-types";

// GET /collections: the names of the project's collections
export async function listCollectionNames(projectId: string): Promise<string[]> {
  const result = await callDataPlane<{ collections: { name: string }[] }>(projectId, { method: "GET", path: "/collections" });
  return result.collections.map((collection) => collection.name);
}

// GET /collections/{name}: status, counts, configuration and payload schema
export function getCollection(projectId: string, name: string): Promise<CollectionInfo> {
  return callDataPlane<CollectionInfo>(projectId, { method: "GET", path: collectionPath(name) });
}

// PUT /collections/{name}: a new collection
export async function createCollection(projectId: string, name: string, body: CreateCollectionBody): Promise<void> {
  await callDataPlane<boolean>(projectId, { method: "PUT", path: collectionPath(name), body });
}

// DELETE /collections/{name}: the collection and every point in it
export async function deleteCollection(projectId: string, name: string): Promise<void> {
  await callDataPlane<boolean>(projectId, { method: "DELETE", path: collectionPath(name) });
}

// PUT /collections/{name}/index?wait=true: a payload index on one field
export async function createPayloadIndex(projectId: string, name: string, body: CreatePayloadIndexBody): Promise<void> {
  await callDataPlane<unknown>(projectId, { method: "PUT", path: collectionPath(name, "index"), body, params: { wait: true } });
}

// DELETE /collections/{name}/index/{field}?wait=true: drops a payload index
export async function deletePayloadIndex(projectId: string, name: string, field: string): Promise<void> {
  await callDataPlane<unknown>(projectId, { method: "DELETE", path: collectionPath(name, "index", field), params: { wait: true } });
}
