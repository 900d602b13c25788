// /api/projects/:projectId/api-keys: keys for the data plane, per project of
// the caller's organisation (another organisation's project is a 404).
import type { FastifyPluginAsync } from "fastify";
import { createApiKeyBodySchema, type CreateApiKeyResponse, type ListApiKeysResponse } from "../../../contract/api-keys";
import type { Database } from "../../db/client";
import { parseInput } from "../parse-input";
import { assertCanManage, findCallerOrganisation } from "../projects/find-caller-organisation";
import { findOrganisationProject } from "../projects/find-organisation-project";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey, type ApiKeyForgetter } from "./revoke-api-key";
import { toApiKeySummary } from "./to-api-key-summary";

export interface ApiKeyRoutesOptions {
  db: Database;
  forgetter?: ApiKeyForgetter;
}

export const apiKeyRoutes: FastifyPluginAsync<ApiKeyRoutesOptions> = async (app, { db, forgetter }) => {
  // GET /api/projects/:projectId/api-keys: the project's keys (partial keys only)
  app.get<{ Params: { projectId: string } }>("/api/projects/:projectId/api-keys", async (request): Promise<ListApiKeysResponse> => {
    const organisation = await findCallerOrganisation(db, request.user);
    const project = await findOrganisationProject(db, organisation.id, request.params.projectId);
    return { apiKeys: (await listApiKeys(db, project.id)).map(toApiKeySummary) };
  });

  // POST /api/projects/:projectId/api-keys: a new key, shown in full this once
  app.post<{ Params: { projectId: string } }>("/api/projects/:projectId/api-keys", async (request, reply): Promise<CreateApiKeyResponse> => {
    const body = parseInput(createApiKeyBodySchema, request.body ?? {});
    const organisation = await findCallerOrganisation(db, request.user);
    assertCanManage(organisation);
    const project = await findOrganisationProject(db, organisation.id, request.params.projectId);
    const { apiKey, key } = await createApiKey(db, project.id, request.user, body);
    reply.code(201);
    return { apiKey: toApiKeySummary(apiKey), key };
  });

  // DELETE /api/projects/:projectId/api-keys/:keyId: revoke a key, at once
  app.delete<{ Params: { projectId: string; keyId: string } }>("/api/projects/:projectId/api-keys/:keyId", async (request, reply) => {
    const organisation = await findCallerOrganisation(db, request.user);
    assertCanManage(organisation);
    const project = await findOrganisationProject(db, organisation.id, request.params.projectId);
    await revokeApiKey(db, project.id, request.params.keyId, forgetter);
    return reply.code(204).send();
  });
};
