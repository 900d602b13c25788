// Aliases: other names for the project's collections.
import { aliasRoutes } from "../../../contract/qdrant/routes/aliases-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { changeAliases } from "./change-aliases";
import { listAliases } from "./list-aliases";

export function registerAliasRoutes(route: DataRouter, plane: DataPlane): void {
  // POST /collections/aliases: create, delete and rename aliases, atomically
  route(aliasRoutes.change, ({ principal, body }) =>
    changeAliases(plane, principal.projectId, body),
  );

  // GET /aliases: every alias of the project
  route(aliasRoutes.list, ({ principal }) => listAliases(plane, principal));

  // GET /collections/{name}/aliases: the aliases pointing at that name; Qdrant answers an empty list, not 404, for a
  // name that is no collection (or is an alias: aliases point at collections only).
  route(aliasRoutes.listOfCollection, ({ principal, name }) => listAliases(plane, principal, name));
}
