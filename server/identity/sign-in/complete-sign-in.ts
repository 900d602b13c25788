// What follows a proven password, whatever the flow (SRP, plain password, new
// password): the user's status, then MFA, then tokens. Each pending step gets
// a fresh challenge session; the final step issues the token family.
import type { IdentityUser } from "../../db/schema/identity";
import type { ActionContext } from "../actions/action";
import { CognitoError, MESSAGES } from "../errors";
import { createAuthSession, type AuthSessionState } from "../store/auth-sessions";
import { findDevice, offerNewDevice, updateDevice } from "../store/devices";
import { userAttributes } from "../store/users";
import { issueSession, type AuthenticationResult } from "../tokens/issue-tokens";

export const SOFTWARE_TOKEN_MFA = "SOFTWARE_TOKEN_MFA";

export interface SignInStep {
  clientId: string;
  /** The name the client signed in with (rate limits count under it). */
  username: string;
  deviceKey?: string;
  /** When the password was proven (epoch ms). */
  authTime: number;
  /** NewDeviceMetadata for clients that track devices (the Cognito endpoint); /api/auth/login does not. */
  offerDevice: boolean;
}

export type SignInReply =
  | { ChallengeName: string; ChallengeParameters: Record<string, string>; Session: string }
  | { ChallengeParameters: Record<string, never>; AuthenticationResult: AuthenticationResult };

async function challenge(context: ActionContext, user: IdentityUser, step: SignInStep, name: string, parameters: Record<string, string>): Promise<SignInReply> {
  const state: AuthSessionState = { username: step.username, userIdForSrp: user.sub, deviceKey: step.deviceKey, authTime: step.authTime };
  const session = await createAuthSession(context.service, { userSub: user.sub, clientId: step.clientId, challenge: name, state });
  return { ChallengeName: name, ChallengeParameters: { USER_ID_FOR_SRP: user.sub, ...parameters }, Session: session };
}

/** How long an invited user's temporary password signs in. */
export const TEMPORARY_PASSWORD_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

/** Status checks and the next challenge, or the tokens. */
export async function continueSignIn(context: ActionContext, user: IdentityUser, step: SignInStep): Promise<SignInReply> {
  if (user.status === "UNCONFIRMED") throw new CognitoError("UserNotConfirmedException", MESSAGES.notConfirmed);
  if (user.status === "RESET_REQUIRED") throw new CognitoError("PasswordResetRequiredException", MESSAGES.resetRequired);
  if (user.status === "FORCE_CHANGE_PASSWORD") {
    // Cognito's default TemporaryPasswordValidityDays; the password was set with the row's last change.
    if (Date.now() - user.updatedAt.getTime() > TEMPORARY_PASSWORD_VALIDITY_MS) throw new CognitoError("NotAuthorizedException", MESSAGES.temporaryPasswordExpired);
    const attributes = Object.fromEntries(userAttributes(user).filter((a) => a.Name !== "sub").map((a) => [a.Name, a.Value]));
    return challenge(context, user, step, "NEW_PASSWORD_REQUIRED", { requiredAttributes: "[]", userAttributes: JSON.stringify(attributes) });
  }
  return continueWithMfa(context, user, step);
}

export async function continueWithMfa(context: ActionContext, user: IdentityUser, step: SignInStep): Promise<SignInReply> {
  const hasTotp = user.mfaEnabled && user.totpSecretEnc !== null;
  if (!hasTotp && context.service.mfaMode === "ON") {
    return challenge(context, user, step, "MFA_SETUP", { MFAS_CAN_SETUP: JSON.stringify([SOFTWARE_TOKEN_MFA]) });
  }
  if (hasTotp && user.preferredMfa !== SOFTWARE_TOKEN_MFA && context.service.mfaMode !== "ON") {
    // Enabled but not preferred: Cognito lets the user pick the factor first.
    return challenge(context, user, step, "SELECT_MFA_TYPE", { MFAS_CAN_CHOOSE: JSON.stringify([SOFTWARE_TOKEN_MFA]) });
  }
  if (hasTotp) return softwareTokenChallenge(context, user, step);
  return finishSignIn(context, user, step);
}

export function softwareTokenChallenge(context: ActionContext, user: IdentityUser, step: SignInStep): Promise<SignInReply> {
  return challenge(context, user, step, SOFTWARE_TOKEN_MFA, { FRIENDLY_DEVICE_NAME: "TOTP device" });
}

/** Tokens for a completed sign-in; a device already known to the user is reused, otherwise a new one is offered. */
export async function finishSignIn(context: ActionContext, user: IdentityUser, step: SignInStep): Promise<SignInReply> {
  const { service } = context;
  const known = step.deviceKey ? await findDevice(service, user.sub, step.deviceKey) : undefined;
  if (known) await updateDevice(service, known.deviceKey, { lastIp: context.ip, lastAuthenticatedAt: new Date() });
  const result = await issueSession(service, user, { clientId: step.clientId, authTime: new Date(step.authTime), deviceKey: known?.deviceKey ?? null });
  const newDevice = !known && step.offerDevice ? await offerNewDevice(service, user.sub, context.ip) : undefined;
  return { ChallengeParameters: {}, AuthenticationResult: newDevice ? { ...result, NewDeviceMetadata: newDevice } : result };
}
