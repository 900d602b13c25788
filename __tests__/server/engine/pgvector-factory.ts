// pgvector engines for tests: each in a fresh database of the run's PostgreSQL cluster (its server has pgvector:
// scripts/ensure-test-tools.sh builds it), or, given a Citus coordinator's URL, in a fresh schema of its one database
// (Citus keeps its workers per database, so tests share that one and keep apart by schema).
import { createPgvectorEngine } from "../../../server/engine/pgvector/pgvector-engine";
import { createTestDatabase, createTestSchema } from "../support/stores";
import type { EngineFactory, EngineUnderTest } from "./conformance/engine-conformance";

export function pgvectorFactory(citusUrl?: () => string): EngineFactory {
  return async (): Promise<EngineUnderTest> => {
    const database = citusUrl ? await createTestSchema(citusUrl()) : await createTestDatabase();
    // Indexed from the first point (built in the background), as the service would index a big collection.
    let engine = await createPgvectorEngine({ databaseUrl: database.url, indexThreshold: 1 });
    return {
      get engine() {
        return engine;
      },
      readsAtOneMoment: citusUrl === undefined,
      async reopen() {
        await engine.close();
        engine = await createPgvectorEngine({ databaseUrl: database.url, indexThreshold: 1 });
        return engine;
      },
      async dispose() {
        await engine.close();
        await database.drop();
      },
    };
  };
}
