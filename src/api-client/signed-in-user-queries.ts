// The signed-in user in the query cache (GET /api/auth/me, asked once), for
// pages that tell the user's own work ("started by you") from others', and
// offer only what the user's role allows (contract/rights.ts). The calls load
// on demand, as the project list's do (projects-queries.ts).
import { useQuery } from "@tanstack/react-query";
import type { SignedInUserResponse } from "../../contract/auth";
import type { MemberRole } from "../../contract/rights";
import { signedInUserKeys } from "./query-keys";

const loadAuthCalls = () => import(/* webpackChunkName: "api-auth" */ "./auth");

function useSignedInUserQuery<T>(select: (me: SignedInUserResponse) => T, enabled = true) {
  return useQuery({
    queryKey: signedInUserKeys.me(),
    queryFn: async () => (await loadAuthCalls()).getMe(),
    staleTime: Infinity,
    select,
    enabled,
  });
}

const subOf = (me: SignedInUserResponse) => me.user.sub;
const roleOf = (me: SignedInUserResponse): MemberRole | null => me.organisation?.role ?? null;

/** The user's role in their organisation, and in each project they reach (narrower for a member limited to some). */
export interface SignedInUserRoles {
  role: MemberRole | null;
  projectRoles: Readonly<Record<string, MemberRole>>;
}

const rolesOf = (me: SignedInUserResponse): SignedInUserRoles => ({
  role: me.organisation?.role ?? null,
  projectRoles: Object.fromEntries(me.projects.map((project) => [project.id, project.role])),
});

/** The user's id (the token's sub), as the service records who started what. */
export function useSignedInUserIdQuery() {
  return useSignedInUserQuery(subOf);
}

/** The user's role in their organisation, or null before the owner has registered one; `enabled` false until there is a session. */
export function useSignedInUserRoleQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useSignedInUserQuery(roleOf, enabled);
}

/** The user's roles, in the organisation and per project. */
export function useSignedInUserRolesQuery() {
  return useSignedInUserQuery(rolesOf);
}
