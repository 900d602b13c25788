// Jest globalSetup (server project): one PostgreSQL cluster for the whole run,
// its URL handed to the test workers in TEST_POSTGRES_URL (they inherit the
// environment). A TEST_POSTGRES_URL set beforehand is used as it is. And the
// migrated PGlite store that test stores start from (pglite-template.ts).
import { createPgliteTemplate } from "./pglite-template";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";

declare global {
  var vdbTestPostgresCluster: PostgresCluster | undefined;
  var vdbTestPgliteTemplate: string | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.vdbTestPgliteTemplate = await createPgliteTemplate();
  if (process.env.TEST_POSTGRES_URL) return;
  const cluster = await startPostgresCluster();
  globalThis.vdbTestPostgresCluster = cluster;
  process.env.TEST_POSTGRES_URL = cluster.url;
}
