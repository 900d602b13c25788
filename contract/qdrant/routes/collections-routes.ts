// Collections: create, read, update, delete, and whether a name is one.
import { z } from "zod";
import { CollectionExistence, CollectionInfo, CollectionLookupPath, CollectionPath, CollectionsResponse, CreateCollection, UpdateCollection } from "../collections";
import { READ, WRITE, declareDataRoute } from "../data-route";
import { OptimizationsQuery, OptimizationsResponse } from "../optimizations";

export const collectionRoutes = {
  list: declareDataRoute({
    method: "GET",
    path: "/collections",
    operation: "collections.list",
    summary: "The project's collection names",
    access: READ,
    result: CollectionsResponse,
  }),
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}",
    operation: "collections.create",
    audit: "collection.create",
    summary: "A new collection",
    access: WRITE,
    collection: "name",
    params: CollectionPath,
    body: CreateCollection,
    result: z.boolean(),
    errors: [409],
  }),
  get: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}",
    operation: "collections.get",
    summary: "Counts, status, configuration and payload schema",
    access: READ,
    collection: "resolve",
    result: CollectionInfo,
  }),
  exists: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/exists",
    operation: "collections.exists",
    summary: "Whether the name is a collection (or an alias) of the project",
    access: READ,
    collection: "name",
    result: CollectionExistence,
  }),
  update: declareDataRoute({
    method: "PATCH",
    path: "/collections/{collection_name}",
    operation: "collections.update",
    audit: "collection.update",
    summary: "Optimizer, HNSW and other parameters",
    access: WRITE,
    collection: "resolve",
    body: UpdateCollection,
    result: z.boolean(),
  }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}",
    operation: "collections.delete",
    audit: "collection.delete",
    summary: "The collection and its points",
    access: WRITE,
    collection: "name",
    params: CollectionLookupPath,
    result: z.boolean(),
  }),
  optimizations: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/optimizations",
    operation: "collections.optimizations",
    summary: "Whether the collection's vector index is being built or its storage compacted",
    access: READ,
    collection: "resolve",
    query: OptimizationsQuery,
    result: OptimizationsResponse,
  }),
};
