// Renews the stored session from the identity library's (SPEC.md section 4,
// Session validity): "current" takes the library's session, refreshed only
// when it has expired (clock drift included); "forced" refreshes even a
// session that looks valid, after the API refused its token. Callers share
// one renewal in flight, so a burst of refused requests refreshes once.
import { getSession, refreshSession } from "../identity/identity-client";
import { storeRenewedTokens } from "./store-session";

export type Renewal = "current" | "forced";

const inFlight = new Map<Renewal, Promise<boolean>>();

async function renew(kind: Renewal): Promise<boolean> {
  try {
    storeRenewedTokens(kind === "forced" ? await refreshSession() : await getSession());
    return true;
  } catch (error) {
    // Session errors are only logged (SPEC.md section 8); the caller sends the user to login.
    console.warn("The session could not be renewed", error);
    return false;
  }
}

/** True when a fresh id token is stored; false when the session cannot go on. */
export function renewStoredSession(kind: Renewal): Promise<boolean> {
  let pending = inFlight.get(kind);
  if (pending === undefined) {
    pending = renew(kind).finally(() => inFlight.delete(kind));
    inFlight.set(kind, pending);
  }
  return pending;
}
