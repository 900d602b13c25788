// What an invitation's e-mail says of who invites, to what, for how long.
import { eq } from "drizzle-orm";
import { memberNameOf } from "../access/member-name";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { organisations } from "../db/schema";
import type { InvitationLetter } from "../identity/user-pool-admin";

export async function invitationLetter(db: Database, organisationId: string, inviter: SignedInUser, validDays: number): Promise<InvitationLetter> {
  const [organisation] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
  return { organisationName: organisation?.name ?? "an organisation", invitedBy: memberNameOf(inviter) ?? inviter.email, validDays };
}
