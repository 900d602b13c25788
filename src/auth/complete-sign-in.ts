// What follows a successful login (SPEC.md section 4, Application flow 4):
// the session stored, the user marked logged in, the owner's organisation
// made sure of, then the page asked for before login (next-path.ts) or the
// dashboard.
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import { HOME_PATH } from "../console-routes";
import { setLoggedIn } from "../session/logged-in";
import type { IdentityTokens } from "../identity/identity-types";
import { storeSignedInSession } from "../session/store-session";

/**
 * POST /api/auth/register-owner once per login; it is idempotent on the
 * service. A service without the route yet answers 404, and a member who
 * joined by invitation 409 (their invitation is accepted instead): neither is
 * the user's problem; other failures are logged, never shown: the dashboard
 * works without it and the next login calls again. The API client is loaded
 * here so that axios stays out of the login page's first load.
 */
async function ensureOwnerRegistration(): Promise<void> {
  try {
    const { registerOwner } = await import(/* webpackChunkName: "api-auth" */ "../api-client/auth");
    await registerOwner();
  } catch (error) {
    const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
    if (status !== 404 && status !== 409) console.error("Owner registration failed", error);
  }
}

export async function completeSignIn(tokens: IdentityTokens, typedEmail: string, destination: string = HOME_PATH): Promise<void> {
  storeSignedInSession(tokens, typedEmail);
  setLoggedIn(true);
  toast.success("login successfully");
  await ensureOwnerRegistration();
  await navigate(destination);
}
