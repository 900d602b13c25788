// GET /collections/{name}/optimizations: Qdrant's OptimizationsResponse, from
// what the engine tells of its maintenance (engine/lancedb/maintenance/): the
// collection's status is yellow while its vector index is being built or new
// rows wait to be folded into it, green once nothing is pending. The engine
// names no segments and keeps no history, so pending work is summarised (one
// optimization, the collection's segments, the points its index does not
// cover yet) and the lists that name segments (`running`, and `queued`,
// `completed`, `idle_segments` when `with` asks for them) are empty.
import type { OptimizationsResponse } from "../../../contract/qdrant/optimizations";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";

const OPTIONAL_LISTS = ["queued", "completed", "idle_segments"] as const;

/** `with`: "queued,completed,idle_segments", any of them. */
export async function getOptimizations(plane: DataPlane, collection: Collection, lists: string | undefined): Promise<OptimizationsResponse> {
  const stats = await plane.engine.stats(collection.engineId);
  const isPending = stats.status === "yellow";
  const asked = new Set((lists ?? "").split(",").map((name) => name.trim()));
  return {
    summary: {
      queued_optimizations: isPending ? 1 : 0,
      queued_segments: isPending ? stats.segmentsCount : 0,
      queued_points: isPending ? Math.max(0, stats.pointsCount - stats.indexedVectorsCount) : 0,
      idle_segments: isPending ? 0 : stats.segmentsCount,
    },
    running: [],
    ...Object.fromEntries(OPTIONAL_LISTS.filter((name) => asked.has(name)).map((name) => [name, []])),
  };
}
