// Which points a write applies to: a list of ids ({"points": [...]}) or a
// filter ({"filter": {...}}), as Qdrant's PointsSelector and payload bodies
// give them.
import type { PointSelector } from "../../engine/vector-engine";
import { parseFilter } from "../filters/parse-filter";
import type { JsonObject } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";
import { parsePointIds } from "./parse-point-id";

export function parseSelector(request: JsonObject): PointSelector {
  if (request.points !== undefined && request.points !== null) return { ids: parsePointIds(request.points, "points") };
  if (request.filter !== undefined && request.filter !== null) return { filter: parseFilter(request.filter) ?? { kind: "all" } };
  throw formatError("Either list of point ids or filter must be provided (`points` or `filter`)");
}

/** The number of points a selector names, when it names them (a filter's count is not known in advance). */
export function selectedCount(selector: PointSelector): number {
  return "ids" in selector ? selector.ids.length : 0;
}
