// The signed-in user and their organisation. Under /api/auth because the
// console calls them right after sign-in; they run inside the control plane's
// authenticated scope (server/control/routes.ts), so request.user is set.
import type { FastifyPluginAsync } from "fastify";
import { registerOwnerBodySchema, type RegisterOwnerResponse, type SignedInUserResponse } from "../../../contract/auth";
import type { Database } from "../../db/client";
import { parseInput } from "../parse-input";
import type { ProjectCollectionsDropper } from "../projects/delete-project";
import { deleteAccountData } from "./delete-account-data";
import { getSignedInUser } from "./get-signed-in-user";
import { registerOwner } from "./register-owner";
import { toOrganisationSummary, toProjectSummary } from "./summaries";

export interface OrganisationRoutesOptions {
  db: Database;
  /** The data plane, when served: drops the collections of a deleted account's projects. */
  dropper?: ProjectCollectionsDropper;
}

export const organisationRoutes: FastifyPluginAsync<OrganisationRoutesOptions> = async (app, { db, dropper }) => {
  // GET /api/auth/me: the signed-in user, their organisation and its projects
  app.get("/api/auth/me", async (request): Promise<SignedInUserResponse> => getSignedInUser(db, request.user));

  // POST /api/auth/register-owner: the owner's organisation and default project, created once
  app.post("/api/auth/register-owner", async (request, reply): Promise<RegisterOwnerResponse> => {
    const { organisationName } = parseInput(registerOwnerBodySchema, request.body ?? {});
    const { isNew, organisation, project } = await registerOwner(db, request.user, { organisationName });
    reply.code(isNew ? 201 : 200);
    return { organisation: toOrganisationSummary(organisation, "owner"), project: toProjectSummary(project) };
  });

  // DELETE /api/auth/me: the user's organisation with all its data, and their memberships (before the account itself goes)
  app.delete("/api/auth/me", async (request, reply) => {
    await deleteAccountData(db, request.user, dropper);
    reply.code(204);
  });
};
