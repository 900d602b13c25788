// Where a project switch leads from the current page: a page inside one
// resource of the old project (a collection's page, an import's page) names
// something the new project does not have, so the switch goes to that area's
// list; a page whose query names one (Search's ?collection= and ?point=,
// Alerts' ?rule=, Metrics' ?collection= and ?apiKey=) stays without those
// names, keeping the rest (Metrics' range); any other page stays. Account
// settings' sub-paths are its tabs, not resources, and stay too.
import { APP_ROUTES, normalizePath, type AreaId } from "../console-routes";

const AREAS_WITHOUT_RESOURCE_PAGES: ReadonlySet<AreaId> = new Set(["account"]);

/** Query parameters that name one project's resources. */
const RESOURCE_PARAMS = ["collection", "point", "rule", "apiKey"] as const;

/** The page to go to after a switch, or null to stay where the user is. */
export function pathAfterProjectSwitch(pathname: string, search = ""): string | null {
  const path = normalizePath(pathname);
  const route = APP_ROUTES.find((candidate) => path.startsWith(`${candidate.path}/`));
  if (route !== undefined && !AREAS_WITHOUT_RESOURCE_PAGES.has(route.area)) return route.path;
  const query = new URLSearchParams(search);
  if (!RESOURCE_PARAMS.some((name) => query.has(name))) return null;
  for (const name of RESOURCE_PARAMS) query.delete(name);
  const kept = query.toString();
  return `${path}${kept === "" ? "" : `?${kept}`}`;
}
