// A pending invitation becomes a membership at the invitee's first signed-in
// call (GET /api/auth/me, which the console makes right after sign-in, or any
// route of the organisation), with the invitation's role or custom role. An expired
// invitation stays, marked "Expired" in the members list, for an admin to resend.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { invitations, memberships } from "../db/schema";
import { memberNameOf } from "./member-name";
import type { SignedInUser } from "./token-verifier";

/** True when an invitation was accepted. */
export async function acceptInvitation(db: Database, user: SignedInUser, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.userSub, user.sub), gt(invitations.expiresAt, now)))
      .orderBy(asc(invitations.createdAt))
      .limit(1)
      .for("update");
    if (!invitation) return false;
    await tx.delete(invitations).where(eq(invitations.id, invitation.id));
    await tx
      .insert(memberships)
      .values({
        organisationId: invitation.organisationId,
        userSub: user.sub,
        role: invitation.role,
        customRoleId: invitation.customRoleId,
        email: user.email.toLowerCase() || invitation.email,
        name: memberNameOf(user),
      })
      .onConflictDoNothing();
    return true;
  });
}
