// POST /collections/{name}/facet: how many points (matching a filter) hold
// each value of a payload key, most common first, then by value. Strings,
// integers and booleans are counted, each once per point. Counted by reading
// the key's values of every matching point, a page at a time: exact, whether
// or not `exact` is asked.
import type { FacetRequest, FacetResponse } from "../../../contract/qdrant/explore";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter/filter-tree";
import { readKeyPath, type PathItem } from "../../engine/payload/json-path";
import { leavesOf, valuesAt } from "../../engine/payload/payload-values";
import type { Payload } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { shardScope, withinScope } from "../shard-keys/shard-scope";

const DEFAULT_LIMIT = 10;
const PAGE = 1_024;

type FacetValue = string | number | boolean;

export async function facetPoints(plane: DataPlane, collection: Collection, request: FacetRequest): Promise<FacetResponse> {
  const scope = shardScope(collection, request.shard_key, "read");
  const path = readKeyPath(request.key);
  const filter = withinScope(toFilterTree(request.filter), scope);
  const counts = new Map<string, { value: FacetValue; count: number }>();
  for (let offset: PointId | undefined = undefined; ; ) {
    const page = await plane.engine.scroll(collection.engineId, { filter, limit: PAGE, offset, withPayload: [request.key], withVector: false });
    for (const point of page.points) {
      for (const value of facetValues(point.payload, path)) {
        const key = `${typeof value}:${String(value)}`;
        const known = counts.get(key);
        if (known) known.count += 1;
        else counts.set(key, { value, count: 1 });
      }
    }
    if (page.nextOffset === null) break;
    offset = page.nextOffset;
  }
  const hits = [...counts.values()].sort((a, b) => b.count - a.count || compareValues(a.value, b.value));
  return { hits: hits.slice(0, request.limit ?? DEFAULT_LIMIT) };
}

/** The point's distinct countable values at the path (arrays flattened). */
function facetValues(payload: Payload | undefined, path: readonly PathItem[]): FacetValue[] {
  const found = leavesOf(valuesAt(payload, path)).filter((value): value is FacetValue => typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isInteger(value)));
  return [...new Set(found)];
}

function compareValues(a: FacetValue, b: FacetValue): number {
  if (typeof a === typeof b) return a < b ? -1 : a > b ? 1 : 0;
  return typeof a < typeof b ? -1 : 1;
}
