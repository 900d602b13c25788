// Which part of the current path lies below an area (links/area-route.ts says
// where each area lives): the areas are client-only routes that serve
// every path under their own.
import { useSyncExternalStore } from "react";
import { normalizePath, type AreaId } from "../console-routes";
import { areaRoute } from "../links/area-route";

/** "" for the area itself, "/rest" for a path below it. */
export function subPathOf(area: AreaId, pathname: string): string {
  const base = areaRoute(area);
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
