// Where an area lives (src/routes.ts is the one route table) and which part of
// the current path lies below it: the areas are client-only routes that serve
// every path under their own.
import { useSyncExternalStore } from "react";
import { APP_ROUTES, normalizePath, type AreaId } from "../routes";

export function areaPath(area: AreaId): string {
  const route = APP_ROUTES.find((candidate) => candidate.area === area);
  if (!route) throw new Error(`No route for area "${area}" in src/routes.ts`);
  return route.path;
}

/** "" for the area itself, "/rest" for a path below it. */
export function subPathOf(area: AreaId, pathname: string): string {
  const base = areaPath(area);
  const path = normalizePath(pathname);
  return path.startsWith(`${base}/`) ? path.slice(base.length) : "";
}

const subscribeToNothing = () => () => undefined;

/**
 * The sub-path to render. A reload of /area/sub is served the area's own
 * server HTML, so the hydrating render must draw the area itself ("") to
 * match it; React then re-renders at once with the real sub-path. Client-side
 * navigation gets the real sub-path on the first render.
 */
export function useAreaSubPath(area: AreaId, pathname: string): string {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? subPathOf(area, pathname) : "";
}
