// Ends the session in this browser: every stored key, the identity library's
// cached tokens and the logged-in mark. Revocation is logout's job
// (src/layout/profile/logout.ts); this is what every way out shares.
import { setLoggedIn } from "./logged-in";
import { forgetCachedSession } from "../identity/identity-client";
import { clearStoredSession } from "./token-storage";

export function endLocalSession(): void {
  clearStoredSession();
  setLoggedIn(false);
}

/** endLocalSession, then the library's cache (which needs its chunk: not synchronous). */
export async function endSession(): Promise<void> {
  endLocalSession();
  try {
    await forgetCachedSession();
  } catch (error) {
    // Nothing usable is left in the console's own keys; log, do not stop the user.
    console.warn("Could not clear the identity client's cached tokens", error);
  }
}
