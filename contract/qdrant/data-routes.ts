// Every route of the data plane, by what it works on. A Qdrant path that is
// not here answers 404 "not offered by this service".
import { declareDataRoute } from "./data-route";

const read = ["collection", "read"] as const;
const write = ["collection", "write"] as const;

export const collectionRoutes = {
  list: declareDataRoute({ method: "GET", path: "/collections", operation: "collections.list", summary: "The project's collection names", access: read }),
  create: declareDataRoute({ method: "PUT", path: "/collections/{collection_name}", operation: "collections.create", summary: "A new collection", access: write, collection: "name" }),
  get: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}",
    operation: "collections.get",
    summary: "Counts, status, configuration and payload schema",
    access: read,
    collection: "resolve",
  }),
  exists: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/exists",
    operation: "collections.exists",
    summary: "Whether the name is a collection (or an alias) of the project",
    access: read,
    collection: "name",
  }),
  update: declareDataRoute({
    method: "PATCH",
    path: "/collections/{collection_name}",
    operation: "collections.update",
    summary: "Optimizer, HNSW and other parameters",
    access: write,
    collection: "resolve",
  }),
  delete: declareDataRoute({ method: "DELETE", path: "/collections/{collection_name}", operation: "collections.delete", summary: "The collection and its points", access: write, collection: "name" }),
};

export const aliasRoutes = {
  change: declareDataRoute({
    method: "POST",
    path: "/collections/aliases",
    operation: "aliases.change",
    summary: "Create, delete and rename aliases, atomically",
    access: write,
    collection: "all",
  }),
  list: declareDataRoute({ method: "GET", path: "/aliases", operation: "aliases.list", summary: "Every alias of the project", access: read }),
  listOfCollection: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/aliases",
    operation: "aliases.list",
    summary: "The aliases of one collection",
    access: read,
    collection: "resolve",
  }),
};

export const indexRoutes = {
  create: declareDataRoute({ method: "PUT", path: "/collections/{collection_name}/index", operation: "indexes.create", summary: "Index a payload field", access: write, collection: "resolve" }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}/index/{field_name}",
    operation: "indexes.delete",
    summary: "Drop a field's index",
    access: write,
    collection: "resolve",
  }),
};

export const pointRoutes = {
  upsert: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/points",
    operation: "points.upsert",
    summary: "Insert or replace points (list or batch form)",
    access: write,
    collection: "resolve",
  }),
  get: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/points/{id}",
    operation: "points.get",
    summary: "One point with its payload and vector",
    access: read,
    collection: "resolve",
  }),
  retrieve: declareDataRoute({ method: "POST", path: "/collections/{collection_name}/points", operation: "points.retrieve", summary: "Points by ids", access: read, collection: "resolve" }),
  delete: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/delete",
    operation: "points.delete",
    summary: "Points by ids or filter",
    access: write,
    collection: "resolve",
  }),
  setPayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload",
    operation: "payload.set",
    summary: "Set payload keys",
    access: write,
    collection: "resolve",
  }),
  overwritePayload: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/points/payload",
    operation: "payload.overwrite",
    summary: "Replace the payload",
    access: write,
    collection: "resolve",
  }),
  deletePayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload/delete",
    operation: "payload.delete",
    summary: "Remove payload keys",
    access: write,
    collection: "resolve",
  }),
  clearPayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload/clear",
    operation: "payload.clear",
    summary: "Remove the whole payload",
    access: write,
    collection: "resolve",
  }),
};

export const searchRoutes = {
  scroll: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/scroll",
    operation: "points.scroll",
    summary: "A page of points matching a filter",
    access: read,
    collection: "resolve",
  }),
  count: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/count",
    operation: "points.count",
    summary: "How many points match a filter",
    access: read,
    collection: "resolve",
  }),
  search: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/search",
    operation: "points.search",
    summary: "Nearest points to a vector",
    access: read,
    collection: "resolve",
  }),
  searchBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/search/batch",
    operation: "points.search_batch",
    summary: "Several searches at once",
    access: read,
    collection: "resolve",
  }),
  recommend: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/recommend",
    operation: "points.recommend",
    summary: "Points like the positive examples, unlike the negative",
    access: read,
    collection: "resolve",
  }),
  recommendBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/recommend/batch",
    operation: "points.recommend_batch",
    summary: "Several recommendations at once",
    access: read,
    collection: "resolve",
  }),
  query: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/query",
    operation: "points.query",
    summary: "By vector, point id, or recommendation",
    access: read,
    collection: "resolve",
  }),
  queryBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/query/batch",
    operation: "points.query_batch",
    summary: "Several queries at once",
    access: read,
    collection: "resolve",
  }),
};
