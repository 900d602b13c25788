// Payload indexes: fast filters on a payload field.
import { indexRoutes } from "../../../contract/qdrant/data-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { readWaitParam } from "../parse/wait-param";
import { createFieldIndex } from "./create-field-index";
import { deleteFieldIndex } from "./delete-field-index";

export function registerIndexRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/index: index a payload field
  route(indexRoutes.create, ({ collection, body, request }) =>
    createFieldIndex(plane, collection, body, readWaitParam(request)),
  );

  // DELETE /collections/{name}/index/{field_name}: drop a field's index
  route(indexRoutes.delete, ({ collection, request }) => {
    const { field_name: fieldName } = request.params as { field_name: string };
    return deleteFieldIndex(plane, collection, fieldName, readWaitParam(request));
  });
}
