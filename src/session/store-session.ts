// Writes a signed-in session to the stored keys (SPEC.md section 3):
// accessToken holds the id token (what the API accepts and the route guard
// reads), username is the id token's uid claim.
import { decodeToken, type TokenPayload } from "./decode-token";
import type { IdentityTokens } from "../identity/identity-types";
import { writeStoredSession } from "./token-storage";

function claim(payload: TokenPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === "string" && value.length > 0 ? value : null;
}

function idTokenClaims(idToken: string): TokenPayload {
  try {
    return decodeToken(idToken);
  } catch {
    // The service verifies every token; a claim the browser cannot read only loses the fallbacks below.
    return {};
  }
}

/** After login: all four keys. email falls back to what the user typed, username to the e-mail. */
export function storeSignedInSession(tokens: IdentityTokens, typedEmail: string): void {
  const claims = idTokenClaims(tokens.idToken);
  const email = claim(claims, "email") ?? typedEmail;
  writeStoredSession({
    accessToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    email,
    username: claim(claims, "uid") ?? email,
  });
}

/** After a refresh: new tokens, same user. */
export function storeRenewedTokens(tokens: IdentityTokens): void {
  writeStoredSession({ accessToken: tokens.idToken, refreshToken: tokens.refreshToken });
}
