// What the signed-in member may do, from their role (GET /api/auth/me: in the
// organisation, or in the project given, which may be narrower) and the rights
// table the service checks (contract/rights.ts): what to offer, and why not
// ("Viewers cannot create collections") beside what is disabled. Until the
// role is known nothing is refused here: the service still judges each call.
import { isAllowed, refusalReason, type MemberGrant, type Right } from "../../contract/rights";
import { useSignedInUserRolesQuery } from "../api-client/signed-in-user-queries";

export interface MemberRights {
  /** The role (or custom role) that counts here; null until known (or before the owner registers). */
  role: MemberGrant | null;
  isKnown: boolean;
  can: (right: Right) => boolean;
  /** Why the role may not, in the table's words (with the page's verb if given); null when it may. */
  reason: (right: Right, verb?: string) => string | null;
}

export function useMemberRights(projectId?: string): MemberRights {
  const query = useSignedInUserRolesQuery();
  const roles = query.data;
  const role = roles ? ((projectId === undefined ? undefined : roles.projectRoles[projectId]) ?? roles.role) : null;
  const can = (right: Right) => role === null || isAllowed(role, right);
  return {
    role,
    isKnown: role !== null,
    can,
    reason: (right, verb) => (role === null || can(right) ? null : refusalReason(role, right, verb)),
  };
}
