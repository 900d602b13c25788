// The identity client's implementation over amazon-cognito-identity-js: the
// entry of its own chunk, loaded on first use by ../identity-client.ts.
export { signUp, confirmSignUp, resendConfirmationCode } from "./sign-up";
export { signIn, completeNewPassword, sendTotpCode, beginTotpSetupAtSignIn, finishTotpSetupAtSignIn } from "./sign-in";
export { forgotPassword, confirmPassword, changePassword } from "./password";
export { getSession, refreshSession, forgetCachedSession } from "./session";
export { signOut, globalSignOut, deleteUser } from "./sign-out";
export { getProfile, updateProfile, verifyEmail, resendEmailCode, beginTotpSetup, finishTotpSetup, disableTotp } from "./account";
