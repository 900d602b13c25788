// Tokens shaped as the identity service issues them, timed from the real
// clock (amazon-cognito-identity-js reads iat and exp against Date.now).
import { makeToken } from "../tokens";

export interface TokenSetOptions {
  email?: string;
  uid?: string;
  lifetimeSeconds?: number;
  originJti?: string | null;
  serial?: number;
}

export function makeTokenSet({ email = "owner@example.com", uid = "owner", lifetimeSeconds = 3600, originJti = "family-1", serial = 1 }: TokenSetOptions = {}) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + lifetimeSeconds;
  const idClaims: Record<string, unknown> = { sub: "sub-1", email, uid, token_use: "id", iat, exp, serial };
  const accessClaims: Record<string, unknown> = { sub: "sub-1", username: "sub-1", token_use: "access", client_id: "vdbcloudconsole", iat, exp, serial };
  if (originJti !== null) accessClaims.origin_jti = originJti;
  return { IdToken: makeToken(idClaims), AccessToken: makeToken(accessClaims), RefreshToken: `refresh-${serial}`, ExpiresIn: lifetimeSeconds, TokenType: "Bearer" };
}

/** Seeds the identity library's own cache, as a sign-in would have left it. */
export function seedLibrarySession(tokens: ReturnType<typeof makeTokenSet>, username = "sub-1"): void {
  const prefix = "CognitoIdentityServiceProvider.vdbcloudconsole";
  window.localStorage.setItem(`${prefix}.LastAuthUser`, username);
  window.localStorage.setItem(`${prefix}.${username}.idToken`, tokens.IdToken);
  window.localStorage.setItem(`${prefix}.${username}.accessToken`, tokens.AccessToken);
  window.localStorage.setItem(`${prefix}.${username}.refreshToken`, tokens.RefreshToken);
  window.localStorage.setItem(`${prefix}.${username}.clockDrift`, "0");
}

export function libraryKeys(): string[] {
  return Object.keys(window.localStorage).filter((key) => key.startsWith("CognitoIdentityServiceProvider."));
}
