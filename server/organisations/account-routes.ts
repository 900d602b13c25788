// /api/auth: the signed-in user and their organisation (contract/auth.ts).
// Under /api/auth because the console calls them right after sign-in.
import { authRoutes } from "../../contract/auth";
import type { Database } from "../db/client";
import type { ApiRouter } from "../api-router/api-router";
import type { ApiKeyForgetter } from "../api-keys/revoke-api-key";
import type { ProjectCollectionsDropper } from "../projects/delete-project";
import { deleteAccountData } from "./delete-account-data";
import { getSignedInUser } from "./get-signed-in-user";
import { assertNoOtherOrganisation, createOwnOrganisation } from "./register-owner";
import { toProjectSummary } from "../projects/to-project-summary";
import { toOrganisationSummary } from "./summaries";

/** `regions`: the REGIONS setting; an owner's default project is made in the first. */
export function registerAccountRoutes(
  route: ApiRouter,
  { db, dropper, forgetter, regions }: { db: Database; dropper?: ProjectCollectionsDropper; forgetter?: ApiKeyForgetter; regions?: readonly string[] },
): void {
  // GET /api/auth/me: the signed-in user, their organisation and its projects
  route(authRoutes.me, async ({ user }) => ({ status: 200, body: await getSignedInUser(db, user) }));

  // POST /api/auth/register-owner: the owner's organisation and default project, created once
  // Made in the same transaction as its audit entry; a repeat finds it, and records nothing.
  route(authRoutes.registerOwner, async ({ user, body, audit }) => {
    await assertNoOtherOrganisation(db, user);
    const register = (store: Database) => createOwnOrganisation(store, user, { organisationName: body?.organisationName, region: regions?.[0] });
    const { isNew, organisation, project } = audit
      ? await audit.within(
          register,
          (registered) => (registered.isNew ? { id: registered.organisation.id, name: registered.organisation.name } : null),
          ({ project }) => ({ project: project.name, region: project.region }),
        )
      : await register(db);
    const reply = { organisation: toOrganisationSummary(organisation, "owner"), project: toProjectSummary(project) };
    return isNew ? { status: 201, body: reply } : { status: 200, body: reply };
  });

  // DELETE /api/auth/me: the user's organisation with all its data, and their memberships (before the account itself goes)
  route(authRoutes.deleteAccountData, async ({ user, audit }) => {
    const target = { id: user.sub, name: user.email || null };
    await (audit ? audit.within((tx) => deleteAccountData(tx, user, dropper, forgetter), target) : deleteAccountData(db, user, dropper, forgetter));
    return { status: 204 };
  });
}
