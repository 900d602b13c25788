// The engine-neutral conformance suite, on a Citus cluster of its own (a coordinator and two workers, each with
// pgvector; about 7 s to start): each collection is a single-shard distributed table on one of the workers.
import pg from "pg";
import { createPgvectorEngine } from "../../../server/engine/pgvector/pgvector-engine";
import { startCitusCluster, stopPostgresCluster, type CitusCluster } from "../support/postgres-cluster";
import { describeEngineConformance } from "./conformance/engine-conformance";
import { pgvectorFactory } from "./pgvector-factory";

jest.setTimeout(120_000);

let cluster: CitusCluster | undefined;

beforeAll(async () => {
  cluster = await startCitusCluster();
});

afterAll(() => {
  if (cluster) stopPostgresCluster(cluster);
});

describeEngineConformance(
  "pgvector on Citus",
  pgvectorFactory(() => {
    if (!cluster) throw new Error("the Citus cluster has not started");
    return cluster.url;
  }),
);

it("places each collection whole on one worker, and searches it there", async () => {
  if (!cluster) throw new Error("the Citus cluster has not started");
  const engine = await createPgvectorEngine({ databaseUrl: cluster.url });
  const client = new pg.Client(cluster.url);
  await client.connect();
  try {
    const ids = ["citus_a", "citus_b", "citus_c", "citus_d"];
    for (const id of ids) {
      await engine.createCollection({ id, size: 2, distance: "Dot", onDisk: false });
      await engine.upsert(id, [{ id: 1, vector: [1, 0], payload: { on: id } }]);
    }
    const { rows } = await client.query<{ table_name: string; nodeport: number }>(
      "SELECT table_name::text, nodeport FROM citus_shards WHERE table_name::text LIKE 'vdb_points_citus_%' ORDER BY table_name",
    );
    const workerPorts = cluster.workerUrls.map((url) => Number(new URL(url).port));
    expect(rows.map((row) => row.table_name)).toEqual(ids.map((id) => `vdb_points_${id}`));
    for (const row of rows) expect(workerPorts).toContain(row.nodeport);
    expect(new Set(rows.map((row) => row.nodeport)).size).toBe(2);
    const [best] = await engine.search("citus_c", { vector: [1, 0], limit: 1, offset: 0, exact: false, withPayload: true, withVector: false });
    expect(best).toEqual({ id: 1, payload: { on: "citus_c" }, score: 1 });
  } finally {
    await client.end();
    for (const id of ["citus_a", "citus_b", "citus_c", "citus_d"]) await engine.dropCollection(id).catch(() => undefined);
    await engine.close();
  }
});
