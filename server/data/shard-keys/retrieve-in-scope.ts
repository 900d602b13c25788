// Points by id within a shard scope (shard-scope.ts): POST
// /collections/{name}/points with a shard_key, and the examples a query takes
// from lookup_from's keys. Without a scope, the engine's read by id; with one,
// a scroll of those ids that also holds the scope, put back in the order asked.
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { ReadOptions, StoredPoint } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";

/** The points of `ids` that exist within `scope`, each once, in the order of `ids`. */
export async function retrieveInScope(plane: DataPlane, collection: Collection, ids: readonly PointId[], options: ReadOptions, scope: FilterNode | undefined): Promise<StoredPoint[]> {
  const unique = [...new Set(ids)];
  if (!scope || unique.length === 0) return plane.engine.retrieve(collection.engineId, unique, options);
  const page = await plane.engine.scroll(collection.engineId, { filter: { kind: "and", children: [{ kind: "hasId", ids: unique }, scope] }, limit: unique.length, ...options });
  const byId = new Map(page.points.map((point) => [point.id, point]));
  return unique.flatMap((id) => {
    const point = byId.get(id);
    return point ? [point] : [];
  });
}
