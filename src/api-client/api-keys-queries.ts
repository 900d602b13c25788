// A project's API keys in the query cache. Creating and revoking change the
// cached list from the service's answer: the answer to a creation is the only
// one that holds the key in full, and the list is exactly the keys not revoked.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeySummary, CreateApiKeyBody } from "../../contract/api-keys";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";
import { apiKeyKeys } from "./query-keys";

export function useApiKeysQuery(projectId: string) {
  return useQuery({ queryKey: apiKeyKeys.list(projectId), queryFn: () => listApiKeys(projectId) });
}

export function useCreateApiKeyMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => createApiKey(projectId, body),
    // The answer holds the key in full: dropped from the cache as soon as the dialog lets it go.
    gcTime: 0,
    onSuccess: (created) => queryClient.setQueryData<ApiKeySummary[]>(apiKeyKeys.list(projectId), (keys) => (keys === undefined ? keys : [created.apiKey, ...keys])),
  });
}

export function useRevokeApiKeyMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(projectId, keyId),
    onSuccess: (_answer, keyId) => queryClient.setQueryData<ApiKeySummary[]>(apiKeyKeys.list(projectId), (keys) => keys?.filter((key) => key.id !== keyId)),
  });
}
