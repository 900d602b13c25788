// Owner registration and e-mail confirmation (SPEC.md section 7: sign-up sends
// email, password, given_name and family_name; confirm sends the code with
// force-alias true; resend sends the e-mail address).
import { CognitoUserAttribute, type ISignUpResult } from "amazon-cognito-identity-js";
import type { SignUpResult } from "../identity-types";
import { fromNodeCallback } from "./callbacks";
import { poolContext, userNamed } from "./pool";

export async function signUp(email: string, password: string, givenName: string, familyName: string): Promise<SignUpResult> {
  const { pool } = await poolContext();
  const attributes = [
    new CognitoUserAttribute({ Name: "given_name", Value: givenName }),
    new CognitoUserAttribute({ Name: "family_name", Value: familyName }),
  ];
  const result = await fromNodeCallback<ISignUpResult>((done) => pool.signUp(email, password, attributes, [], done));
  return { userConfirmed: result?.userConfirmed ?? false, destination: result?.codeDeliveryDetails?.Destination ?? null };
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const user = await userNamed(email);
  // forceAliasCreation: an address left unconfirmed by an abandoned account does not block this one.
  await fromNodeCallback<unknown>((done) => user.confirmRegistration(code, true, done));
}

export async function resendConfirmationCode(email: string): Promise<void> {
  const user = await userNamed(email);
  await fromNodeCallback<unknown>((done) => user.resendConfirmationCode(done));
}
