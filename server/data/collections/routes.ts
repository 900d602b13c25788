// Collections of the caller's project (Qdrant's collections API).
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { createCollection } from "./create-collection";
import { deleteCollection } from "./delete-collection";
import { getCollectionInfo } from "./get-collection-info";
import { listCollections } from "./list-collections";
import { updateCollection } from "./update-collection";

export function registerCollectionRoutes(route: DataRouter, plane: DataPlane): void {
  // GET /collections: the project's collection names
  route("GET", "/collections", { operation: "collections.list", access: "read" }, ({ principal }) => listCollections(plane, principal));

  // PUT /collections/{name}: a new collection
  route("PUT", "/collections/:collection_name", { operation: "collections.create", access: "write", collection: "name" }, ({ principal, name, body }) =>
    createCollection(plane, principal.projectId, name, body),
  );

  // GET /collections/{name}: counts, status, configuration and payload schema
  route("GET", "/collections/:collection_name", { operation: "collections.get", access: "read", collection: "resolve" }, ({ collection }) =>
    getCollectionInfo(plane, collection),
  );

  // GET /collections/{name}/exists: whether the name is a collection (or an alias) of the project
  route("GET", "/collections/:collection_name/exists", { operation: "collections.exists", access: "read", collection: "name" }, async ({ principal, name }) => ({
    exists: (await plane.catalog.find(principal.projectId, name)) !== undefined,
  }));

  // PATCH /collections/{name}: optimizer, HNSW and other parameters
  route("PATCH", "/collections/:collection_name", { operation: "collections.update", access: "write", collection: "resolve" }, ({ collection, body }) =>
    updateCollection(plane, collection, body),
  );

  // DELETE /collections/{name}: the collection and its points
  route("DELETE", "/collections/:collection_name", { operation: "collections.delete", access: "write", collection: "name" }, ({ principal, name }) =>
    deleteCollection(plane, principal.projectId, name),
  );
}
