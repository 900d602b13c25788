// An API key row as the contract shows it: never the hash.
import type { ApiKeySummary } from "../../contract/api-keys";
import type { ApiKey } from "../db/schema";

export function toApiKeySummary({ id, name, partialKey, access, collections, createdAt, lastUsedAt }: ApiKey): ApiKeySummary {
  return { id, name, partialKey, access, collections, createdAt: createdAt.toISOString(), lastUsedAt: lastUsedAt?.toISOString() ?? null };
}
