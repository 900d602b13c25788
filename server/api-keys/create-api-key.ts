// A new API key for a project. The full key is returned here and nowhere
// else: only its SHA-256 and a partial key are stored. A key never carries
// more rights than its maker holds in the project (a viewer makes read-only
// keys), as the rights table reads (contract/rights.ts, holdsAllRightsOf).
import { API_KEY_ACCESS, type CreateApiKeyBody } from "../../contract/api-keys";
import { grantName, holdsAllRightsOf, type MemberGrant } from "../../contract/rights";
import type { SignedInUser } from "../access/token-verifier";
import type { Database } from "../db/client";
import { apiKeys, type ApiKey } from "../db/schema";
import { AppError } from "../errors";
import { generateApiKey } from "../secrets/api-key-token";

export function keyCeilingMessage(role: MemberGrant, access: CreateApiKeyBody["access"]): string {
  const allowed = API_KEY_ACCESS.filter((candidate) => holdsAllRightsOf(role, candidate));
  const may = allowed.length === 0 ? "so you may make no keys" : `so you may make ${allowed.join(" or ")} keys`;
  return `A ${access} key would carry rights your role (${grantName(role)}) does not hold: a key never carries more rights than its maker, ${may}.`;
}

export async function createApiKey(db: Database, projectId: string, maker: { user: SignedInUser; role: MemberGrant }, { name, access, collections }: CreateApiKeyBody): Promise<{ apiKey: ApiKey; key: string }> {
  if (!holdsAllRightsOf(maker.role, access)) throw new AppError("forbidden", keyCeilingMessage(maker.role, access));
  const { key, hashedKey, partialKey } = generateApiKey();
  const uniqueCollections = collections ? [...new Set(collections)] : null;
  const [apiKey] = await db
    .insert(apiKeys)
    .values({ projectId, name, hashedKey, partialKey, access, collections: uniqueCollections, createdBy: maker.user.sub })
    .returning();
  if (!apiKey) throw new Error("createApiKey: the key was not inserted");
  return { apiKey, key };
}
