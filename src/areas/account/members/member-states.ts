// How a member's state and role read in the list, and the roles a member may
// grant as choices of one select: the roles of the table by name ("developer"),
// the organisation's custom roles by id ("custom:<id>").
import type { Member, UpdateMemberBody } from "../../../../contract/members";
import type { CustomRoleView } from "../../../../contract/roles";
import { grantableRoles, holdsAllRightsOf, isCustomRole, type MemberGrant, type MemberRole } from "../../../../contract/rights";

export const ROLE_LABELS: Readonly<Record<MemberRole, string>> = {
  owner: "Owner",
  admin: "Admin",
  billing: "Billing",
  developer: "Developer",
  viewer: "Viewer",
};

export function stateLabel(member: Member): string {
  if (member.state === "active") return "Active";
  if (member.state === "expired") return "Expired";
  const until = member.expiresAt === null ? "" : ` until ${new Date(member.expiresAt).toLocaleDateString("en", { dateStyle: "medium" })}`;
  return `Invited${until}`;
}

/** "Developer", or a custom role's own name. */
export function grantLabel(grant: MemberGrant): string {
  return isCustomRole(grant) ? grant.name : ROLE_LABELS[grant];
}

/** A member's grant as a choice's value. */
export function grantValue(grant: MemberGrant): string {
  return isCustomRole(grant) ? `custom:${grant.id}` : grant;
}

/** What a chosen value asks of the service: a role, or a custom role by id. */
export function grantBody(value: string): Pick<UpdateMemberBody, "role" | "customRoleId"> {
  return value.startsWith("custom:") ? { customRoleId: value.slice("custom:".length) } : { role: value as MemberRole };
}

/** The roles and custom roles `caller` may grant (those whose every right it holds), as choices. */
export function grantChoices(caller: MemberGrant | null, customRoles: readonly CustomRoleView[]): { value: string; label: string }[] {
  if (caller === null) return [];
  return [
    ...grantableRoles(caller).map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    ...customRoles.filter((role) => holdsAllRightsOf(caller, role)).map((role) => ({ value: grantValue(role), label: role.name })),
  ];
}
