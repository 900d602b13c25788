// An invitation of the organisation by id: another organisation's, or none, is "not found".
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { isUuid } from "../db/is-uuid";
import { invitations, type Invitation } from "../db/schema";
import { AppError } from "../errors";
import { INVITATION_NOT_FOUND_MESSAGE } from "./member-context";

export async function findInvitation(db: Database, organisationId: string, invitationId: string): Promise<Invitation> {
  if (!isUuid(invitationId)) throw new AppError("not_found", INVITATION_NOT_FOUND_MESSAGE);
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.organisationId, organisationId)));
  if (!invitation) throw new AppError("not_found", INVITATION_NOT_FOUND_MESSAGE);
  return invitation;
}
