// pgvector engines for tests, each in a fresh database of the run's PostgreSQL cluster (its server has pgvector:
// scripts/ensure-test-tools.sh builds it).
import { createPgvectorEngine } from "../../../server/engine/pgvector/pgvector-engine";
import { createTestDatabase } from "../support/stores";
import type { EngineFactory, EngineUnderTest } from "./conformance/engine-conformance";

export function pgvectorFactory(): EngineFactory {
  return async (): Promise<EngineUnderTest> => {
    const database = await createTestDatabase();
    let engine = await createPgvectorEngine({ databaseUrl: database.url });
    return {
      get engine() {
        return engine;
      },
      async reopen() {
        await engine.close();
        engine = await createPgvectorEngine({ databaseUrl: database.url });
        return engine;
      },
      async dispose() {
        await engine.close();
        await database.drop();
      },
    };
  };
}
