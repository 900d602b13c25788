// The user pool from config.json, built once. Every other file of the
// identity client reaches the library's users through here.
import { CognitoUser, CognitoUserPool, type CognitoUserSession } from "amazon-cognito-identity-js";
import type { ConsoleConfig } from "../../../contract/console-config";
import { loadConsoleConfig } from "../../config/load-console-config";
import { IdentityError, toIdentityError } from "../identity-error";
import type { IdentityTokens } from "../identity-types";

export interface PoolContext {
  pool: CognitoUserPool;
  authFlow: ConsoleConfig["identity"]["authFlow"];
}

let context: Promise<PoolContext> | null = null;

async function buildContext(): Promise<PoolContext> {
  const { identity } = await loadConsoleConfig();
  try {
    // Without an endpoint the library derives AWS Cognito's from the pool's region.
    const pool = new CognitoUserPool({ UserPoolId: identity.userPoolId, ClientId: identity.clientId, endpoint: identity.endpoint });
    return { pool, authFlow: identity.authFlow };
  } catch (error) {
    throw toIdentityError(error);
  }
}

export function poolContext(): Promise<PoolContext> {
  if (context === null) {
    context = buildContext();
    context.catch(() => {
      context = null;
    });
  }
  return context;
}

/** A user of the pool by the name they sign in with (their e-mail address). */
export async function userNamed(email: string): Promise<CognitoUser> {
  const { pool } = await poolContext();
  return new CognitoUser({ Username: email, Pool: pool });
}

/** The library's last signed-in user, or null when it holds no session. */
export async function cachedUser(): Promise<CognitoUser | null> {
  const { pool } = await poolContext();
  return pool.getCurrentUser();
}

export const NOT_AUTHENTICATED = "User is not authenticated";

/**
 * The signed-in user with a valid session: the library's getSession returns
 * the cached session while it is valid (clock drift included) and refreshes
 * it with the refresh token once it is not; a refused refresh clears the
 * cached tokens (SPEC.md section 4, Session validity).
 */
export async function signedInUser(): Promise<{ user: CognitoUser; session: CognitoUserSession }> {
  const user = await cachedUser();
  if (user === null) throw new IdentityError("NotAuthorizedException", NOT_AUTHENTICATED);
  return { user, session: await sessionOf(user) };
}

export function sessionOf(user: CognitoUser): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) => {
    user.getSession((error: Error | null, result: CognitoUserSession | null) => {
      if (error || result === null) reject(toIdentityError(error ?? new Error(NOT_AUTHENTICATED)));
      else resolve(result);
    });
  });
}

export function tokensOf(session: CognitoUserSession): IdentityTokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
  };
}

/** Counts sign-ins, so that a late clean-up of one session never touches the next. */
let generation = 0;
export const sessionGeneration = (): number => generation;
export const startSessionGeneration = (): void => {
  generation += 1;
};
