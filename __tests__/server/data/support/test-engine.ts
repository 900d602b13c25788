// The vector engine the data-plane tests run on: the service's own
// (createEngine: LanceDB in the given folder), as main.ts opens it.
import { createEngine, type EngineSettings } from "../../../../server/engine/create-engine";
import type { VectorEngine } from "../../../../server/engine/vector-engine";

/** `vectorIndexThreshold` as the service's setting (VECTOR_INDEX_THRESHOLD), when a test sets it. */
export function openTestEngine(dataDir: string, vectorIndexThreshold?: EngineSettings["vectorIndexThreshold"]): Promise<VectorEngine> {
  return createEngine({ vectorEngine: "lancedb", dataDir, vectorIndexThreshold });
}
