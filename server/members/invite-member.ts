// An invitation by e-mail with a role or custom role: the user pool makes the invitee's
// account and mails a temporary password (AdminCreateUser), or, for an address
// with an account already but no organisation, a notice to sign in; the
// invitee joins at their first signed-in call (access/accept-invitation.ts).
// Refused: a role with rights the inviter lacks (403), an address that is a
// member or has an invitation already (400), an account that belongs to
// another organisation (409: a member belongs to one organisation for now).
import { and, eq } from "drizzle-orm";
import type { InviteMemberBody, Member } from "../../contract/members";
import { grantFields, type MemberGrant } from "../../contract/rights";
import { findOrganisationCustomRole } from "../access/member-grant";
import type { SignedInUser } from "../access/token-verifier";
import { isUniqueViolation } from "../db/is-unique-violation";
import { invitations, memberships, type Invitation } from "../db/schema";
import { AppError } from "../errors";
import { PoolUserExistsError } from "../identity/user-pool-admin";
import { assertMayGrant } from "./grant-rules";
import { invitationLetter } from "./invitation-letter";
import type { MemberContext } from "./member-context";
import { toInvitedMember } from "./to-member";

const DAY_MS = 24 * 60 * 60 * 1000;

export const OTHER_ORGANISATION_MESSAGE = "belongs to another organisation: a member belongs to one organisation for now.";

function badEmail(message: string): AppError {
  return new AppError("bad_request", `email: ${message}`, { details: { field: "email" } });
}

export async function inviteMember(context: MemberContext, organisationId: string, inviter: { user: SignedInUser; role: MemberGrant }, body: InviteMemberBody): Promise<Member> {
  const { db, pool } = context;
  const grant = body.customRoleId === undefined ? (body.role ?? "viewer") : await findOrganisationCustomRole(db, organisationId, body.customRoleId);
  assertMayGrant(inviter.role, grant);
  const { role, customRole } = grantFields(grant);
  const email = body.email.trim().toLowerCase();
  const [member] = await db
    .select({ sub: memberships.userSub })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.email, email)))
    .limit(1);
  if (member) throw badEmail(`${email} is a member of this organisation already.`);
  await assertNoInvitation(context, organisationId, email);

  const letter = await invitationLetter(db, organisationId, inviter.user, context.invitationTtlDays);
  const account = await pool.findUser(email);
  let sub: string;
  let isNewAccount = false;
  if (account) {
    const [joined] = await db.select({ organisationId: memberships.organisationId }).from(memberships).where(eq(memberships.userSub, account.sub)).limit(1);
    if (joined?.organisationId === organisationId) throw badEmail(`${email} is a member of this organisation already.`);
    if (joined) throw new AppError("conflict", `${email} ${OTHER_ORGANISATION_MESSAGE}`);
    sub = account.sub;
  } else {
    try {
      sub = (await pool.inviteNewUser(email, letter)).sub;
      isNewAccount = true;
    } catch (error) {
      if (error instanceof PoolUserExistsError) throw new AppError("conflict", `${email} has just been given an account: try again.`);
      throw error;
    }
  }
  const now = new Date();
  let invitation: Invitation | undefined;
  try {
    [invitation] = await db
      .insert(invitations)
      .values({ organisationId, email, role, customRoleId: customRole?.id ?? null, userSub: sub, invitedBy: inviter.user.sub, createdAt: now, sentAt: now, expiresAt: new Date(now.getTime() + context.invitationTtlDays * DAY_MS) })
      .returning();
  } catch (error) {
    // Two invitations at once: the account made for the one that lost goes again.
    if (isNewAccount) await pool.deleteInvitedUser(email).catch(() => undefined);
    if (isUniqueViolation(error)) throw badEmail(`${email} has an invitation already: resend it instead.`);
    throw error;
  }
  if (!invitation) throw new Error("inviteMember: the invitation was not inserted");
  if (!isNewAccount) await pool.notifyExistingUser(email, letter);
  return toInvitedMember(invitation, customRole, now);
}

async function assertNoInvitation(context: MemberContext, organisationId: string, email: string): Promise<void> {
  const [invitation] = await context.db
    .select({ expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.organisationId, organisationId), eq(invitations.email, email)))
    .limit(1);
  if (!invitation) return;
  throw badEmail(invitation.expiresAt > new Date() ? `${email} has an invitation already: resend it instead.` : `${email} has an expired invitation: resend it instead.`);
}
