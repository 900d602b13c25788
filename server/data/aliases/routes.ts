// Aliases: other names for the project's collections.
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { changeAliases } from "./change-aliases";
import { listAliases } from "./list-aliases";

export function registerAliasRoutes(route: DataRouter, plane: DataPlane): void {
  // POST /collections/aliases: create, delete and rename aliases, atomically
  route("POST", "/collections/aliases", { operation: "aliases.change", access: "write", collection: "all" }, ({ principal, body }) =>
    changeAliases(plane, principal.projectId, body),
  );

  // GET /aliases: every alias of the project
  route("GET", "/aliases", { operation: "aliases.list", access: "read" }, ({ principal }) => listAliases(plane, principal));

  // GET /collections/{name}/aliases: the aliases of one collection
  route("GET", "/collections/:collection_name/aliases", { operation: "aliases.list", access: "read", collection: "resolve" }, ({ principal, collection }) =>
    listAliases(plane, principal, collection.id),
  );
}
