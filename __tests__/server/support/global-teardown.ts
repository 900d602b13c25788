// Jest globalTeardown (server project): stops the cluster globalSetup started and deletes its folder.
import { stopPostgresCluster } from "./postgres-cluster";

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.vdbTestPostgresCluster;
  if (!cluster) return;
  globalThis.vdbTestPostgresCluster = undefined;
  delete process.env.TEST_POSTGRES_URL;
  stopPostgresCluster(cluster);
}
