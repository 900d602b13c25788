// Where a project switch leads from the current path: a page inside one
// resource of the old project (a collection's page, an import's page) names
// something the new project does not have, so the switch goes to that area's
// list; any other page stays. Account settings' sub-paths are its tabs, not
// resources, and stay too.
import { APP_ROUTES, normalizePath, type AreaId } from "../console-routes";

const AREAS_WITHOUT_RESOURCE_PAGES: ReadonlySet<AreaId> = new Set(["account"]);

/** The area list to go to after a switch, or null to stay where the user is. */
export function pathAfterProjectSwitch(pathname: string): string | null {
  const path = normalizePath(pathname);
  const route = APP_ROUTES.find((candidate) => path.startsWith(`${candidate.path}/`));
  if (route === undefined || AREAS_WITHOUT_RESOURCE_PAGES.has(route.area)) return null;
  return route.path;
}
