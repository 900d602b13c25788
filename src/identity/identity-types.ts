// What the identity client hands the screens: plain data, free of the
// amazon-cognito-identity-js classes, so that screens and tests never need
// the library (which stays out of the first-load bundle).

/** The three tokens of a signed-in session, as JWT / opaque strings. */
export interface IdentityTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * The outcome of a sign-in step. A challenge is answered with the matching
 * call: newPasswordRequired → completeNewPassword, totpRequired →
 * sendTotpCode, mfaSetup → beginTotpSetupAtSignIn then finishTotpSetupAtSignIn.
 */
export type SignInResult =
  | { kind: "signedIn"; tokens: IdentityTokens }
  /** isNameMissing: the account has no given or family name yet (an invitation made it from an address alone). */
  | { kind: "newPasswordRequired"; isNameMissing?: boolean }
  | { kind: "totpRequired" }
  | { kind: "mfaSetup" };

export interface SignUpResult {
  /** False when a confirmation code was sent (the usual case). */
  userConfirmed: boolean;
  /** Where the code went, masked by the service ("o***@e***"), when it says. */
  destination: string | null;
}

export interface IdentityProfile {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** Authenticator-app (TOTP) sign-in is on. */
  totpEnabled: boolean;
}

export interface ProfileChange {
  givenName: string;
  familyName: string;
  email: string;
}

export interface ProfileUpdateResult {
  /** A changed e-mail address waits for the code sent to it. */
  emailVerificationPending: boolean;
}
