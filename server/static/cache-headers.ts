// Cache-Control as Gatsby's caching guide asks of a static host:
// https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/
// Content-hashed files never change, so browsers may keep them a year;
// everything else (HTML, page-data, app-data.json, unhashed files) must be
// revalidated, or a deploy would leave browsers with stale pages.

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

// webpack's [contenthash] at the site's root: "app-5cd91f4fdf5e617c6f98.js",
// "styles.21384f5763b25dd27244.css". It must hold a digit, so a plain word
// that happens to be hex ("module-decade.js") is not taken for a hash.
const HASHED_ROOT_ASSET = /^\/[^/]+[-.](?=[0-9a-f]*\d)[0-9a-f]{6,}\.(?:js|css)$/;

/** The header for a file of the site, by its path from the site's root ("/static/x.js"). */
export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith("/static/")) return IMMUTABLE;
  if (HASHED_ROOT_ASSET.test(filePath)) return IMMUTABLE;
  return REVALIDATE;
}
