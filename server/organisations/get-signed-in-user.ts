// What GET /api/auth/me answers: the user from their token, the organisation
// they work in (their own first, else the one they joined first; a pending
// invitation is accepted here), their role in it, and the projects they reach
// with their role in each; no organisation until the owner registers. The
// member's address and name in the members list follow the token's here.
import { and, eq, or, sql } from "drizzle-orm";
import type { SignedInUserResponse } from "../../contract/auth";
import { grantFields } from "../../contract/rights";
import { findCallerOrganisation } from "../access/caller-organisation";
import { memberNameOf } from "../access/member-name";
import { listReachableProjects } from "../access/reachable-projects";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { memberships, organisations } from "../db/schema";
import { AppError } from "../errors";
import { toProjectSummary } from "../projects/to-project-summary";
import { toOrganisationSummary, toUserSummary } from "./summaries";

export async function getSignedInUser(db: Database, user: SignedInUser): Promise<SignedInUserResponse> {
  const organisation = await findCallerOrganisation(db, user).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return undefined;
    throw error;
  });
  if (!organisation) return { user: toUserSummary(user), organisation: null, projects: [] };
  const [[named], reachable] = await Promise.all([
    db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, organisation.id)),
    listReachableProjects(db, organisation, user.sub),
    refreshMemberProfile(db, organisation.id, user),
  ]);
  if (!named) return { user: toUserSummary(user), organisation: null, projects: [] };
  return {
    user: toUserSummary(user),
    organisation: toOrganisationSummary(named, organisation.role),
    projects: reachable.map(({ project, role }) => ({ ...toProjectSummary(project), ...grantFields(role) })),
  };
}

/** The members list shows the address and name the user pool gives now (an access token of AWS Cognito carries no e-mail: kept). */
async function refreshMemberProfile(db: Database, organisationId: string, user: SignedInUser): Promise<void> {
  const name = memberNameOf(user);
  const email = user.email ? user.email.toLowerCase() : undefined;
  await db
    .update(memberships)
    .set({ name, ...(email ? { email } : {}) })
    .where(
      and(
        eq(memberships.organisationId, organisationId),
        eq(memberships.userSub, user.sub),
        or(sql`${memberships.name} is distinct from ${name}`, email ? sql`${memberships.email} is distinct from ${email.toLowerCase()}` : undefined),
      ),
    );
}
