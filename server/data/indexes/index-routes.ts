// Payload indexes: fast filters on a payload field.
import { indexRoutes } from "../../../contract/qdrant/routes/indexes-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { createFieldIndex } from "./create-field-index";
import { deleteFieldIndex } from "./delete-field-index";

export function registerIndexRoutes(route: DataRouter, plane: DataPlane): void {
  // PUT /collections/{name}/index: index a payload field
  route(indexRoutes.create, async ({ collection, body, query, audit }) => {
    const result = await createFieldIndex(plane, collection, body, query.wait);
    await audit.after({ id: body.field_name, name: body.field_name });
    return result;
  });

  // DELETE /collections/{name}/index/{field_name}: drop a field's index
  route(indexRoutes.delete, async ({ collection, params, query, audit }) => {
    const result = await deleteFieldIndex(plane, collection, params.field_name, query.wait);
    await audit.after({ id: params.field_name, name: params.field_name });
    return result;
  });
}
