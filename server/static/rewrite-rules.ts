// The rules of public/rewrites.json, matched the way the CDN configuration
// generated from the same file matches them (public/_redirects):
// - a redirect's "from" is an exact path, with or without a trailing slash;
// - a rewrite's "from" is "/area/*": any path below /area (and /area itself)
//   is answered with the file "to", status 200 (client-only routes).
import type { RewriteManifest } from "../../contract/rewrite-manifest";

export type Redirect = RewriteManifest["redirects"][number];
export type Rewrite = RewriteManifest["rewrites"][number];

export const EMPTY_MANIFEST: RewriteManifest = { redirects: [], rewrites: [] };

/** "/metrics/" and "/metrics" are one page (the site uses trailingSlash "ignore"); "/" stays "/". */
export function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function findRedirect(manifest: RewriteManifest, pathname: string): Redirect | undefined {
  const page = withoutTrailingSlash(pathname);
  return manifest.redirects.find((redirect) => withoutTrailingSlash(redirect.from) === page);
}

/** The most specific (longest) matching rule wins, whatever the order in the file. */
export function findRewrite(manifest: RewriteManifest, pathname: string): Rewrite | undefined {
  const page = withoutTrailingSlash(pathname);
  const matches = manifest.rewrites.filter((rule) => isRewriteMatch(rule.from, page));
  return matches.sort((a, b) => b.from.length - a.from.length)[0];
}

/** The redirect's target with the request's query string kept. */
export function redirectLocation(redirect: Redirect, search: string): string {
  if (!search) return redirect.to;
  return redirect.to.includes("?") ? `${redirect.to}&${search.slice(1)}` : `${redirect.to}${search}`;
}

function isRewriteMatch(from: string, page: string): boolean {
  if (!from.endsWith("/*")) return withoutTrailingSlash(from) === page;
  const prefix = from.slice(0, -"/*".length);
  return page === prefix || page.startsWith(`${prefix}/`);
}
