// Picks the vector engine the settings name (VECTOR_ENGINE). Everything above
// the VectorEngine interface is the same for both.
import type { Config } from "../config";
import { createLanceDbEngine } from "./lancedb/lancedb-engine";
import type { EngineLog } from "./lancedb/engine-log";
import type { VectorEngine } from "./vector-engine";

export type EngineSettings = Pick<Config, "vectorEngine" | "dataDir"> & Partial<Pick<Config, "vectorIndexThreshold">>;

export async function createEngine(settings: EngineSettings, log?: EngineLog): Promise<VectorEngine> {
  switch (settings.vectorEngine) {
    case "lancedb":
      return createLanceDbEngine({ dataDir: settings.dataDir, indexThreshold: settings.vectorIndexThreshold, log });
    case "pgvector":
      throw new Error("The pgvector vector engine is not available yet: set VECTOR_ENGINE=lancedb (the default).");
  }
}
