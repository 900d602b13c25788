// A membership or an invitation as the members list shows it (contract/members.ts),
// with the custom role it holds (access/member-grant.ts, findCustomRoles).
import type { Member, ProjectRole } from "../../contract/members";
import type { CustomRole } from "../../contract/rights";
import type { Invitation, Membership } from "../db/schema";

export function toActiveMember(
  membership: Pick<Membership, "userSub" | "email" | "name" | "role" | "createdAt" | "hasAllProjects">,
  projects: readonly ProjectRole[],
  customRole: CustomRole | null,
): Member {
  return {
    id: membership.userSub,
    state: "active",
    email: membership.email,
    name: membership.name,
    role: customRole?.baseRole ?? membership.role,
    customRole,
    since: membership.createdAt.toISOString(),
    expiresAt: null,
    projects: membership.hasAllProjects ? null : [...projects],
  };
}

export function toInvitedMember(invitation: Pick<Invitation, "id" | "email" | "role" | "sentAt" | "expiresAt">, customRole: CustomRole | null, now = new Date()): Member {
  return {
    id: invitation.id,
    state: invitation.expiresAt > now ? "invited" : "expired",
    email: invitation.email,
    name: null,
    role: customRole?.baseRole ?? invitation.role,
    customRole,
    since: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    projects: null,
  };
}
