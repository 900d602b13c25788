// Refresh tokens, one per token family (origin_jti), stored as keyed hashes.
import { and, eq, isNull, lt } from "drizzle-orm";
import { identityRefreshTokens, type IdentityRefreshToken } from "../../db/schema/identity";
import { hashToken } from "../crypto/codes";
import type { IdentityService } from "../service";

export async function findRefreshToken(service: IdentityService, token: string): Promise<IdentityRefreshToken | undefined> {
  const rows = await service.db
    .select()
    .from(identityRefreshTokens)
    .where(eq(identityRefreshTokens.tokenHash, hashToken(service.keys.hashing, token)))
    .limit(1);
  return rows[0];
}

/** RevokeToken: the refresh token and every id and access token of its family. */
export async function revokeFamily(service: IdentityService, originJti: string): Promise<void> {
  await service.db
    .update(identityRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(identityRefreshTokens.originJti, originJti), isNull(identityRefreshTokens.revokedAt)));
}

/** GlobalSignOut, password changes and resets: every family of the user. */
export async function revokeAllFamilies(service: IdentityService, sub: string): Promise<void> {
  await service.db
    .update(identityRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(identityRefreshTokens.userSub, sub), isNull(identityRefreshTokens.revokedAt)));
}

/** Expired families can go: their tokens are refused by expiry alone (access tokens live shorter than refresh tokens). */
export async function deleteExpiredRefreshTokens(service: IdentityService): Promise<void> {
  await service.db.delete(identityRefreshTokens).where(lt(identityRefreshTokens.expiresAt, new Date()));
}
