// pgvector's HNSW index built once over loaded rows, beside the engine's usual
// way (the index made with the table, every write maintaining it). The
// VectorEngine interface cannot ask for this: a collection created with
// indexingThresholdKb 0 gets no index, and setIndexingThreshold only records
// the setting (nothing builds the index later). So the rows are written
// through the engine into such a collection, and the index is then built by
// the engine's own statement (vector-sql.ts createVectorIndex) through `pg`,
// with the server's defaults (maintenance_work_mem 64 MB,
// max_parallel_maintenance_workers 2).
import { denseColumn, readLayout } from "../server/engine/pgvector/collection-layout";
import { createVectorIndex } from "../server/engine/pgvector/vector-sql";
import type { EngineUnderTest } from "./engines-under-test";
import type { GloveDataset } from "./glove";
import { withPool } from "./raw-pgvector";
import { measureImport, measureQueries, type QueryMeasurement } from "./vector-queries";

export interface BuildAfterLoad {
  /** Writes through the engine into a table without a vector index. */
  importVectorsPerSecond: number;
  buildSeconds: number;
  /** The servers' CPU during the build (parallel workers included). */
  buildServerCpuSeconds: number;
  /** The index built so, searched through the engine at hnsw_ef 64, one at a time. */
  search: QueryMeasurement;
}

const COLLECTION = "glove_after_load";

export async function measureBuildAfterLoad(under: EngineUnderTest, dataset: GloveDataset): Promise<BuildAfterLoad> {
  const { engine, postgres } = under;
  if (!postgres) throw new Error(`${under.name} is not on PostgreSQL`);
  await engine.createCollection({ id: COLLECTION, size: dataset.dimensions, distance: "Cosine", onDisk: false, indexingThresholdKb: 0 });
  try {
    const imported = await measureImport(dataset, (points) => engine.upsert(COLLECTION, points.map((point) => ({ ...point, payload: {} }))));
    const cpuBefore = under.serverCpuMs();
    const started = performance.now();
    await withPool(postgres.url, async (pool) => {
      const layout = await readLayout(pool, COLLECTION);
      const client = await pool.connect();
      try {
        await createVectorIndex(client, { ...layout, indexingThresholdKb: null }, denseColumn(layout, ""));
      } finally {
        client.release();
      }
    });
    const buildSeconds = (performance.now() - started) / 1000;
    const buildServerCpuSeconds = (under.serverCpuMs() - cpuBefore) / 1000;
    const search = await measureQueries(dataset, async (vector) =>
      (await engine.search(COLLECTION, { vector, limit: 10, offset: 0, exact: false, hnswEf: 64, withPayload: false, withVector: false })).map((point) => Number(point.id)),
    );
    return { importVectorsPerSecond: imported.vectorsPerSecond, buildSeconds, buildServerCpuSeconds, search };
  } finally {
    await engine.dropCollection(COLLECTION);
  }
}
