// Sign-out with revocation: the library's signOut(callback) fetches the
// session, sends RevokeToken for the refresh token and clears its cached
// tokens. The library retries RevokeToken itself, on the same schedule as
// SPEC.md section 9; what it does not retry is fetching the session first
// (an expired one is refreshed over the network), so that step is retried
// here on the backoff schedule before the revocation starts.
import type { CognitoUser } from "amazon-cognito-identity-js";
import { IdentityError, NETWORK_ERROR, toIdentityError } from "../identity-error";
import { backoffSchedule, retryWithBackoff } from "../revoke-backoff";
import { fromNodeCallback } from "./callbacks";
import { cachedUser, sessionGeneration, sessionOf, signedInUser } from "./pool";

const PASSING_FAULTS = new Set([NETWORK_ERROR, "TooManyRequestsException", "InternalErrorException"]);

const isPassingFault = (error: unknown): boolean => error instanceof IdentityError && PASSING_FAULTS.has(error.code);

function revoke(user: CognitoUser): Promise<void> {
  return new Promise((resolve, reject) => user.signOut((error?: unknown) => (error ? reject(toIdentityError(error)) : resolve())));
}

/** Revokes the refresh token and clears the cached tokens; the tokens are cleared even when revocation fails. */
export async function signOut(): Promise<void> {
  const user = await cachedUser();
  if (user === null) return;
  const generation = sessionGeneration();
  try {
    await retryWithBackoff(() => sessionOf(user), isPassingFault, backoffSchedule());
    await revoke(user);
  } finally {
    // A sign-in that happened meanwhile owns the cache now.
    if (generation === sessionGeneration()) user.signOut();
  }
}

/** GlobalSignOut: every token of the user, on every device, stops working; the cache is cleared. */
export async function globalSignOut(): Promise<void> {
  const { user } = await signedInUser();
  await new Promise<void>((resolve, reject) =>
    user.globalSignOut({ onSuccess: () => resolve(), onFailure: (error) => reject(toIdentityError(error)) }),
  );
}

/** DeleteUser: the account is gone, and the library clears its cache. */
export async function deleteUser(): Promise<void> {
  const { user } = await signedInUser();
  await fromNodeCallback<string>((done) => user.deleteUser(done));
}
