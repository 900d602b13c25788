// The one gate of the console (SPEC.md sections 4.5 and 6): every route outside
// /auth needs a stored, readable, unexpired token. The decision is a pure
// function so that it can be tested without a browser; enforceRouteAccess adds
// the one side effect the specification asks for.
import { isAuthPath, normalizePath } from "../console-routes";
import { decodeToken, readTokenExpiry } from "../session/decode-token";
import { readStoredValue, removeStoredValue } from "../session/token-storage";

/** allow: render; login: no usable token; expired: clear the token, then renew the session or login. */
export type RouteAccess = "allow" | "login" | "expired";

export function checkRouteAccess(path: string, storedToken: string | null, nowMs: number): RouteAccess {
  if (isAuthPath(normalizePath(path))) return "allow";
  if (storedToken === null) return "login";
  let exp: number | null;
  try {
    exp = readTokenExpiry(decodeToken(storedToken));
  } catch {
    return "login";
  }
  // Without an expiry a token cannot be shown to be current: invalid.
  if (exp === null) return "login";
  return exp * 1000 < nowMs ? "expired" : "allow";
}

/**
 * Checks the stored token for a route change. An expired token is removed;
 * the other stored keys stay, and the route guard tries to renew the session
 * before it sends the user to login.
 */
export function enforceRouteAccess(path: string, nowMs: number = Date.now()): RouteAccess {
  const access = checkRouteAccess(path, readStoredValue("accessToken"), nowMs);
  if (access === "expired") removeStoredValue("accessToken");
  return access;
}
