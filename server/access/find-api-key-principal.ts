// An API key's principal: its project and scope, if the key exists and is not revoked.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import type { Principal } from "./principal";

export interface ApiKeyPrincipal {
  principal: Principal;
  lastUsedAt: Date | null;
}

export async function findApiKeyPrincipal(db: Database, hashedKey: string): Promise<ApiKeyPrincipal | undefined> {
  const [key] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, projectId: apiKeys.projectId, access: apiKeys.access, collections: apiKeys.collections, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.hashedKey, hashedKey), isNull(apiKeys.revokedAt)));
  if (!key) return undefined;
  return {
    principal: {
      projectId: key.projectId,
      apiKeyId: key.id,
      userSub: null,
      role: key.access,
      collections: key.collections ? new Set(key.collections) : null,
      label: key.name,
    },
    lastUsedAt: key.lastUsedAt,
  };
}
