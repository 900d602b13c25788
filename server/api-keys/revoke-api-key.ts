// Revokes a key: refused by the data plane from the next call on (the row
// stays, for the usage records that name it). Its maker may revoke it; a key
// someone else made needs the right apiKey.revokeAny.
import { and, eq, isNull } from "drizzle-orm";
import { describeRight, grantName, type MemberGrant } from "../../contract/rights";
import { assertAllowed } from "../access/rights";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import { AppError } from "../errors";
import { isUuid } from "../db/is-uuid";

/** The data plane's cache of keys and members (server/access/principal-resolver.ts). */
export interface ApiKeyForgetter {
  forgetApiKey(hashedKey: string): void;
  /** A member's role changed, or they left: judged afresh from their next call. */
  forgetMember?(userSub: string): void;
}

export const API_KEY_NOT_FOUND_MESSAGE = "API key not found";

export async function revokeApiKey(db: Database, projectId: string, keyId: string, caller: { sub: string; role: MemberGrant }, forgetter: ApiKeyForgetter | undefined): Promise<{ name: string }> {
  if (!isUuid(keyId)) throw new AppError("not_found", API_KEY_NOT_FOUND_MESSAGE);
  const [key] = await db
    .select({ createdBy: apiKeys.createdBy, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)));
  if (!key) throw new AppError("not_found", API_KEY_NOT_FOUND_MESSAGE);
  if (key.createdBy !== caller.sub) {
    assertAllowed(caller.role, ["apiKey", "revokeAny"], `This key was made by someone else: your role (${grantName(caller.role)}) may revoke only the keys you made (${describeRight(["apiKey", "revokeAny"])}).`);
  }
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)))
    .returning({ hashedKey: apiKeys.hashedKey });
  if (!revoked) throw new AppError("not_found", API_KEY_NOT_FOUND_MESSAGE);
  forgetter?.forgetApiKey(revoked.hashedKey);
  return { name: key.name };
}
