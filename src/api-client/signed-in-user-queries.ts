// The signed-in user in the query cache (GET /api/auth/me, asked once), for
// pages that tell the user's own work ("started by you") from others', and
// offer only what the user's role allows (contract/rights.ts). The calls load
// on demand, as the project list's do (projects-queries.ts).
import { useQuery } from "@tanstack/react-query";
import type { SignedInUserResponse } from "../../contract/auth";
import type { MemberGrant } from "../../contract/rights";
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
/** A custom role, where the user holds one, stands for their role (contract/rights.ts, grantOf). */
const grantOf = ({ role, customRole }: { role: MemberGrant; customRole: MemberGrant | null }): MemberGrant => customRole ?? role;
const roleOf = (me: SignedInUserResponse): MemberGrant | null => (me.organisation ? grantOf(me.organisation) : null);

/** The user's role (or custom role) in their organisation, and in each project they reach (narrower for a member limited to some). */
export interface SignedInUserRoles {
  role: MemberGrant | null;
  projectRoles: Readonly<Record<string, MemberGrant>>;
}

const rolesOf = (me: SignedInUserResponse): SignedInUserRoles => ({
  role: roleOf(me),
  projectRoles: Object.fromEntries(me.projects.map((project) => [project.id, grantOf(project)])),
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
