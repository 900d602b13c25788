// A membership or an invitation as the members list shows it (contract/members.ts).
import type { Member, ProjectRole } from "../../contract/members";
import type { Invitation, Membership } from "../db/schema";

export function toActiveMember(membership: Pick<Membership, "userSub" | "email" | "name" | "role" | "createdAt" | "hasAllProjects">, projects: readonly ProjectRole[]): Member {
  return {
    id: membership.userSub,
    state: "active",
    email: membership.email,
    name: membership.name,
    role: membership.role,
    since: membership.createdAt.toISOString(),
    expiresAt: null,
    projects: membership.hasAllProjects ? null : [...projects],
  };
}

export function toInvitedMember(invitation: Pick<Invitation, "id" | "email" | "role" | "sentAt" | "expiresAt">, now = new Date()): Member {
  return {
    id: invitation.id,
    state: invitation.expiresAt > now ? "invited" : "expired",
    email: invitation.email,
    name: null,
    role: invitation.role,
    since: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    projects: null,
  };
}
