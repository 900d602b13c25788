// Which points a write applies to: a list of ids ({"points": [...]}) or a
// filter ({"filter": {...}}), as Qdrant's PointsSelector and payload bodies
// give them (their schema has made sure that one of them is there).
import { NO_SELECTOR_MESSAGE } from "../../../contract/qdrant/points";
import type { Filter } from "../../../contract/qdrant/filters";
import type { PointId } from "../../engine/filter-tree";
import type { PointSelector } from "../../engine/vector-engine";
import { toFilterTree } from "../filters/parse-filter";
import { formatError } from "../qdrant-errors";

export function toSelector({ points, filter }: { points?: PointId[] | null; filter?: Filter | null }): PointSelector {
  if (points) return { ids: points };
  // A selector that selects nothing is never read as "every point".
  if (!filter) throw formatError(NO_SELECTOR_MESSAGE);
  return { filter: toFilterTree(filter) ?? { kind: "all" } };
}

/** The number of points a selector names, when it names them (a filter's count is not known in advance). */
export function selectedCount(selector: PointSelector): number {
  return "ids" in selector ? selector.ids.length : 0;
}
