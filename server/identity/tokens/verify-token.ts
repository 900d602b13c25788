// Checks an id or access token of the embedded pool: RS256 only, a known key,
// signature, issuer, expiry, audience (id) or client id (access), token use,
// and revocation: its family (origin_jti) must be live and not older than the
// user's last GlobalSignOut. Used by the Cognito actions and by /api alike.
import type { KeyObject } from "node:crypto";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from "jose";
import type { Database } from "../../db/client";
import { identityRefreshTokens, identityUsers, type IdentityUser } from "../../db/schema/identity";

export type TokenUse = "id" | "access";
export type TokenProblem = "invalid" | "expired" | "revoked";

export class TokenRejectedError extends Error {
  readonly problem: TokenProblem;

  constructor(problem: TokenProblem, detail: string) {
    super(detail);
    this.name = "TokenRejectedError";
    this.problem = problem;
  }
}

export interface EmbeddedTokenContext {
  db: Database;
  issuer: string;
  clientId: string;
  findKey(kid: string): Promise<KeyObject | undefined>;
}

export interface VerifiedToken {
  claims: JWTPayload & { token_use: TokenUse; origin_jti: string; sub: string };
  tokenUse: TokenUse;
  user: IdentityUser;
}

async function checkSignature(context: EmbeddedTokenContext, token: string): Promise<JWTPayload> {
  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new TokenRejectedError("invalid", "not a JWT");
  }
  // Anything but RS256 (alg "none" above all) is refused before any key is looked at.
  if (header.alg !== "RS256" || typeof header.kid !== "string") throw new TokenRejectedError("invalid", "unexpected algorithm or no key id");
  const key = await context.findKey(header.kid);
  if (!key) throw new TokenRejectedError("invalid", "unknown signing key");
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["RS256"],
      issuer: context.issuer,
      requiredClaims: ["exp", "iat", "sub", "token_use", "origin_jti"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejectedError("expired", "expired");
    throw new TokenRejectedError("invalid", error instanceof Error ? error.message : "invalid");
  }
}

function checkAudience(context: EmbeddedTokenContext, payload: JWTPayload, expectedUse?: TokenUse): TokenUse {
  const tokenUse = payload.token_use;
  if ((tokenUse !== "id" && tokenUse !== "access") || (expectedUse && tokenUse !== expectedUse)) {
    throw new TokenRejectedError("invalid", "wrong token use");
  }
  const audience = tokenUse === "id" ? payload.aud : payload.client_id;
  if (audience !== context.clientId) throw new TokenRejectedError("invalid", "issued to another client");
  return tokenUse;
}

export async function verifyEmbeddedToken(context: EmbeddedTokenContext, token: string, expectedUse?: TokenUse): Promise<VerifiedToken> {
  const payload = await checkSignature(context, token);
  const tokenUse = checkAudience(context, payload, expectedUse);
  const originJti = String(payload.origin_jti);
  const sub = String(payload.sub);
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) throw new TokenRejectedError("invalid", "malformed origin_jti");
  const rows = await context.db
    .select({ family: identityRefreshTokens, user: identityUsers })
    .from(identityRefreshTokens)
    .innerJoin(identityUsers, eq(identityUsers.sub, identityRefreshTokens.userSub))
    .where(eq(identityRefreshTokens.originJti, originJti))
    .limit(1);
  const row = rows[0];
  // No family: revoked and purged, or its user deleted (the family goes with the user).
  if (!row || row.family.revokedAt) throw new TokenRejectedError("revoked", "revoked");
  if (row.user.sub !== sub) throw new TokenRejectedError("invalid", "family of another user");
  const signedOutAt = row.user.tokensValidAfter ? Math.floor(row.user.tokensValidAfter.getTime() / 1000) : 0;
  if ((payload.iat ?? 0) < signedOutAt) throw new TokenRejectedError("revoked", "issued before a global sign-out");
  return { claims: { ...payload, token_use: tokenUse, origin_jti: originJti, sub }, tokenUse, user: row.user };
}
