// Named vectors added to and removed from a collection (Qdrant 1.18).
import { WRITE, declareDataRoute } from "../data-route";
import { UpdateResult, WaitQuery } from "../fields";
import { VectorNameConfig, VectorNamePath } from "../vector-names";

export const vectorNameRoutes = {
  create: declareDataRoute({
    method: "PUT",
    path: "/collections/{collection_name}/vectors/{vector_name}",
    operation: "vector_names.create",
    audit: "vectorName.create",
    summary: "Add a named vector, dense or sparse, to the collection (no point holds it yet)",
    access: WRITE,
    collection: "resolve",
    params: VectorNamePath,
    query: WaitQuery,
    body: VectorNameConfig,
    result: UpdateResult,
  }),
  delete: declareDataRoute({
    method: "DELETE",
    path: "/collections/{collection_name}/vectors/{vector_name}",
    operation: "vector_names.delete",
    audit: "vectorName.delete",
    summary: "Remove a named vector from the collection and from every point",
    access: WRITE,
    collection: "resolve",
    params: VectorNamePath,
    query: WaitQuery,
    result: UpdateResult,
  }),
};
