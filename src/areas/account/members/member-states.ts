// How a member's state and role read in the list.
import type { Member } from "../../../../contract/members";
import type { MemberRole } from "../../../../contract/rights";

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
