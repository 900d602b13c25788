// A project's API keys that still work, newest first, each with its maker as
// the members list knows them (nothing but the id once they left).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys, memberships, projects, type ApiKey } from "../db/schema";

export interface ListedApiKey {
  apiKey: ApiKey;
  maker: { email: string | null; name: string | null } | null;
}

export async function listApiKeys(db: Database, projectId: string): Promise<ListedApiKey[]> {
  const rows = await db
    .select({ apiKey: apiKeys, email: memberships.email, name: memberships.name })
    .from(apiKeys)
    .innerJoin(projects, eq(projects.id, apiKeys.projectId))
    .leftJoin(memberships, and(eq(memberships.organisationId, projects.organisationId), eq(memberships.userSub, apiKeys.createdBy)))
    .where(and(eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ apiKey, email, name }) => ({ apiKey, maker: { email, name } }));
}
