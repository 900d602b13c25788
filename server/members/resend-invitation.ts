// An invitation sent again: a new temporary password from the user pool (or
// the notice again, to an account that has one), and a new expiry; an expired
// invitation stands again.
import { eq } from "drizzle-orm";
import type { Member } from "../../contract/members";
import { findCustomRoles } from "../access/member-grant";
import type { SignedInUser } from "../access/token-verifier";
import { invitations } from "../db/schema";
import { findInvitation } from "./find-invitation";
import { invitationLetter } from "./invitation-letter";
import type { MemberContext } from "./member-context";
import { toInvitedMember } from "./to-member";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function resendInvitation(context: MemberContext, organisationId: string, inviter: SignedInUser, invitationId: string): Promise<Member> {
  const invitation = await findInvitation(context.db, organisationId, invitationId);
  await context.pool.resendInvitation(invitation.email, await invitationLetter(context.db, organisationId, inviter, context.invitationTtlDays));
  const now = new Date();
  const [resent] = await context.db
    .update(invitations)
    .set({ sentAt: now, expiresAt: new Date(now.getTime() + context.invitationTtlDays * DAY_MS) })
    .where(eq(invitations.id, invitation.id))
    .returning();
  const roles = await findCustomRoles(context.db, organisationId, [invitation.customRoleId]);
  return toInvitedMember(resent ?? invitation, roles.get(invitation.customRoleId ?? "") ?? null, now);
}
