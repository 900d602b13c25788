// Turns a request URL into a path that is safe to look up under PUBLIC_DIR.
// Everything that could step outside it (.., encoded or not, null bytes,
// backslashes) is refused here, before the file system is touched.

export type RequestPath =
  | { kind: "ok"; pathname: string; search: string; segments: string[] }
  | { kind: "malformed" };

export function parseRequestPath(url: string): RequestPath {
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : url.slice(queryStart);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "malformed" };
  }
  if (!pathname.startsWith("/") || pathname.includes("\0") || pathname.includes("\\")) return { kind: "malformed" };
  const segments = pathname.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment === "." || segment === "..")) return { kind: "malformed" };
  return { kind: "ok", pathname, search, segments };
}

/** Hidden files (".env", ".git") are never part of the site. */
export function hasHiddenSegment(segments: readonly string[]): boolean {
  return segments.some((segment) => segment.startsWith("."));
}
