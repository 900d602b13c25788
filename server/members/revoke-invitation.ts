// An invitation withdrawn: its row goes, and the account the user pool made
// for it too, if the invitee never chose a password and no other organisation
// invited them.
import { and, eq, ne } from "drizzle-orm";
import type { MemberGrant } from "../../contract/rights";
import { findMemberGrant } from "../access/member-grant";
import { invitations } from "../db/schema";
import { findInvitation } from "./find-invitation";
import { assertMayChange } from "./grant-rules";
import type { MemberContext } from "./member-context";

export async function revokeInvitation(context: MemberContext, organisationId: string, callerRole: MemberGrant, invitationId: string): Promise<{ email: string }> {
  const invitation = await findInvitation(context.db, organisationId, invitationId);
  assertMayChange(callerRole, await findMemberGrant(context.db, organisationId, invitation), "revoke the invitation of");
  await context.db.delete(invitations).where(eq(invitations.id, invitation.id));
  const [elsewhere] = await context.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.userSub, invitation.userSub), ne(invitations.id, invitation.id)))
    .limit(1);
  if (!elsewhere) await context.pool.deleteInvitedUser(invitation.email);
  return { email: invitation.email };
}
