// A project's API keys that still work, newest first.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys, type ApiKey } from "../db/schema";

export async function listApiKeys(db: Database, projectId: string): Promise<ApiKey[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}
