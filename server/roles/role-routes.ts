// /api/roles: the organisation's custom roles (contract/roles.ts). Thin
// handlers: the router has parsed the input and checked the right; each calls
// one domain function and shapes the reply.
import { roleRoutes } from "../../contract/roles";
import type { ApiRouter } from "../api-router/api-router";
import { createCustomRole } from "./create-custom-role";
import type { RoleContext } from "./custom-role-store";
import { deleteCustomRole } from "./delete-custom-role";
import { listCustomRoles } from "./list-custom-roles";
import { updateCustomRole } from "./update-custom-role";

const describe = ({ name, baseRole, rights }: { name: string; baseRole: string; rights: readonly string[] }) => ({ name, baseRole, rights });

export function registerRoleRoutes(route: ApiRouter, context: RoleContext): void {
  // GET /api/roles: the custom roles, with how many members hold each
  route(roleRoutes.list, async ({ organisation }) => ({ status: 200, body: { roles: await listCustomRoles(context.db, organisation.id) } }));

  // POST /api/roles: a new custom role
  route(roleRoutes.create, async ({ organisation, role, body, audit }) => ({
    status: 201,
    body: await audit.within(
      (tx) => createCustomRole({ ...context, db: tx }, organisation.id, role, body),
      (made) => ({ id: made.id, name: made.name }),
      (made) => ({ after: describe(made) }),
    ),
  }));

  // PATCH /api/roles/{roleId}: a new name, description, base role or rights
  route(roleRoutes.update, async ({ organisation, role, params, body, audit }) => ({
    status: 200,
    body: (
      await audit.within(
        (tx) => updateCustomRole({ ...context, db: tx }, organisation.id, role, params.roleId, body),
        (changed) => ({ id: changed.role.id, name: changed.role.name }),
        (changed) => ({ before: describe(changed.before), after: describe(changed.role) }),
      )
    ).role,
  }));

  // DELETE /api/roles/{roleId}: a role nobody holds
  route(roleRoutes.remove, async ({ organisation, role, params, audit }) => {
    await audit.within((tx) => deleteCustomRole({ ...context, db: tx }, organisation.id, role, params.roleId), (deleted) => ({ id: params.roleId, name: deleted.name }));
    return { status: 204 };
  });
}
