// The control plane's API keys of a project (contract/api-keys.ts; type-only imports).
import type { ApiKeySummary, CreateApiKeyBody, CreateApiKeyResponse, ListApiKeysResponse } from "../../contract/api-keys";
import { apiClient } from "./client";

function keysPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/api-keys`;
}

// GET /api/projects/{id}/api-keys: the keys that are not revoked, newest first
export async function listApiKeys(projectId: string): Promise<ApiKeySummary[]> {
  return (await apiClient.get<ListApiKeysResponse>(keysPath(projectId))).data.apiKeys;
}

// POST /api/projects/{id}/api-keys: a new key, the only answer that holds it in full
export async function createApiKey(projectId: string, body: CreateApiKeyBody): Promise<CreateApiKeyResponse> {
  return (await apiClient.post<CreateApiKeyResponse>(keysPath(projectId), body)).data;
}

// DELETE /api/projects/{id}/api-keys/{keyId}: refused from now on
export async function revokeApiKey(projectId: string, keyId: string): Promise<void> {
  await apiClient.delete(`${keysPath(projectId)}/${encodeURIComponent(keyId)}`);
}
