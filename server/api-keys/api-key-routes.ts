// /api/projects/{projectId}/api-keys: keys for the data plane, per project of
// the caller's organisation (contract/api-keys.ts).
import { apiKeyRoutes } from "../../contract/api-keys";
import type { Database } from "../db/client";
import type { ApiRouter } from "../api-router/api-router";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey, type ApiKeyForgetter } from "./revoke-api-key";
import { toApiKeySummary } from "./to-api-key-summary";

export function registerApiKeyRoutes(route: ApiRouter, { db, forgetter }: { db: Database; forgetter?: ApiKeyForgetter }): void {
  // GET /api/projects/{projectId}/api-keys: the project's keys (partial keys only)
  route(apiKeyRoutes.list, async ({ project }) => ({ status: 200, body: { apiKeys: (await listApiKeys(db, project.id)).map(toApiKeySummary) } }));

  // POST /api/projects/{projectId}/api-keys: a new key, shown in full this once
  route(apiKeyRoutes.create, async ({ project, user, body }) => {
    const { apiKey, key } = await createApiKey(db, project.id, user, body);
    return { status: 201, body: { apiKey: toApiKeySummary(apiKey), key } };
  });

  // DELETE /api/projects/{projectId}/api-keys/{keyId}: revoke a key, at once
  route(apiKeyRoutes.revoke, async ({ project, params }) => {
    await revokeApiKey(db, project.id, params.keyId, forgetter);
    return { status: 204 };
  });
}
