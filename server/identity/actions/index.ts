// The dispatcher's table: X-Amz-Target "AWSCognitoIdentityProviderService.<name>" → action.
// Anything not listed (every Admin* action among them) is an UnknownOperationException.
import type { Action } from "./action";
import { changePassword } from "./change-password";
import { confirmForgotPassword } from "./confirm-forgot-password";
import { confirmSignUp } from "./confirm-sign-up";
import { deleteUser } from "./delete-user";
import { deleteUserAttributes } from "./delete-user-attributes";
import { confirmDevice, forgetDevice, getDevice, listDevices, updateDeviceStatus } from "./devices";
import { forgotPassword } from "./forgot-password";
import { getUser } from "./get-user";
import { getUserAttributeVerificationCode } from "./get-user-attribute-verification-code";
import { globalSignOut } from "./global-sign-out";
import { initiateAuth } from "./initiate-auth";
import { setUserMfaPreference, setUserSettings } from "./mfa-preference";
import { resendConfirmationCode } from "./resend-confirmation-code";
import { respondToAuthChallenge } from "./respond-to-auth-challenge";
import { revokeToken } from "./revoke-token";
import { signUp } from "./sign-up";
import { associateSoftwareToken, verifySoftwareToken } from "./software-token";
import { updateUserAttributes } from "./update-user-attributes";
import { verifyUserAttribute } from "./verify-user-attribute";

export const ACTIONS: Readonly<Record<string, Action>> = {
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  DeleteUserAttributes: deleteUserAttributes,
  DeleteUser: deleteUser,
  SetUserMFAPreference: setUserMfaPreference,
  SetUserSettings: setUserSettings,
  AssociateSoftwareToken: associateSoftwareToken,
  VerifySoftwareToken: verifySoftwareToken,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  ConfirmDevice: confirmDevice,
  GetDevice: getDevice,
  ListDevices: listDevices,
  ForgetDevice: forgetDevice,
  UpdateDeviceStatus: updateDeviceStatus,
};

export function findAction(name: string): Action | undefined {
  return Object.hasOwn(ACTIONS, name) ? ACTIONS[name] : undefined;
}
