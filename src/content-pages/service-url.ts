// The service's URL in help articles. Articles write one placeholder wherever
// a program names the service; the page shows the reader's own data-plane URL
// in its place once config.json is read (help-center/service-url.tsx), and
// the placeholder itself with JavaScript off. The build rejects any other URL
// in an article's code (gatsby/content-checks.ts).

export const SERVICE_URL_PLACEHOLDER = "https://your-service-url:443";

/**
 * The URL with its port written out: the Qdrant clients try port 6333 when a
 * URL names none (src/code-samples/client-setup.ts passes the port instead).
 */
export function withExplicitPort(url: string): string {
  const parsed = new URL(url);
  if (parsed.port !== "") return url;
  const port = parsed.protocol === "https:" ? 443 : 80;
  const path = parsed.pathname === "/" ? "" : parsed.pathname.replace(/\/+$/, "");
  return `${parsed.protocol}//${parsed.hostname}:${port}${path}`;
}

/** The text with every placeholder replaced by the service's URL. */
export function fillServiceUrl(text: string, serviceUrl: string): string {
  return text.split(SERVICE_URL_PLACEHOLDER).join(withExplicitPort(serviceUrl));
}
