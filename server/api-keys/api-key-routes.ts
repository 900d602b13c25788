// /api/projects/{projectId}/api-keys: keys for the data plane, per project of
// the caller's organisation (contract/api-keys.ts).
import { apiKeyRoutes } from "../../contract/api-keys";
import { memberNameOf } from "../access/member-name";
import type { Database } from "../db/client";
import type { ApiRouter } from "../api-router/api-router";
import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey, type ApiKeyForgetter } from "./revoke-api-key";
import { toApiKeySummary } from "./to-api-key-summary";

export function registerApiKeyRoutes(route: ApiRouter, { db, forgetter }: { db: Database; forgetter?: ApiKeyForgetter }): void {
  // GET /api/projects/{projectId}/api-keys: the project's keys (partial keys only), with who made them
  route(apiKeyRoutes.list, async ({ project }) => ({
    status: 200,
    body: { apiKeys: (await listApiKeys(db, project.id)).map(({ apiKey, maker }) => toApiKeySummary(apiKey, maker)) },
  }));

  // POST /api/projects/{projectId}/api-keys: a new key, shown in full this once, with at most its maker's rights
  route(apiKeyRoutes.create, async ({ project, user, role, body, audit }) => {
    const { apiKey, key } = await audit.within((tx) => createApiKey(tx, project.id, { user, role }, body), (made) => ({ id: made.apiKey.id, name: made.apiKey.name }));
    return { status: 201, body: { apiKey: toApiKeySummary(apiKey, { email: user.email || null, name: memberNameOf(user) }), key } };
  });

  // DELETE /api/projects/{projectId}/api-keys/{keyId}: revoke a key, at once (its maker, or a manager)
  route(apiKeyRoutes.revoke, async ({ project, user, role, params, audit }) => {
    await audit.within((tx) => revokeApiKey(tx, project.id, params.keyId, { sub: user.sub, role }, forgetter), (revoked) => ({ id: params.keyId, name: revoked.name }));
    return { status: 204 };
  });
}
