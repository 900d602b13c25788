// Where the data plane lives: Qdrant's REST API at the service's root, beside
// the control plane's /api. config.json names only the control plane
// (apiBaseUrl), so the data plane is derived from it here, in one place:
// "/api" gives "/", "https://host/api" gives "https://host/".

/** The data plane's base URL for a control-plane base URL. */
export function dataPlaneBaseUrl(apiBaseUrl: string): string {
  const trimmed = apiBaseUrl.replace(/\/+$/, "");
  if (/(^|\/)api$/.test(trimmed)) return trimmed.slice(0, -"api".length) || "/";
  try {
    return `${new URL(trimmed).origin}/`;
  } catch {
    return "/";
  }
}

/**
 * The data plane as an absolute URL without a trailing slash (what a Qdrant
 * client is given): a relative base is resolved against the console's origin.
 */
export function dataPlaneUrl(apiBaseUrl: string, consoleOrigin: string): string {
  return new URL(dataPlaneBaseUrl(apiBaseUrl), consoleOrigin).href.replace(/\/+$/, "");
}
