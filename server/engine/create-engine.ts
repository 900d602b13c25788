// Picks the vector engine the settings name (VECTOR_ENGINE). Everything above
// the VectorEngine interface is the same for both.
import type { Config } from "../config";
import { createLanceDbEngine } from "./lancedb/lancedb-engine";
import type { EngineLog } from "./engine-log";
import { createPgvectorEngine } from "./pgvector/pgvector-engine";
import type { VectorEngine } from "./vector-engine";

export type EngineSettings = Pick<Config, "vectorEngine" | "dataDir"> & Partial<Pick<Config, "vectorIndexThreshold" | "vectorDatabaseUrl">>;

export async function createEngine(settings: EngineSettings, log?: EngineLog): Promise<VectorEngine> {
  switch (settings.vectorEngine) {
    case "lancedb":
      return createLanceDbEngine({ dataDir: settings.dataDir, indexThreshold: settings.vectorIndexThreshold, log });
    case "pgvector":
      // The configuration refuses pgvector without a database: VECTOR_DATABASE_URL's, or the metadata store's.
      if (!settings.vectorDatabaseUrl) throw new Error("VECTOR_ENGINE=pgvector needs DATABASE_URL (or VECTOR_DATABASE_URL): the PostgreSQL database (with pgvector) the vectors live in.");
      return createPgvectorEngine({ databaseUrl: settings.vectorDatabaseUrl, indexThreshold: settings.vectorIndexThreshold, log });
  }
}
