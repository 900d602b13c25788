// An external model's API key at rest: sealed with the service's secret key
// (AES-256-GCM, server/secrets/secret-box.ts), bound to the model's row, so a
// sealed key copied onto another model's row does not open. Only the last
// four characters are kept in the clear, to recognise the key by.
import { openSecret, sealSecret } from "../../secrets/secret-box";

const context = (modelId: string) => `external-model-key:${modelId}`;

export interface SealedApiKey {
  apiKeySealed: string;
  apiKeyLastFour: string;
}

export function sealApiKey(key: Buffer, modelId: string, apiKey: string): SealedApiKey {
  return { apiKeySealed: sealSecret(key, apiKey, context(modelId)), apiKeyLastFour: apiKey.slice(-4) };
}

export function openApiKey(key: Buffer, modelId: string, sealed: string): string {
  return openSecret(key, sealed, context(modelId));
}
