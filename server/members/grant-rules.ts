// Who may grant what, from the rights table alone (contract/rights.ts): a role
// or a custom role, in the organisation or a project, only by someone holding
// every right of it; a member changed or removed only by someone holding every
// right they hold; a role in a project only within the member's role in the
// organisation (a custom role's base role standing for the custom role).
import { grantName, holdsAllRightsOf, isCustomRole, missingRights, type MemberGrant } from "../../contract/rights";
import { AppError } from "../errors";

const yourRole = (grant: MemberGrant) => `Your ${typeof grant === "string" ? "role" : "custom role"} (${grantName(grant)})`;

export function assertMayGrant(caller: MemberGrant, grant: MemberGrant): void {
  if (holdsAllRightsOf(caller, grant)) return;
  const name = grantName(grant);
  throw new AppError("forbidden", `${yourRole(caller)} cannot grant the role ${name}: nobody grants more than they hold, and ${name} holds ${missingRights(caller, grant).join(", ")}.`);
}

export function assertMayChange(caller: MemberGrant, member: MemberGrant, what: "change" | "remove" | "revoke the invitation of"): void {
  if (holdsAllRightsOf(caller, member)) return;
  throw new AppError("forbidden", `${yourRole(caller)} cannot ${what} a member whose role (${grantName(member)}) holds rights yours does not: ${missingRights(caller, member).join(", ")}.`);
}

export function assertNarrows(organisationGrant: MemberGrant, projectRole: MemberGrant): void {
  if (holdsAllRightsOf(organisationGrant, projectRole)) return;
  // A custom role's base role in a project stands for the custom role there (contract/rights.ts, narrowRole).
  if (isCustomRole(organisationGrant) && projectRole === organisationGrant.baseRole) return;
  const organisation = grantName(organisationGrant);
  throw new AppError(
    "bad_request",
    `projects: A role in a project narrows the role in the organisation, never widens it: ${grantName(projectRole)} holds ${missingRights(organisationGrant, projectRole).join(", ")}, which ${organisation} does not.`,
    { details: { field: "projects" } },
  );
}
