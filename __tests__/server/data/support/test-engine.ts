// The vector engine the data-plane tests run on: the service's own
// (createEngine), as main.ts opens it. LanceDB in the given folder by default;
// with TEST_VECTOR_ENGINE=pgvector, pgvector in a fresh database of the run's
// PostgreSQL cluster, dropped when the engine closes
// (`TEST_VECTOR_ENGINE=pgvector npx jest __tests__/server/data` runs the data
// plane's tests on it).
import { createEngine, type EngineSettings } from "../../../../server/engine/create-engine";
import type { VectorEngine } from "../../../../server/engine/vector-engine";
import { createTestDatabase } from "../../support/stores";

/**
 * `vectorIndexThreshold` as the service's setting (VECTOR_INDEX_THRESHOLD), when a test sets it. `settings` naming pgvector
 * (a store test's pgvector run: describeEachStore's engineSettings) open it in that database, which the store's removal drops.
 */
export async function openTestEngine(
  dataDir: string,
  vectorIndexThreshold?: EngineSettings["vectorIndexThreshold"],
  settings?: Pick<EngineSettings, "vectorEngine" | "vectorDatabaseUrl">,
): Promise<VectorEngine> {
  if (settings?.vectorEngine === "pgvector") return createEngine({ vectorEngine: "pgvector", dataDir, vectorDatabaseUrl: settings.vectorDatabaseUrl, vectorIndexThreshold });
  if (process.env.TEST_VECTOR_ENGINE !== "pgvector") return createEngine({ vectorEngine: "lancedb", dataDir, vectorIndexThreshold });
  const database = await createTestDatabase();
  const engine = await createEngine({ vectorEngine: "pgvector", dataDir, vectorDatabaseUrl: database.url, vectorIndexThreshold });
  const close = engine.close.bind(engine);
  engine.close = async () => {
    await close();
    await database.drop();
  };
  return engine;
}
