// The organisation a control-plane call acts in: the caller's own, else the
// one they joined first (as GET /api/auth/me shows it). Every project and API
// key query is scoped to it, so no one reaches another organisation's data.
// A caller with no membership yet but a pending invitation joins now.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { MemberGrant } from "../../contract/rights";
import type { Database } from "../db/client";
import { customRoles, memberships } from "../db/schema";
import { AppError } from "../errors";
import { acceptInvitation } from "./accept-invitation";
import { grantColumns, toMemberGrant } from "./member-grant";
import type { SignedInUser } from "./token-verifier";

export interface CallerOrganisation {
  id: string;
  /** The caller's role in the organisation, or the custom role they hold. */
  role: MemberGrant;
  /** False: the caller reaches only the projects they were added to (project_members). */
  hasAllProjects: boolean;
}

export const NO_ORGANISATION_MESSAGE = "You have no organisation yet: register first (POST /api/auth/register-owner).";

export async function findCallerOrganisation(db: Database, user: SignedInUser): Promise<CallerOrganisation> {
  const membership = (await findMembership(db, user.sub)) ?? ((await acceptInvitation(db, user)) ? await findMembership(db, user.sub) : undefined);
  if (!membership) throw new AppError("not_found", NO_ORGANISATION_MESSAGE);
  return membership;
}

async function findMembership(db: Database, userSub: string): Promise<CallerOrganisation | undefined> {
  const [membership] = await db
    .select({ id: memberships.organisationId, role: memberships.role, hasAllProjects: memberships.hasAllProjects, ...grantColumns })
    .from(memberships)
    .leftJoin(customRoles, eq(customRoles.id, memberships.customRoleId))
    .where(eq(memberships.userSub, userSub))
    .orderBy(desc(sql`${memberships.role} = 'owner'`), asc(memberships.createdAt))
    .limit(1);
  return membership && { id: membership.id, role: toMemberGrant(membership), hasAllProjects: membership.hasAllProjects };
}
