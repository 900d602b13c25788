// The organisation's custom roles in the query cache: the Members tab lists
// and grants them. A change refetches them, and the signed-in user's own
// rights (GET /api/auth/me), which a change of their own role alters.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateCustomRoleBody, UpdateCustomRoleBody } from "../../contract/roles";
import { signedInUserKeys } from "./query-keys";
import { createCustomRole, deleteCustomRole, listCustomRoles, updateCustomRole } from "./roles";

export const roleKeys = {
  all: ["roles"] as const,
  list: () => [...roleKeys.all, "list"] as const,
};

export function useCustomRolesQuery(isEnabled = true) {
  return useQuery({ queryKey: roleKeys.list(), queryFn: listCustomRoles, select: (answer) => answer.roles, enabled: isEnabled });
}

type RoleChange = { kind: "create"; body: CreateCustomRoleBody } | { kind: "update"; roleId: string; body: UpdateCustomRoleBody } | { kind: "delete"; roleId: string };

export function useCustomRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RoleChange) => {
      if (change.kind === "create") return createCustomRole(change.body);
      if (change.kind === "update") return updateCustomRole(change.roleId, change.body);
      await deleteCustomRole(change.roleId);
      return undefined;
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: roleKeys.all }), queryClient.invalidateQueries({ queryKey: signedInUserKeys.me() })]);
    },
  });
}
