// Named vectors of a collection: added (dense or sparse) and removed.
import type { FastifyRequest } from "fastify";
import { vectorNameRoutes } from "../../../contract/qdrant/routes/vector-names-routes";
import { pathOf } from "../../replies/error-replies";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { notOffered } from "../qdrant-errors";
import { createVectorName } from "./create-vector-name";
import { deleteVectorName } from "./delete-vector-name";

export function registerVectorNameRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/vectors/{vector_name}: a new named vector, which no point holds yet
  route(vectorNameRoutes.create, async ({ collection, request, params, body, query, audit }) => {
    const result = await createVectorName(plane, collection, nameIn(request, params.vector_name), body, query.wait);
    await audit.after({ id: params.vector_name, name: params.vector_name });
    return result;
  });

  // DELETE /collections/{name}/vectors/{vector_name}: the vector, from the collection and every point
  route(vectorNameRoutes.delete, async ({ collection, request, params, query, audit }) => {
    const result = await deleteVectorName(plane, collection, nameIn(request, params.vector_name), query.wait);
    await audit.after({ id: params.vector_name, name: params.vector_name });
    return result;
  });
}

/** The path's vector name: an empty one matches no route of Qdrant's (it would name the unnamed vector here). */
function nameIn(request: FastifyRequest, name: string): string {
  if (name === "") throw notOffered(request.method, pathOf(request));
  return name;
}
