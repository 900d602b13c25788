// Aliases: other names for the project's collections.
import type { ChangeAliasesOperation } from "../../../contract/qdrant/aliases";
import { aliasRoutes } from "../../../contract/qdrant/routes/aliases-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { changeAliases } from "./change-aliases";
import { listAliases } from "./list-aliases";

export function registerAliasRoutes(route: DataRouter, plane: DataPlane): void {
  // POST /collections/aliases: create, delete and rename aliases, atomically
  route(aliasRoutes.change, async ({ principal, body, audit }) => {
    const changed = await changeAliases(plane, principal.projectId, body);
    await audit.after({ id: null, name: aliasNames(body).join(", ").slice(0, 1000) || null }, { actions: body.actions });
    return changed;
  });

  // GET /aliases: every alias of the project
  route(aliasRoutes.list, ({ principal }) => listAliases(plane, principal));

  // GET /collections/{name}/aliases: the aliases pointing at that name; Qdrant answers an empty list, not 404, for a
  // name that is no collection (or is an alias: aliases point at collections only).
  route(aliasRoutes.listOfCollection, ({ principal, name }) => listAliases(plane, principal, name));
}

/** The aliases an operation names, for the audit trail's entry. */
function aliasNames({ actions }: ChangeAliasesOperation): string[] {
  return actions.map((action) => ("create_alias" in action ? action.create_alias.alias_name : "delete_alias" in action ? action.delete_alias.alias_name : action.rename_alias.new_alias_name));
}
