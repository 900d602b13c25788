// A new API key for a project. The full key is returned here and nowhere
// else: only its SHA-256 and a partial key are stored.
import type { CreateApiKeyBody } from "../../contract/api-keys";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { apiKeys, type ApiKey } from "../db/schema";
import { generateApiKey } from "../secrets/api-key-token";

export async function createApiKey(db: Database, projectId: string, user: SignedInUser, { name, access, collections }: CreateApiKeyBody): Promise<{ apiKey: ApiKey; key: string }> {
  const { key, hashedKey, partialKey } = generateApiKey();
  const uniqueCollections = collections ? [...new Set(collections)] : null;
  const [apiKey] = await db
    .insert(apiKeys)
    .values({ projectId, name, hashedKey, partialKey, access, collections: uniqueCollections, createdBy: user.sub })
    .returning();
  if (!apiKey) throw new Error("createApiKey: the key was not inserted");
  return { apiKey, key };
}
