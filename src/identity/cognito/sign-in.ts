// Sign-in and the challenges the service may answer with (SPEC.md section 4):
// a new password for a member invited with a temporary one, an authenticator
// code, authenticator set-up when the pool requires it, and the choice of
// MFA type, which this console answers itself (it offers only TOTP).
import {
  AuthenticationDetails,
  CognitoUser,
  type CognitoUserSession,
  type IAuthenticationCallback,
} from "amazon-cognito-identity-js";
import { IdentityError, toIdentityError } from "../identity-error";
import type { SignInResult } from "../identity-types";
import { fromNodeCallback } from "./callbacks";
import { poolContext, startSessionGeneration, tokensOf } from "./pool";

/** The user part-way through a challenge; the library keeps the challenge session on it. */
let challengedUser: CognitoUser | null = null;

const TOTP = "SOFTWARE_TOKEN_MFA";
const TOTP_DEVICE_NAME = "Authenticator app";

function unsupported(what: string): IdentityError {
  return new IdentityError("UnsupportedChallenge", `${what} is not offered by this console; ask your administrator to use an authenticator app.`);
}

function signedIn(session: CognitoUserSession): SignInResult {
  challengedUser = null;
  startSessionGeneration();
  return { kind: "signedIn", tokens: tokensOf(session) };
}

function authCallbacks(user: CognitoUser, resolve: (result: SignInResult) => void, reject: (error: IdentityError) => void): IAuthenticationCallback {
  const challenge = (kind: "totpRequired" | "mfaSetup") => () => {
    challengedUser = user;
    resolve({ kind });
  };
  const callbacks: IAuthenticationCallback = {
    onSuccess: (session) => resolve(signedIn(session)),
    onFailure: (error) => reject(toIdentityError(error)),
    newPasswordRequired: (userAttributes: Record<string, unknown> | undefined) => {
      challengedUser = user;
      resolve({ kind: "newPasswordRequired", isNameMissing: !userAttributes?.given_name || !userAttributes.family_name });
    },
    totpRequired: challenge("totpRequired"),
    mfaSetup: challenge("mfaSetup"),
    selectMFAType: () => user.sendMFASelectionAnswer(TOTP, callbacks),
    mfaRequired: () => reject(unsupported("A code by text message")),
    customChallenge: () => reject(unsupported("A custom sign-in challenge")),
  };
  return callbacks;
}

function answer(step: (user: CognitoUser, callbacks: IAuthenticationCallback) => void): Promise<SignInResult> {
  const user = challengedUser;
  if (user === null) return Promise.reject(new IdentityError("NotAuthorizedException", "The sign-in has expired. Please log in again."));
  return new Promise((resolve, reject) => step(user, authCallbacks(user, resolve, reject)));
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const { pool, authFlow } = await poolContext();
  const user = new CognitoUser({ Username: email, Pool: pool });
  user.setAuthenticationFlowType(authFlow);
  const details = new AuthenticationDetails({ Username: email, Password: password });
  return new Promise((resolve, reject) => user.authenticateUser(details, authCallbacks(user, resolve, reject)));
}

/** The invitee's name, when the account has none yet; attributes already set at invitation need not be sent again. */
export function completeNewPassword(newPassword: string, name?: { givenName: string; familyName: string }): Promise<SignInResult> {
  const attributes = name ? { given_name: name.givenName, family_name: name.familyName } : {};
  return answer((user, callbacks) => user.completeNewPasswordChallenge(newPassword, attributes, callbacks));
}

export function sendTotpCode(code: string): Promise<SignInResult> {
  return answer((user, callbacks) => user.sendMFACode(code, callbacks, TOTP));
}

/** MFA_SETUP: the secret to add to an authenticator app before the first code. */
export function beginTotpSetupAtSignIn(): Promise<string> {
  const user = challengedUser;
  if (user === null) return Promise.reject(new IdentityError("NotAuthorizedException", "The sign-in has expired. Please log in again."));
  return new Promise((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: (error) => reject(toIdentityError(error)) }),
  );
}

/** MFA_SETUP: the first code completes sign-in, and TOTP becomes the user's MFA. */
export async function finishTotpSetupAtSignIn(code: string): Promise<SignInResult> {
  const user = challengedUser;
  if (user === null) throw new IdentityError("NotAuthorizedException", "The sign-in has expired. Please log in again.");
  const session = await new Promise<CognitoUserSession>((resolve, reject) =>
    user.verifySoftwareToken(code, TOTP_DEVICE_NAME, { onSuccess: resolve, onFailure: (error) => reject(toIdentityError(error)) }),
  );
  await fromNodeCallback<string>((done) => user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, done));
  return signedIn(session);
}
