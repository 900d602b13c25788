// The session the library caches: read (refreshed when expired), forced to
// refresh after the API refused a token, and forgotten.
import type { CognitoUserSession } from "amazon-cognito-identity-js";
import type { IdentityTokens } from "../identity-types";
import { fromNodeCallback } from "./callbacks";
import { cachedUser, signedInUser, tokensOf } from "./pool";

/** The current tokens; the library refreshes them first when they have expired. */
export async function getSession(): Promise<IdentityTokens> {
  const { session } = await signedInUser();
  return tokensOf(session);
}

/**
 * New tokens from the refresh token even while the cached ones look valid:
 * the API refused them (revoked elsewhere, or a clock far off). A refused
 * refresh makes the library clear its cached tokens.
 */
export async function refreshSession(): Promise<IdentityTokens> {
  const { user, session } = await signedInUser();
  const renewed = await fromNodeCallback<CognitoUserSession>((done) => user.refreshSession(session.getRefreshToken(), done));
  return tokensOf(renewed ?? session);
}

/** Drops the library's cached tokens without asking the service. */
export async function forgetCachedSession(): Promise<void> {
  const user = await cachedUser();
  user?.signOut();
}
