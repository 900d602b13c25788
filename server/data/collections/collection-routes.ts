// Collections of the caller's project (Qdrant's collections API).
import { collectionRoutes } from "../../../contract/qdrant/routes/collections-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { createCollection } from "./create-collection";
import { deleteCollection } from "./delete-collection";
import { getCollectionInfo } from "./get-collection-info";
import { getOptimizations } from "./get-optimizations";
import { listCollections } from "./list-collections";
import { updateCollection } from "./update-collection";

export function registerCollectionRoutes(route: DataRouter, plane: DataPlane): void {
  // GET /collections: the project's collection names
  route(collectionRoutes.list, ({ principal }) => listCollections(plane, principal));

  // PUT /collections/{name}: a new collection
  route(collectionRoutes.create, async ({ principal, name, body, audit }) => {
    const created = await createCollection(plane, principal.projectId, name, body);
    await audit.after({ id: created.id, name: created.name });
    return true;
  });

  // GET /collections/{name}: counts, status, configuration and payload schema
  route(collectionRoutes.get, ({ collection }) =>
    getCollectionInfo(plane, collection),
  );

  // GET /collections/{name}/exists: whether the name is a collection (or an alias) of the project
  route(collectionRoutes.exists, async ({ principal, name }) => ({
    exists: (await plane.catalog.find(principal.projectId, name)) !== undefined,
  }));

  // PATCH /collections/{name}: optimizer, HNSW and other parameters
  route(collectionRoutes.update, async ({ collection, body, audit }) => {
    const updated = await updateCollection(plane, collection, body);
    await audit.after({ id: collection.id, name: collection.name });
    return updated;
  });

  // DELETE /collections/{name}: the collection and its points
  route(collectionRoutes.delete, async ({ principal, name, audit }) => {
    const isDeleted = await deleteCollection(plane, principal.projectId, name);
    await audit.after({ id: null, name }, { existed: isDeleted });
    return isDeleted;
  });

  // GET /collections/{name}/optimizations: whether the engine's maintenance has work pending
  route(collectionRoutes.optimizations, ({ collection, query }) => getOptimizations(plane, collection, query.with));
}
