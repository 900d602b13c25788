// The organisation a control-plane call acts in: the caller's own, else the
// one they joined first (as GET /api/auth/me shows it). Every project and API
// key query is scoped to it, so no one reaches another organisation's data.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { MemberRole } from "../../contract/rights";
import type { Database } from "../db/client";
import { memberships } from "../db/schema";
import { AppError } from "../errors";
import type { SignedInUser } from "./token-verifier";

export interface CallerOrganisation {
  id: string;
  role: MemberRole;
}

export const NO_ORGANISATION_MESSAGE = "You have no organisation yet: register first (POST /api/auth/register-owner).";

export async function findCallerOrganisation(db: Database, user: SignedInUser): Promise<CallerOrganisation> {
  const [membership] = await db
    .select({ id: memberships.organisationId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userSub, user.sub))
    .orderBy(desc(sql`${memberships.role} = 'owner'`), asc(memberships.createdAt))
    .limit(1);
  if (!membership) throw new AppError("not_found", NO_ORGANISATION_MESSAGE);
  return membership;
}
