// The route of an area, read from src/console-routes.ts (the one route table), for
// links built outside the areas: src/areas/area-path.ts serves the areas
// themselves, and shared code does not import from src/areas.
import { APP_ROUTES, type AreaId } from "../console-routes";

export function areaRoute(area: AreaId): string {
  const route = APP_ROUTES.find((candidate) => candidate.area === area);
  if (!route) throw new Error(`No route for area "${area}" in src/console-routes.ts`);
  return route.path;
}
