// Id, access and refresh tokens with the claims real Cognito puts in them
// (STACK.md, Identity), plus `uid` on the id token: the name the console shows.
// Each sign-in starts a token family (origin_jti) tied to its refresh token;
// revoking the family refuses every token issued from it.
import { randomUUID } from "node:crypto";
import { SignJWT, type JWTPayload } from "jose";
import { identityRefreshTokens, type IdentityUser } from "../../db/schema/identity";
import { generateOpaqueToken, hashToken } from "../crypto/codes";
import type { IdentityService } from "../service";

export const ACCESS_TOKEN_SCOPE = "aws.cognito.signin.user.admin";

export interface TokenFamily {
  originJti: string;
  clientId: string;
  authTime: Date;
  deviceKey: string | null;
}

export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: "Bearer";
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string };
}

function sign(service: IdentityService, payload: JWTPayload, issuedAt: number): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: service.signing.kid })
    .setIssuer(service.issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + service.config.identity.tokenTtlSeconds)
    .setJti(randomUUID())
    .sign(service.signing.privateKey);
}

/** A fresh id and access token for a family (a sign-in, or a refresh of it). */
export async function issueTokens(service: IdentityService, user: IdentityUser, family: TokenFamily): Promise<AuthenticationResult> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const authTime = Math.floor(family.authTime.getTime() / 1000);
  const eventId = randomUUID();
  const common = { sub: user.sub, origin_jti: family.originJti, event_id: eventId, auth_time: authTime };
  const idToken = await sign(
    service,
    {
      // Attributes first: no attribute can stand in for a claim the service sets.
      ...user.attributes,
      ...common,
      aud: family.clientId,
      token_use: "id",
      "cognito:username": user.sub,
      email: user.email,
      email_verified: user.emailVerified,
      uid: user.email,
    },
    issuedAt,
  );
  const accessToken = await sign(
    service,
    {
      ...common,
      client_id: family.clientId,
      token_use: "access",
      scope: ACCESS_TOKEN_SCOPE,
      username: user.sub,
      ...(family.deviceKey ? { device_key: family.deviceKey } : {}),
    },
    issuedAt,
  );
  return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: service.config.identity.tokenTtlSeconds, TokenType: "Bearer" };
}

/** A completed sign-in: a new family, its refresh token (stored hashed) and the first id and access tokens. */
export async function issueSession(
  service: IdentityService,
  user: IdentityUser,
  options: { clientId: string; authTime: Date; deviceKey: string | null },
): Promise<AuthenticationResult> {
  const refreshToken = generateOpaqueToken(64);
  const family: TokenFamily = { originJti: randomUUID(), ...options };
  await service.db.insert(identityRefreshTokens).values({
    originJti: family.originJti,
    tokenHash: hashToken(service.keys.hashing, refreshToken),
    userSub: user.sub,
    clientId: family.clientId,
    deviceKey: family.deviceKey,
    authTime: family.authTime,
    expiresAt: new Date(Date.now() + service.config.identity.refreshTokenTtlSeconds * 1000),
  });
  return { ...(await issueTokens(service, user, family)), RefreshToken: refreshToken };
}
