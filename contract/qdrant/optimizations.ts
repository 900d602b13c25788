// GET /collections/{collection_name}/optimizations (Qdrant 1.17): the
// background work on a collection's storage, as Qdrant's
// OptimizationsResponse. Here that work is the engine's maintenance (building
// the vector index, folding new rows into it, compacting), which tells only
// whether it is under way, not in which segments: the summary counts it, and
// `running`, `queued`, `completed` and `idle_segments`, which name segments,
// stay empty.
import { z } from "zod";
import { queryCount } from "./service";

/** `with` (queued, completed, idle_segments) and `completed_limit`, as Qdrant reads them. */
export const OptimizationsQuery = z.object({ with: z.preprocess((raw) => (Array.isArray(raw) ? raw[raw.length - 1] : raw), z.string().optional()), completed_limit: queryCount() });

const Optimization = z.looseObject({ uuid: z.string(), optimizer: z.string(), status: z.string() });

export const OptimizationsResponse = z
  .object({
    summary: z.object({ queued_optimizations: z.int().min(0), queued_segments: z.int().min(0), queued_points: z.int().min(0), idle_segments: z.int().min(0) }),
    running: z.array(Optimization),
    queued: z.array(z.unknown()).nullish(),
    completed: z.array(Optimization).nullish(),
    idle_segments: z.array(z.unknown()).nullish(),
  })
  .meta({ id: "OptimizationsResponse" });

export type OptimizationsResponse = z.output<typeof OptimizationsResponse>;
