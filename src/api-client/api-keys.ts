// The control plane's API keys of a project, each call built from its
// declaration (contract/api-keys.ts; type-only imports).
import type { ApiKeySummary, CreateApiKeyBody, CreateApiKeyResponse, apiKeyRoutes } from "../../contract/api-keys";
import { callRoute } from "./call-route";

type Routes = typeof apiKeyRoutes;

// The keys that are not revoked, newest first
export async function listApiKeys(projectId: string): Promise<ApiKeySummary[]> {
  return (await callRoute<Routes["list"]>("GET /api/projects/{projectId}/api-keys", { params: { projectId } })).apiKeys;
}

// A new key: the only answer that holds it in full
export function createApiKey(projectId: string, body: CreateApiKeyBody): Promise<CreateApiKeyResponse> {
  return callRoute<Routes["create"]>("POST /api/projects/{projectId}/api-keys", { params: { projectId }, body });
}

// Refused from now on
export function revokeApiKey(projectId: string, keyId: string): Promise<void> {
  return callRoute<Routes["revoke"]>("DELETE /api/projects/{projectId}/api-keys/{keyId}", { params: { projectId, keyId } });
}
