// An API key row as the contract shows it: never the hash.
import type { ApiKeySummary } from "../../contract/api-keys";
import type { ApiKey } from "../db/schema";

export interface KeyMaker {
  email: string | null;
  name: string | null;
}

export function toApiKeySummary({ id, name, partialKey, access, collections, createdBy, createdAt, lastUsedAt }: ApiKey, maker: KeyMaker | null = null): ApiKeySummary {
  return {
    id,
    name,
    partialKey,
    access,
    collections,
    createdBy: { sub: createdBy, email: maker?.email ?? null, name: maker?.name ?? null },
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  };
}
