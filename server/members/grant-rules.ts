// Who may grant what, from the rights table alone (contract/rights.ts): a role,
// in the organisation or a project, only by someone holding every right of it;
// a member changed or removed only by someone holding every right they hold;
// a role in a project only within the member's role in the organisation.
import { missingRights, holdsAllRightsOf, type MemberRole } from "../../contract/rights";
import { AppError } from "../errors";

export function assertMayGrant(callerRole: MemberRole, role: MemberRole): void {
  if (holdsAllRightsOf(callerRole, role)) return;
  throw new AppError("forbidden", `Your role (${callerRole}) cannot grant the role ${role}: nobody grants more than they hold, and ${role} holds ${missingRights(callerRole, role).join(", ")}.`);
}

export function assertMayChange(callerRole: MemberRole, memberRole: MemberRole, what: "change" | "remove" | "revoke the invitation of"): void {
  if (holdsAllRightsOf(callerRole, memberRole)) return;
  throw new AppError("forbidden", `Your role (${callerRole}) cannot ${what} a member whose role (${memberRole}) holds rights yours does not: ${missingRights(callerRole, memberRole).join(", ")}.`);
}

export function assertNarrows(organisationRole: MemberRole, projectRole: MemberRole): void {
  if (holdsAllRightsOf(organisationRole, projectRole)) return;
  throw new AppError(
    "bad_request",
    `projects: A role in a project narrows the role in the organisation, never widens it: ${projectRole} holds ${missingRights(organisationRole, projectRole).join(", ")}, which ${organisationRole} does not.`,
    { details: { field: "projects" } },
  );
}
