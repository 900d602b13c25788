// Which points a write applies to: a list of ids ({"points": [...]}) or a
// filter ({"filter": {...}}), as Qdrant's PointsSelector and payload bodies
// give them (their schema has made sure that one of them is there), within
// the shard keys the write names (a custom-sharded collection's).
import { NO_SELECTOR_MESSAGE } from "../../../contract/qdrant/points";
import type { Filter } from "../../../contract/qdrant/filters";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { PointSelector } from "../../engine/vector-engine";
import { toFilterTree } from "../filters/parse-filter";
import { formatError } from "../qdrant-errors";
import { withinScope } from "../shard-keys/shard-scope";

export function toSelector({ points, filter }: { points?: PointId[] | null; filter?: Filter | null }, scope?: FilterNode): PointSelector {
  if (points) return scope ? { filter: { kind: "and", children: [{ kind: "hasId", ids: points }, scope] } } : { ids: points };
  // A selector that selects nothing is never read as "every point".
  if (!filter) throw formatError(NO_SELECTOR_MESSAGE);
  return { filter: withinScope(toFilterTree(filter), scope) ?? { kind: "all" } };
}

/** The number of points a request names, when it names them (a filter's count is not known in advance). */
export function selectedCount({ points }: { points?: PointId[] | null }): number {
  return points?.length ?? 0;
}
