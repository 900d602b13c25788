// Every route of the data plane, by what it works on, with the schemas of
// what it reads and answers (Qdrant's names: contract/qdrant/*.ts). A Qdrant
// path that is not here answers 404 "not offered by this service".
import { z } from "zod";
import { ChangeAliasesOperation, CollectionsAliasesResponse } from "./aliases";
import { CollectionExistence, CollectionInfo, CollectionLookupPath, CollectionPath, CollectionsResponse, CreateCollection, UpdateCollection } from "./collections";
import { declareDataRoute, type DataRouteDeclaration } from "./data-route";
import { UpdateResult, WaitQuery } from "./fields";
import { CreateFieldIndex, FieldIndexPath } from "./indexes";
import { DeletePayload, PointInsertOperations, PointPath, PointRequest, PointsSelector, RetrieveResult, SetPayload } from "./points";
import { QueryBatchResult, QueryRequest, QueryRequestBatch, QueryResponse } from "./query";
import { QdrantRecord } from "./records";
import { CountRequest, CountResult, ScrollRequest, ScrollResult } from "./scroll";
import { RecommendRequest, RecommendRequestBatch, SearchBatchResult, SearchRequest, SearchRequestBatch, SearchResult } from "./search";

const read = ["collection", "read"] as const;
const write = ["collection", "write"] as const;

export const collectionRoutes = {
  list: declareDataRoute({
    method: "GET",
    path: "/collections",
    operation: "collections.list",
    summary: "The project's collection names",
    access: read,
    result: CollectionsResponse,
  }),
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}",
    operation: "collections.create",
    summary: "A new collection",
    access: write,
    collection: "name",
    params: CollectionPath,
    body: CreateCollection,
    result: z.boolean(),
  }),
  get: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}",
    operation: "collections.get",
    summary: "Counts, status, configuration and payload schema",
    access: read,
    collection: "resolve",
    result: CollectionInfo,
  }),
  exists: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/exists",
    operation: "collections.exists",
    summary: "Whether the name is a collection (or an alias) of the project",
    access: read,
    collection: "name",
    result: CollectionExistence,
  }),
  update: declareDataRoute({
    method: "PATCH",
    path: "/collections/{collection_name}",
    operation: "collections.update",
    summary: "Optimizer, HNSW and other parameters",
    access: write,
    collection: "resolve",
    body: UpdateCollection,
    result: z.boolean(),
  }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}",
    operation: "collections.delete",
    summary: "The collection and its points",
    access: write,
    collection: "name",
    params: CollectionLookupPath,
    result: z.boolean(),
  }),
};

export const aliasRoutes = {
  change: declareDataRoute({
    method: "POST",
    path: "/collections/aliases",
    operation: "aliases.change",
    summary: "Create, delete and rename aliases, atomically",
    access: write,
    collection: "all",
    body: ChangeAliasesOperation,
    result: z.boolean(),
  }),
  list: declareDataRoute({ method: "GET", path: "/aliases", operation: "aliases.list", summary: "Every alias of the project", access: read, result: CollectionsAliasesResponse }),
  listOfCollection: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/aliases",
    operation: "aliases.list",
    summary: "The aliases of one collection",
    access: read,
    collection: "resolve",
    result: CollectionsAliasesResponse,
  }),
};

export const indexRoutes = {
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/index",
    operation: "indexes.create",
    summary: "Index a payload field",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: CreateFieldIndex,
    result: UpdateResult,
  }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}/index/{field_name}",
    operation: "indexes.delete",
    summary: "Drop a field's index",
    access: write,
    collection: "resolve",
    params: FieldIndexPath,
    query: WaitQuery,
    result: UpdateResult,
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
    query: WaitQuery,
    body: PointInsertOperations,
    result: UpdateResult,
  }),
  get: declareDataRoute({
    method: "GET",
    path: "/collections/{collection_name}/points/{id}",
    operation: "points.get",
    summary: "One point with its payload and vector",
    access: read,
    collection: "resolve",
    params: PointPath,
    result: QdrantRecord,
  }),
  retrieve: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points",
    operation: "points.retrieve",
    summary: "Points by ids",
    access: read,
    collection: "resolve",
    body: PointRequest,
    result: RetrieveResult,
  }),
  delete: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/delete",
    operation: "points.delete",
    summary: "Points by ids or filter",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: PointsSelector,
    result: UpdateResult,
  }),
  setPayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload",
    operation: "payload.set",
    summary: "Set payload keys",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: SetPayload,
    result: UpdateResult,
  }),
  overwritePayload: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/points/payload",
    operation: "payload.overwrite",
    summary: "Replace the payload",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: SetPayload,
    result: UpdateResult,
  }),
  deletePayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload/delete",
    operation: "payload.delete",
    summary: "Remove payload keys",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: DeletePayload,
    result: UpdateResult,
  }),
  clearPayload: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/payload/clear",
    operation: "payload.clear",
    summary: "Remove the whole payload",
    access: write,
    collection: "resolve",
    query: WaitQuery,
    body: PointsSelector,
    result: UpdateResult,
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
    body: ScrollRequest,
    result: ScrollResult,
  }),
  count: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/count",
    operation: "points.count",
    summary: "How many points match a filter",
    access: read,
    collection: "resolve",
    body: CountRequest,
    result: CountResult,
  }),
  search: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/search",
    operation: "points.search",
    summary: "Nearest points to a vector",
    access: read,
    collection: "resolve",
    body: SearchRequest,
    result: SearchResult,
  }),
  searchBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/search/batch",
    operation: "points.search_batch",
    summary: "Several searches at once",
    access: read,
    collection: "resolve",
    body: SearchRequestBatch,
    result: SearchBatchResult,
  }),
  recommend: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/recommend",
    operation: "points.recommend",
    summary: "Points like the positive examples, unlike the negative",
    access: read,
    collection: "resolve",
    body: RecommendRequest,
    result: SearchResult,
  }),
  recommendBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/recommend/batch",
    operation: "points.recommend_batch",
    summary: "Several recommendations at once",
    access: read,
    collection: "resolve",
    body: RecommendRequestBatch,
    result: SearchBatchResult,
  }),
  query: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/query",
    operation: "points.query",
    summary: "By vector, point id, or recommendation",
    access: read,
    collection: "resolve",
    body: QueryRequest,
    result: QueryResponse,
  }),
  queryBatch: declareDataRoute({
    method: "POST",
    path: "/collections/{collection_name}/points/query/batch",
    operation: "points.query_batch",
    summary: "Several queries at once",
    access: read,
    collection: "resolve",
    body: QueryRequestBatch,
    result: QueryBatchResult,
  }),
};

/** Every route of the data plane: what tests and tools walk (as contract/api-routes.ts lists /api's). */
export const DATA_ROUTES: readonly DataRouteDeclaration[] = [collectionRoutes, aliasRoutes, indexRoutes, pointRoutes, searchRoutes].flatMap((group) => Object.values(group));
