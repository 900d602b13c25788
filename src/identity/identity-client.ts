// The identity client the console uses. Each call loads the implementation
// (./cognito, over amazon-cognito-identity-js) on first use, so the library
// stays out of every page's first-load JavaScript (STACK.md: the budget).
// Every call rejects with IdentityError {code, message}.
import type * as CognitoModule from "./cognito";
import { toIdentityError } from "./identity-error";

// A type-only import: it adds nothing to this file's chunk.
type CognitoIdentity = typeof CognitoModule;

let loading: Promise<CognitoIdentity> | null = null;

/** Loads the implementation; screens call it early so that a submit does not wait for the download. */
export function loadIdentityClient(): Promise<CognitoIdentity> {
  if (loading === null) {
    loading = import(/* webpackChunkName: "identity-client" */ "./cognito");
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

async function client(): Promise<CognitoIdentity> {
  try {
    return await loadIdentityClient();
  } catch (error) {
    throw toIdentityError(error);
  }
}

export const signUp: CognitoIdentity["signUp"] = async (...args) => (await client()).signUp(...args);
export const confirmSignUp: CognitoIdentity["confirmSignUp"] = async (...args) => (await client()).confirmSignUp(...args);
export const resendConfirmationCode: CognitoIdentity["resendConfirmationCode"] = async (...args) =>
  (await client()).resendConfirmationCode(...args);

export const signIn: CognitoIdentity["signIn"] = async (...args) => (await client()).signIn(...args);
export const completeNewPassword: CognitoIdentity["completeNewPassword"] = async (...args) => (await client()).completeNewPassword(...args);
export const sendTotpCode: CognitoIdentity["sendTotpCode"] = async (...args) => (await client()).sendTotpCode(...args);
export const beginTotpSetupAtSignIn: CognitoIdentity["beginTotpSetupAtSignIn"] = async () => (await client()).beginTotpSetupAtSignIn();
export const finishTotpSetupAtSignIn: CognitoIdentity["finishTotpSetupAtSignIn"] = async (...args) =>
  (await client()).finishTotpSetupAtSignIn(...args);

export const forgotPassword: CognitoIdentity["forgotPassword"] = async (...args) => (await client()).forgotPassword(...args);
export const confirmPassword: CognitoIdentity["confirmPassword"] = async (...args) => (await client()).confirmPassword(...args);
export const changePassword: CognitoIdentity["changePassword"] = async (...args) => (await client()).changePassword(...args);

export const getSession: CognitoIdentity["getSession"] = async () => (await client()).getSession();
export const refreshSession: CognitoIdentity["refreshSession"] = async () => (await client()).refreshSession();
export const forgetCachedSession: CognitoIdentity["forgetCachedSession"] = async () => (await client()).forgetCachedSession();
export const signOut: CognitoIdentity["signOut"] = async () => (await client()).signOut();
export const globalSignOut: CognitoIdentity["globalSignOut"] = async () => (await client()).globalSignOut();
export const deleteUser: CognitoIdentity["deleteUser"] = async () => (await client()).deleteUser();

export const getProfile: CognitoIdentity["getProfile"] = async () => (await client()).getProfile();
export const updateProfile: CognitoIdentity["updateProfile"] = async (...args) => (await client()).updateProfile(...args);
export const verifyEmail: CognitoIdentity["verifyEmail"] = async (...args) => (await client()).verifyEmail(...args);
export const resendEmailCode: CognitoIdentity["resendEmailCode"] = async () => (await client()).resendEmailCode();
export const beginTotpSetup: CognitoIdentity["beginTotpSetup"] = async () => (await client()).beginTotpSetup();
export const finishTotpSetup: CognitoIdentity["finishTotpSetup"] = async (...args) => (await client()).finishTotpSetup(...args);
export const disableTotp: CognitoIdentity["disableTotp"] = async () => (await client()).disableTotp();
