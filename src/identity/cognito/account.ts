// The signed-in user's own account: profile attributes, e-mail verification
// and authenticator-app (TOTP) sign-in.
import type { UserData } from "amazon-cognito-identity-js";
import { toIdentityError } from "../identity-error";
import type { IdentityProfile, ProfileChange, ProfileUpdateResult } from "../identity-types";
import { fromNodeCallback, fromOutcomeCallbacks } from "./callbacks";
import { signedInUser } from "./pool";

const TOTP = "SOFTWARE_TOKEN_MFA";
const TOTP_DEVICE_NAME = "Authenticator app";

function attribute(data: UserData, name: string): string {
  return data.UserAttributes.find((entry) => entry.Name === name)?.Value ?? "";
}

export async function getProfile(): Promise<IdentityProfile> {
  const { user } = await signedInUser();
  // bypassCache: the attributes may have changed on another device.
  const data = await fromNodeCallback<UserData>((done) => user.getUserData(done, { bypassCache: true }));
  if (data === undefined) throw toIdentityError(new Error("The identity service returned no user."));
  return {
    email: attribute(data, "email"),
    emailVerified: attribute(data, "email_verified") === "true",
    givenName: attribute(data, "given_name"),
    familyName: attribute(data, "family_name"),
    totpEnabled: (data.UserMFASettingList ?? []).includes(TOTP),
  };
}

/** A new e-mail address takes effect once verified with the code the service sends to it. */
export async function updateProfile(change: ProfileChange, currentEmail: string): Promise<ProfileUpdateResult> {
  const { user } = await signedInUser();
  const attributes = [
    { Name: "given_name", Value: change.givenName },
    { Name: "family_name", Value: change.familyName },
  ];
  const emailChanged = change.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
  if (emailChanged) attributes.push({ Name: "email", Value: change.email.trim() });
  await fromNodeCallback<string>((done) => user.updateAttributes(attributes, done));
  return { emailVerificationPending: emailChanged };
}

export async function verifyEmail(code: string): Promise<void> {
  const { user } = await signedInUser();
  await fromOutcomeCallbacks<string>((callbacks) => user.verifyAttribute("email", code, callbacks));
}

export async function resendEmailCode(): Promise<void> {
  const { user } = await signedInUser();
  await fromOutcomeCallbacks<string>((callbacks) => user.getAttributeVerificationCode("email", callbacks));
}

/** AssociateSoftwareToken: the secret to add to an authenticator app. */
export async function beginTotpSetup(): Promise<string> {
  const { user } = await signedInUser();
  return new Promise((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: (error) => reject(toIdentityError(error)) }),
  );
}

/** VerifySoftwareToken with the app's first code, then TOTP becomes the preferred MFA. */
export async function finishTotpSetup(code: string): Promise<void> {
  const { user } = await signedInUser();
  await new Promise<void>((resolve, reject) =>
    user.verifySoftwareToken(code, TOTP_DEVICE_NAME, { onSuccess: () => resolve(), onFailure: (error) => reject(toIdentityError(error)) }),
  );
  await fromNodeCallback<string>((done) => user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, done));
}

export async function disableTotp(): Promise<void> {
  const { user } = await signedInUser();
  await fromNodeCallback<string>((done) => user.setUserMfaPreference(null, { Enabled: false, PreferredMfa: false }, done));
}
