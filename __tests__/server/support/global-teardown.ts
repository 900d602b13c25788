// Jest globalTeardown (server project): stops the cluster globalSetup started and deletes its folder, and the PGlite template.
import { removePgliteTemplate } from "./pglite-template";
import { stopPostgresCluster } from "./postgres-cluster";

export default async function globalTeardown(): Promise<void> {
  if (globalThis.vdbTestPgliteTemplate) removePgliteTemplate(globalThis.vdbTestPgliteTemplate);
  globalThis.vdbTestPgliteTemplate = undefined;
  const cluster = globalThis.vdbTestPostgresCluster;
  if (!cluster) return;
  globalThis.vdbTestPostgresCluster = undefined;
  delete process.env.TEST_POSTGRES_URL;
  stopPostgresCluster(cluster);
}
