// The control plane's custom roles, each call built from its declaration
// (contract/roles.ts; type-only imports).
import type { CreateCustomRoleBody, CustomRoleView, ListCustomRolesResponse, UpdateCustomRoleBody, roleRoutes } from "../../contract/roles";
import { callRoute } from "./call-route";

type Routes = typeof roleRoutes;

// The organisation's custom roles, with how many members hold each
export function listCustomRoles(): Promise<ListCustomRolesResponse> {
  return callRoute<Routes["list"]>("GET /api/roles");
}

// A new custom role
export function createCustomRole(body: CreateCustomRoleBody): Promise<CustomRoleView> {
  return callRoute<Routes["create"]>("POST /api/roles", { body });
}

// A new name, description, base role or rights
export function updateCustomRole(roleId: string, body: UpdateCustomRoleBody): Promise<CustomRoleView> {
  return callRoute<Routes["update"]>("PATCH /api/roles/{roleId}", { params: { roleId }, body });
}

// A role nobody holds, gone
export function deleteCustomRole(roleId: string): Promise<void> {
  return callRoute<Routes["remove"]>("DELETE /api/roles/{roleId}", { params: { roleId } });
}
