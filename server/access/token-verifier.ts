// How /api learns who is calling: a bearer token, verified against the
// configured user pool (the embedded one or AWS Cognito). The identity service
// implements it; the control plane only depends on this interface.

export interface SignedInUser {
  /** The user's stable id (the token's `sub`). */
  sub: string;
  email: string;
  /** What the console shows as the username (the id token's `uid`, or `username` on an access token). */
  username: string;
  givenName?: string;
  familyName?: string;
  tokenUse: "id" | "access";
}

export interface TokenVerifier {
  /**
   * Checks signature, expiry, issuer, audience or client id, token use and
   * revocation. Throws AppError("unauthorized", ...) for any failure.
   */
  verify(token: string): Promise<SignedInUser>;
}
