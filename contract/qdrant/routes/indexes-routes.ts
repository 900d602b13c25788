// Payload indexes of a collection.
import { WRITE, declareDataRoute } from "../data-route";
import { UpdateResult, WaitQuery } from "../fields";
import { CreateFieldIndex, FieldIndexPath } from "../indexes";

export const indexRoutes = {
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/index",
    operation: "indexes.create",
    audit: "payloadIndex.create",
    summary: "Index a payload field",
    access: WRITE,
    collection: "resolve",
    query: WaitQuery,
    body: CreateFieldIndex,
    result: UpdateResult,
  }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}/index/{field_name}",
    operation: "indexes.delete",
    audit: "payloadIndex.delete",
    summary: "Drop a field's index",
    access: WRITE,
    collection: "resolve",
    params: FieldIndexPath,
    query: WaitQuery,
    result: UpdateResult,
  }),
};
