// The identity client replaced at its boundary for screen tests:
//   jest.mock("<path>/src/identity/identity-client", () =>
//     jest.requireActual<typeof IdentityMock>("<path>/support/identity-mock").mockIdentityClient());
// Every call is a jest.fn the test answers; loading the client succeeds.
import type * as IdentityClient from "../../../../src/identity/identity-client";
import { IdentityError } from "../../../../src/identity/identity-error";

type IdentityClientModule = typeof IdentityClient;

const CALLS = [
  "signUp",
  "confirmSignUp",
  "resendConfirmationCode",
  "signIn",
  "completeNewPassword",
  "sendTotpCode",
  "beginTotpSetupAtSignIn",
  "finishTotpSetupAtSignIn",
  "forgotPassword",
  "confirmPassword",
  "changePassword",
  "getSession",
  "refreshSession",
  "forgetCachedSession",
  "signOut",
  "globalSignOut",
  "deleteUser",
  "getProfile",
  "updateProfile",
  "verifyEmail",
  "resendEmailCode",
  "beginTotpSetup",
  "finishTotpSetup",
  "disableTotp",
] as const satisfies readonly (keyof IdentityClientModule)[];

export function mockIdentityClient(): Record<string, jest.Mock> {
  const mock: Record<string, jest.Mock> = Object.fromEntries(CALLS.map((name) => [name, jest.fn(() => Promise.resolve(undefined))]));
  mock.loadIdentityClient = jest.fn(() => Promise.resolve({}));
  return mock;
}

/** A rejection as the identity client gives it: the service's code and message. */
export function identityFailure(code: string, message: string): IdentityError {
  return new IdentityError(code, message);
}
