// Strict mode at the data plane's one seam: the data router calls this for
// every route once the input is parsed and the collection found, before the
// handler runs (http/data-router.ts). A collection whose strict mode is on
// has the route's request checked as Qdrant checks it (strict-mode-checks.ts),
// then its ?timeout=, then its read or write rate (rate-limits.ts). A refused
// request reaches no handler: nothing is read, embedded or written.
import type { DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import type { Filter } from "../../../contract/qdrant/filters";
import { isJsonObject } from "../../../contract/qdrant/wording";
import type { Collection } from "../../db/schema";
import type { FilterNode } from "../../engine/filter/filter-tree";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { readIndexSchema } from "../indexes/read-index-schema";
import { activeStrictMode } from "./active-strict-mode";
import { routeRateOf } from "./route-rates";
import { checkTimeout, routeCheckOf } from "./strict-mode-checks";
import type { StrictContext } from "./strict-context";

export interface StrictModeInput {
  body: unknown;
  query: unknown;
}

export async function enforceStrictMode(plane: DataPlane, collection: Collection, route: DataRouteDeclaration, { body, query }: StrictModeInput): Promise<void> {
  const config = activeStrictMode(collection);
  const routeCheck = routeCheckOf(route);
  if (!config || !routeCheck) return;
  const timeout = isJsonObject(query) && typeof query.timeout === "number" ? query.timeout : undefined;
  const context: StrictContext = {
    config,
    collection,
    indexes: await readIndexSchema(plane, collection),
    measure: () => plane.engine.measure(collection.engineId),
    countMatching: (filter) => countMatching(plane, collection, filter),
    timeout,
  };
  await routeCheck.check(body, context);
  if (!routeCheck.hasOwnTimeout) checkTimeout(timeout, context);
  const routeRate = routeRateOf(route);
  const perMinute = routeRate?.kind === "read" ? config.read_rate_limit : config.write_rate_limit;
  if (!routeRate || typeof perMinute !== "number") return;
  const costs = await routeRate.costs(body, context);
  plane.rateLimits.consume(collection.id, routeRate.kind, perMinute, JSON.stringify(collection.settings.strictModeConfig), costs);
}

/** The points of the collection a filter matches now; a filter the handler will refuse costs nothing here. */
async function countMatching(plane: DataPlane, collection: Collection, filter: Filter): Promise<number> {
  let tree: FilterNode | undefined;
  try {
    tree = toFilterTree(filter);
  } catch {
    return 0;
  }
  return plane.engine.count(collection.engineId, tree);
}
