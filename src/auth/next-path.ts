// Where login goes on success: the page the user asked for when the route
// guard sent them to login (/auth/login?next=%2Fai-hub%2Fdatasets%2Fdocs), or
// the dashboard (SPEC.md section 4, Application flow 4). `next` comes from the
// address bar, so anyone can craft it: only a same-origin path outside /auth,
// written the way the browser itself writes a path, is followed.
import { HOME_PATH, isAuthPath, LOGIN_PATH, normalizePath } from "../console-routes";

export const NEXT_PARAM = "next";
const NEXT_MAX_LENGTH = 2048;
// Any origin will do: a path that stays on it is relative, one that leaves it is not.
const PROBE_ORIGIN = "https://console.invalid";

/** The path to go to after login, or null when `next` is missing or not a plain path of this site. */
export function parseNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > NEXT_MAX_LENGTH) return null;
  // "//host" and "/\host" are other sites to a browser.
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  // The parser drops tabs and newlines, resolves "." and "..", and escapes what needs escaping:
  // anything it would have to rewrite is not what the route guard sends.
  if (`${url.pathname}${url.search}${url.hash}` !== raw) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (isAuthPath(normalizePath(pathname.toLowerCase()))) return null;
  return raw;
}

/** The page to open after login: `next` from the login page's query when it is acceptable, else the dashboard. */
export function readNextPath(search: string): string {
  return parseNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? HOME_PATH;
}

/** The login page, carrying the page asked for (none for the dashboard, where login goes anyway). */
export function loginPathFor(askedFor: string): string {
  const next = parseNextPath(askedFor);
  if (next === null || normalizePath(next) === HOME_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}
