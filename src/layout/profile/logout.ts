// Logout (SPEC.md section 4.6): the console's session ends at once (every
// stored key cleared, marked logged out, the login page), and the refresh
// token is revoked with the identity service behind it: the library retries
// RevokeToken and src/identity retries on the SPEC.md section 9 backoff
// schedule, so a slow or unreachable service never holds the user back. The
// library's cached tokens are cleared when the revocation ends or gives up.
import { navigate } from "gatsby";
import { endLocalSession } from "../../session/end-session";
import { signOut } from "../../identity/identity-client";
import { LOGIN_PATH } from "../../console-routes";

/** Starts the revocation, ends the session here, and resolves at the login page without waiting for the revocation. */
export async function logout(): Promise<void> {
  // Started first: the library reads its own cached session, which endLocalSession leaves alone.
  void signOut().catch((error: unknown) => {
    // The token expires on its own; the user is already logged out here.
    console.warn("The refresh token could not be revoked", error);
  });
  endLocalSession();
  await navigate(LOGIN_PATH);
}
