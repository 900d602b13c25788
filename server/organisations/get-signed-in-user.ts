// What GET /api/auth/me answers: the user from their token, the organisation
// they work in (their own first, else the one they joined first) and its
// projects; no organisation until the owner registers.
import { asc, desc, eq, sql } from "drizzle-orm";
import type { SignedInUserResponse } from "../../contract/auth";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { memberships, organisations, projects } from "../db/schema";
import { toProjectSummary } from "../projects/to-project-summary";
import { toOrganisationSummary, toUserSummary } from "./summaries";

export async function getSignedInUser(db: Database, user: SignedInUser): Promise<SignedInUserResponse> {
  const [membership] = await db
    .select({ id: organisations.id, name: organisations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userSub, user.sub))
    .orderBy(desc(sql`${memberships.role} = 'owner'`), asc(memberships.createdAt))
    .limit(1);
  if (!membership) return { user: toUserSummary(user), organisation: null, projects: [] };
  const organisationProjects = await db
    .select()
    .from(projects)
    .where(eq(projects.organisationId, membership.id))
    .orderBy(asc(projects.createdAt), asc(projects.name));
  return {
    user: toUserSummary(user),
    organisation: toOrganisationSummary(membership, membership.role),
    projects: organisationProjects.map(toProjectSummary),
  };
}
