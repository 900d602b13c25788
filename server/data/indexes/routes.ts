// Payload indexes: fast filters on a payload field.
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { readWaitParam } from "../parse/wait-param";
import { createFieldIndex } from "./create-field-index";
import { deleteFieldIndex } from "./delete-field-index";

export function registerIndexRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/index: index a payload field
  route("PUT", "/collections/:collection_name/index", { operation: "indexes.create", access: "write", collection: "resolve" }, ({ collection, body, request }) =>
    createFieldIndex(plane, collection, body, readWaitParam(request)),
  );

  // DELETE /collections/{name}/index/{field_name}: drop a field's index
  route("DELETE", "/collections/:collection_name/index/:field_name", { operation: "indexes.delete", access: "write", collection: "resolve" }, ({ collection, request }) => {
    const { field_name: fieldName } = request.params as { field_name: string };
    return deleteFieldIndex(plane, collection, fieldName, readWaitParam(request));
  });
}
