// The vector engine the data-plane tests run on: the service's own
// (createEngine: LanceDB in the given folder), as main.ts opens it.
import { createEngine } from "../../../../server/engine/create-engine";
import type { VectorEngine } from "../../../../server/engine/vector-engine";

export function openTestEngine(dataDir: string): Promise<VectorEngine> {
  return createEngine({ vectorEngine: "lancedb", dataDir });
}
