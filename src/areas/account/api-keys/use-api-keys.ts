// A project's API keys: the list, and creating and revoking keys. A created
// key's full value is held here only until the user closes it: the service
// never shows it again.
import { useCallback } from "react";
import type { ApiKeySummary, CreateApiKeyBody, CreateApiKeyResponse } from "../../../../contract/api-keys";
import { createApiKey, listApiKeys, revokeApiKey } from "../../../api-client/api-keys";
import { useServiceQuery, type QueryState } from "../../../api-client/use-service-query";

export interface ApiKeysApi {
  keys: QueryState<ApiKeySummary[]>;
  retry: () => void;
  create: (body: CreateApiKeyBody) => Promise<CreateApiKeyResponse>;
  revoke: (keyId: string) => Promise<void>;
}

export function useApiKeys(projectId: string): ApiKeysApi {
  const load = useCallback(() => listApiKeys(projectId), [projectId]);
  const { state, retry, update } = useServiceQuery(`api-keys ${projectId}`, load);

  const create = useCallback(
    async (body: CreateApiKeyBody) => {
      const created = await createApiKey(projectId, body);
      update((keys) => [created.apiKey, ...keys]);
      return created;
    },
    [projectId, update],
  );
  const revoke = useCallback(
    async (keyId: string) => {
      await revokeApiKey(projectId, keyId);
      update((keys) => keys.filter((key) => key.id !== keyId));
    },
    [projectId, update],
  );
  return { keys: state, retry, create, revoke };
}
