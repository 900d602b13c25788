// A member removed from the organisation: their membership, their roles in its
// projects and every API key they made in them go in one transaction (the keys
// revoked, kept for the usage records that name them). The last owner stays
// (409); nobody removes a member who holds rights they lack (403). The
// account stays in the user pool: it is the person's, not the organisation's.
import { and, eq, inArray } from "drizzle-orm";
import type { MemberGrant } from "../../contract/rights";
import { findMemberGrant } from "../access/member-grant";
import { memberships, projectMembers, projects } from "../db/schema";
import { AppError } from "../errors";
import { assertMayChange } from "./grant-rules";
import { handOverOwnership } from "./hand-over-ownership";
import { assertAnotherOwner, isFullOwner, lockOrganisation } from "./lock-organisation";
import { MEMBER_NOT_FOUND_MESSAGE, type MemberContext } from "./member-context";
import { revokeKeysBeyondRights } from "./revoke-keys-beyond-rights";

export async function removeMember(context: MemberContext, organisationId: string, callerRole: MemberGrant, memberSub: string): Promise<{ email: string | null }> {
  const removed = await context.db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, organisationId);
    const [target] = await tx
      .select({ role: memberships.role, customRoleId: memberships.customRoleId, email: memberships.email })
      .from(memberships)
      .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userSub, memberSub)));
    if (!target) throw new AppError("not_found", MEMBER_NOT_FOUND_MESSAGE);
    assertMayChange(callerRole, await findMemberGrant(tx, organisationId, target), "remove");
    if (isFullOwner(target)) await assertAnotherOwner(tx, organisationId);
    await tx.delete(memberships).where(and(eq(memberships.organisationId, organisationId), eq(memberships.userSub, memberSub)));
    const own = tx.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, organisationId));
    await tx.delete(projectMembers).where(and(eq(projectMembers.userSub, memberSub), inArray(projectMembers.projectId, own)));
    if (organisation.ownerSub === memberSub) await handOverOwnership(tx, organisationId, memberSub);
    // No membership left: every key they made in the organisation's projects is beyond their rights.
    return { email: target.email, revokedKeys: await revokeKeysBeyondRights(tx, organisationId, memberSub) };
  });
  for (const hashedKey of removed.revokedKeys) context.forgetter?.forgetApiKey(hashedKey);
  context.forgetter?.forgetMember?.(memberSub);
  return { email: removed.email };
}
