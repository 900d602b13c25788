// Which file of the built console answers a path, in the order a static host
// with the rewrite manifest uses: the file itself, the folder's index.html,
// then the client-only route that covers the path.
import fs from "node:fs/promises";
import path from "node:path";
import { findRewrite } from "./rewrite-rules";
import { hasHiddenSegment } from "./request-path";
import type { Site } from "./load-site";

export interface PathTarget {
  pathname: string;
  segments: readonly string[];
}

/** The site path ("/metrics/index.html") of the file that answers, or undefined for a 404. */
export async function findSiteFile(site: Site, target: PathTarget): Promise<string | undefined> {
  if (!site.isPresent) return undefined;
  if (!hasHiddenSegment(target.segments)) {
    const sitePath = `/${target.segments.join("/")}`;
    // "/metrics" and "/metrics/" both answer with metrics/index.html, without a redirect:
    // Gatsby builds this site with trailingSlash "ignore".
    if (!target.pathname.endsWith("/") && (await isSiteFile(site, sitePath))) return sitePath;
    const index = path.posix.join(sitePath, "index.html");
    if (await isSiteFile(site, index)) return index;
  }
  const rewrite = findRewrite(site.manifest, target.pathname);
  if (rewrite && (await isSiteFile(site, rewrite.to))) return rewrite.to;
  return undefined;
}

export async function isSiteFile(site: Site, sitePath: string): Promise<boolean> {
  const root = path.resolve(site.publicDir);
  const filePath = path.resolve(root, `.${sitePath}`);
  // A second guard behind parseRequestPath: nothing outside PUBLIC_DIR is ever a site file.
  if (!filePath.startsWith(`${root}${path.sep}`)) return false;
  try {
    return (await fs.stat(filePath)).isFile();
  } catch {
    return false;
  }
}
