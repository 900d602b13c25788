// How /api checks bearer tokens (server/access/token-verifier.ts): against the
// embedded pool (keys from the store, revocation included) or an AWS Cognito
// pool (its public JWKS; AWS keeps revocation to itself, so expiry bounds it).
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from "jose";
import type { SignedInUser, TokenVerifier } from "../access/token-verifier";
import type { CognitoPool, Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { EMBEDDED_CLIENT_ID } from "./embedded-pool";
import { issuerFor } from "./service";
import { loadPublicSigningKeys, type PublicSigningKey } from "./tokens/signing-keys";
import { TokenRejectedError, verifyEmbeddedToken, type EmbeddedTokenContext } from "./tokens/verify-token";

const REFUSALS = {
  invalid: "Invalid token",
  expired: "Token has expired",
  revoked: "Token has been revoked",
} as const;

/** A kid the cache does not know triggers a reload from the store at most this often. */
const KEY_RELOAD_INTERVAL_MS = 30_000;

export interface TokenVerifierOptions {
  /** The AWS pool's key set; by default fetched from cognito-idp.<region>.amazonaws.com (tests pass a local one). */
  awsKeys?: JWTVerifyGetKey;
}

export async function createTokenVerifier(config: Config, db: Database, options: TokenVerifierOptions = {}): Promise<TokenVerifier> {
  if (config.cognito) return awsPoolVerifier(config.cognito, options.awsKeys);
  let keys: ReadonlyMap<string, PublicSigningKey> = await loadPublicSigningKeys(db);
  let loadedAt = Date.now();
  const context: EmbeddedTokenContext = {
    db,
    issuer: issuerFor(config),
    clientId: EMBEDDED_CLIENT_ID,
    async findKey(kid) {
      // The identity service may create the key after this verifier started, or another instance may add one.
      if (!keys.has(kid) && Date.now() - loadedAt > KEY_RELOAD_INTERVAL_MS) {
        keys = await loadPublicSigningKeys(db);
        loadedAt = Date.now();
      }
      return keys.get(kid)?.key;
    },
  };
  if (keys.size === 0) loadedAt = 0;
  return {
    async verify(token) {
      try {
        const { claims, tokenUse, user } = await verifyEmbeddedToken(context, token);
        return {
          sub: user.sub,
          email: user.email,
          username: tokenUse === "id" && typeof claims.uid === "string" ? claims.uid : user.email,
          givenName: user.attributes.given_name,
          familyName: user.attributes.family_name,
          tokenUse,
        };
      } catch (error) {
        if (error instanceof TokenRejectedError) throw new AppError("unauthorized", REFUSALS[error.problem]);
        throw error;
      }
    },
  };
}

function awsPoolVerifier(pool: CognitoPool, awsKeys?: JWTVerifyGetKey): TokenVerifier {
  const issuer = `https://cognito-idp.${pool.region}.amazonaws.com/${pool.userPoolId}`;
  const keys = awsKeys ?? createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keys, { issuer, algorithms: ["RS256"], requiredClaims: ["exp", "sub", "token_use"] }));
      } catch (error) {
        throw new AppError("unauthorized", error instanceof errors.JWTExpired ? REFUSALS.expired : REFUSALS.invalid);
      }
      return toAwsUser(pool, payload);
    },
  };
}

function toAwsUser(pool: CognitoPool, payload: JWTPayload): SignedInUser {
  const tokenUse = payload.token_use;
  const audience = tokenUse === "id" ? payload.aud : tokenUse === "access" ? payload.client_id : undefined;
  if (audience !== pool.clientId) throw new AppError("unauthorized", REFUSALS.invalid);
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const email = text(payload.email) ?? "";
  return {
    sub: String(payload.sub),
    email,
    // AWS access tokens carry no e-mail: their `username` is what there is.
    username: text(payload.uid) ?? (email || text(payload["cognito:username"]) || text(payload.username) || String(payload.sub)),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    tokenUse: tokenUse === "id" ? "id" : "access",
  };
}
