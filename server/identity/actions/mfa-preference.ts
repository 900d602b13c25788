// SetUserMFAPreference, and the older SetUserSettings: which factors are on.
// This pool offers one factor, an authenticator app (TOTP); SMS and e-mail codes are not offered.
import { z } from "zod";
import { CognitoError } from "../errors";
import { updateUser } from "../store/users";
import { defineAction, tokenMember } from "./action";
import { authenticate } from "./guards";

const factor = z.object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() }).optional();

const preferenceInput = z.object({
  AccessToken: tokenMember,
  SoftwareTokenMfaSettings: factor,
  SMSMfaSettings: factor,
  EmailMfaSettings: factor,
});

export const setUserMfaPreference = defineAction(preferenceInput, async (context, input) => {
  const { user } = await authenticate(context, input.AccessToken);
  if (input.SMSMfaSettings?.Enabled || input.EmailMfaSettings?.Enabled) {
    throw CognitoError.invalidParameter("This user pool offers no SMS or email MFA; use a software token (TOTP).");
  }
  const settings = input.SoftwareTokenMfaSettings;
  if (settings?.Enabled === undefined) return {};
  if (settings.Enabled) {
    if (!user.totpSecretEnc) throw CognitoError.invalidParameter("User has not set up software token mfa");
    await updateUser(context.service, user.sub, { mfaEnabled: true, preferredMfa: settings.PreferredMfa ? "SOFTWARE_TOKEN_MFA" : null });
    return {};
  }
  if (context.service.mfaMode === "ON") throw CognitoError.invalidParameter("MFA is required in this user pool and cannot be turned off.");
  await updateUser(context.service, user.sub, { mfaEnabled: false, preferredMfa: null });
  return {};
});

const settingsInput = z.object({
  AccessToken: tokenMember,
  MFAOptions: z.array(z.object({ DeliveryMedium: z.string().optional(), AttributeName: z.string().optional() })),
});

/** The SMS-only predecessor of SetUserMFAPreference: an empty list is all this pool can accept. */
export const setUserSettings = defineAction(settingsInput, async (context, { AccessToken, MFAOptions }) => {
  await authenticate(context, AccessToken);
  if (MFAOptions.length > 0) throw CognitoError.invalidParameter("This user pool offers no SMS MFA; use SetUserMFAPreference with a software token.");
  return {};
});
