// Checks shared by the actions: the app client, the caller's access token, and
// the rate limits (per user name and per client address).
import { CognitoError, MESSAGES } from "../errors";
import { consumeRateLimit, isRateLimited, type RateLimitRule } from "../rate-limits";
import type { IdentityService } from "../service";
import { TokenRejectedError, verifyEmbeddedToken, type EmbeddedTokenContext, type VerifiedToken } from "../tokens/verify-token";
import type { ActionContext } from "./action";

export function requireClient(service: IdentityService, clientId: string): void {
  if (clientId !== service.clientId) throw new CognitoError("ResourceNotFoundException", `User pool client ${clientId} does not exist.`);
}

export function embeddedTokenContext(service: IdentityService): EmbeddedTokenContext {
  return {
    db: service.db,
    issuer: service.issuer,
    clientId: service.clientId,
    findKey: async (kid) => service.signing.publicKeys.get(kid)?.key,
  };
}

const TOKEN_MESSAGES = {
  invalid: MESSAGES.invalidAccessToken,
  expired: MESSAGES.expiredAccessToken,
  revoked: MESSAGES.revokedAccessToken,
} as const;

/** The signed-in caller of GetUser, ChangePassword, ...: a live access token of this pool. */
export async function authenticate(context: ActionContext, accessToken: string): Promise<VerifiedToken> {
  try {
    return await verifyEmbeddedToken(embeddedTokenContext(context.service), accessToken, "access");
  } catch (error) {
    if (error instanceof TokenRejectedError) throw CognitoError.notAuthorized(TOKEN_MESSAGES[error.problem]);
    throw error;
  }
}

const userKey = (kind: string, username: string) => `${kind}:user:${username.toLowerCase()}`;
const addressKey = (kind: string, ip: string) => `${kind}:address:${ip}`;

async function guard(context: ActionContext, kind: string, username: string, perUser: RateLimitRule, perAddress: RateLimitRule, error: () => CognitoError) {
  const { db } = context.service;
  const addressAllowed = await consumeRateLimit(db, addressKey(kind, context.ip), perAddress);
  if (!addressAllowed || (await isRateLimited(db, userKey(kind, username), perUser))) throw error();
}

/** Before a sign-in: counts the attempt for the address, refuses a user name with too many recent failures. */
export function guardSignIn(context: ActionContext, username: string): Promise<void> {
  const { limits } = context.service;
  return guard(context, "sign-in", username, limits.signInFailuresPerUser, limits.signInPerAddress, CognitoError.tooManyRequests);
}

/** Before a later sign-in step (an MFA code): refuses a user name with too many recent failures. */
export async function guardSignInStep(context: ActionContext, username: string): Promise<void> {
  const { db, limits } = context.service;
  if (await isRateLimited(db, userKey("sign-in", username), limits.signInFailuresPerUser)) throw CognitoError.tooManyRequests();
}

export async function recordSignInFailure(context: ActionContext, username: string): Promise<void> {
  await consumeRateLimit(context.service.db, userKey("sign-in", username), context.service.limits.signInFailuresPerUser);
}

/** Before a code check (confirmation, reset, attribute verification). */
export function guardCodeCheck(context: ActionContext, username: string): Promise<void> {
  const { limits } = context.service;
  return guard(context, "code-check", username, limits.codeFailuresPerUser, limits.codeChecksPerAddress, CognitoError.attemptLimit);
}

export async function recordCodeFailure(context: ActionContext, username: string): Promise<void> {
  await consumeRateLimit(context.service.db, userKey("code-check", username), context.service.limits.codeFailuresPerUser);
}

/** Before sending a code or creating an account: counted per user name and per address. */
export async function guardCodeSend(context: ActionContext, username: string): Promise<void> {
  const { db, limits } = context.service;
  const addressAllowed = await consumeRateLimit(db, addressKey("code-send", context.ip), limits.codeSendsPerAddress);
  const userAllowed = await consumeRateLimit(db, userKey("code-send", username), limits.codeSendsPerUser);
  if (!addressAllowed || !userAllowed) throw CognitoError.attemptLimit();
}

/** Runs a code check and counts a wrong or dead code against the user name. */
export async function checkingCode<T>(context: ActionContext, username: string, check: () => Promise<T>): Promise<T> {
  await guardCodeCheck(context, username);
  try {
    return await check();
  } catch (error) {
    if (error instanceof CognitoError && error.type !== "InvalidPasswordException" && error.type !== "InvalidParameterException") {
      await recordCodeFailure(context, username);
    }
    throw error;
  }
}
