// The data plane's collections and payload indexes, for the current project
// (Qdrant's request and answer shapes: @qdrant/js-client-rest's Schemas).
import type { Schemas } from "@qdrant/js-client-rest";
import { callDataPlane, collectionPath } from "./data-plane";

/** A collection's name with its info, as the collections table and the search form read them. */
export interface CollectionWithInfo {
  name: string;
  info: Schemas["CollectionInfo"];
}

// GET /collections: the names of the project's collections
export async function listCollectionNames(projectId: string): Promise<string[]> {
  const result = await callDataPlane<Schemas["CollectionsResponse"]>(projectId, { method: "GET", path: "/collections" });
  return result.collections.map((collection) => collection.name);
}

// GET /collections/{name}: status, counts, configuration and payload schema
export function getCollection(projectId: string, name: string): Promise<Schemas["CollectionInfo"]> {
  return callDataPlane<Schemas["CollectionInfo"]>(projectId, { method: "GET", path: collectionPath(name) });
}

/** Every collection of the project with its info, side by side after the list, by name. */
export async function listCollectionsWithInfo(projectId: string): Promise<CollectionWithInfo[]> {
  const names = await listCollectionNames(projectId);
  const infos = await Promise.all(names.map((name) => getCollection(projectId, name)));
  return names.map((name, index) => ({ name, info: infos[index]! })).sort((a, b) => a.name.localeCompare(b.name));
}

// PUT /collections/{name}: a new collection
export async function createCollection(projectId: string, name: string, body: Schemas["CreateCollection"]): Promise<void> {
  await callDataPlane<boolean>(projectId, { method: "PUT", path: collectionPath(name), body });
}

// DELETE /collections/{name}: the collection and every point in it
export async function deleteCollection(projectId: string, name: string): Promise<void> {
  await callDataPlane<boolean>(projectId, { method: "DELETE", path: collectionPath(name) });
}

// PUT /collections/{name}/index?wait=true: a payload index on one field
export async function createPayloadIndex(projectId: string, name: string, body: Schemas["CreateFieldIndex"]): Promise<void> {
  await callDataPlane<unknown>(projectId, { method: "PUT", path: collectionPath(name, "index"), body, params: { wait: true } });
}

// DELETE /collections/{name}/index/{field}?wait=true: drops a payload index
export async function deletePayloadIndex(projectId: string, name: string, field: string): Promise<void> {
  await callDataPlane<unknown>(projectId, { method: "DELETE", path: collectionPath(name, "index", field), params: { wait: true } });
}
