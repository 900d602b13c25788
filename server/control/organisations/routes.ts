// The signed-in user and their organisation. Under /api/auth because the
// console calls them right after sign-in; they run inside the control plane's
// authenticated scope (server/control/routes.ts), so request.user is set.
import type { FastifyPluginAsync } from "fastify";
import { registerOwnerBodySchema, type RegisterOwnerResponse, type SignedInUserResponse } from "../../../contract/auth";
import type { Database } from "../../db/client";
import { parseInput } from "../parse-input";
import { getSignedInUser } from "./get-signed-in-user";
import { registerOwner } from "./register-owner";
import { toOrganisationSummary, toProjectSummary } from "./summaries";

export const organisationRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // GET /api/auth/me: the signed-in user, their organisation and its projects
  app.get("/api/auth/me", async (request): Promise<SignedInUserResponse> => getSignedInUser(db, request.user));

  // POST /api/auth/register-owner: the owner's organisation and default project, created once
  app.post("/api/auth/register-owner", async (request, reply): Promise<RegisterOwnerResponse> => {
    const { organisationName } = parseInput(registerOwnerBodySchema, request.body ?? {});
    const { isNew, organisation, project } = await registerOwner(db, request.user, { organisationName });
    reply.code(isNew ? 201 : 200);
    return { organisation: toOrganisationSummary(organisation, "owner"), project: toProjectSummary(project) };
  });
};
