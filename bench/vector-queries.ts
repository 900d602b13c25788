// Timed import and query loops over a GloVe split, independent of how a point
// reaches the engine: the engine benchmark passes engine calls, the HTTP API
// benchmark passes client calls, and both print the same figures.
import { recallAt10, RECALL_K, vectorAt, type GloveDataset } from "./glove";
import { forEachInFlight } from "./in-flight";

export interface ImportMeasurement {
  vectors: number;
  seconds: number;
  vectorsPerSecond: number;
}

export interface QueryMeasurement {
  queries: number;
  concurrency: number;
  seconds: number;
  queriesPerSecond: number;
  /** CPU time of this process (all its threads) per query: steadier than queries/s on a shared machine. */
  cpuMsPerQuery: number;
  recall: number;
}

export type UpsertBatch = (points: { id: number; vector: number[] }[]) => Promise<void>;
/** Returns the ids (base row numbers) of the top 10, nearest first. */
export type SearchTop10 = (vector: number[]) => Promise<number[]>;

export async function measureImport(dataset: GloveDataset, upsert: UpsertBatch, batchSize = 1_000): Promise<ImportMeasurement> {
  const started = performance.now();
  for (let first = 0; first < dataset.baseCount; first += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, dataset.baseCount - first) }, (_, index) => first + index);
    await upsert(rows.map((row) => ({ id: row, vector: vectorAt(dataset.base, row, dataset.dimensions) })));
  }
  const seconds = (performance.now() - started) / 1000;
  return { vectors: dataset.baseCount, seconds, vectorsPerSecond: dataset.baseCount / seconds };
}

/** Every held-out query once, `concurrency` in flight at a time. */
export async function measureQueries(dataset: GloveDataset, search: SearchTop10, concurrency = 1): Promise<QueryMeasurement> {
  const found: number[][] = new Array<number[]>(dataset.queryCount);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await forEachInFlight(dataset.queryCount, concurrency, async (query) => {
    found[query] = (await search(vectorAt(dataset.queries, query, dataset.dimensions))).slice(0, RECALL_K);
  });
  return toMeasurement(dataset, found, concurrency, (performance.now() - started) / 1000, process.cpuUsage(cpuBefore));
}

/** The figures of a run that found `found` in `seconds`, using `cpu` of this process. */
export function toMeasurement(dataset: GloveDataset, found: readonly (readonly number[])[], concurrency: number, seconds: number, cpu: NodeJS.CpuUsage): QueryMeasurement {
  return {
    queries: dataset.queryCount,
    concurrency,
    seconds,
    queriesPerSecond: dataset.queryCount / seconds,
    cpuMsPerQuery: (cpu.user + cpu.system) / 1000 / dataset.queryCount,
    recall: recallAt10(dataset, found),
  };
}

export function formatQueries(label: string, measurement: QueryMeasurement): string {
  const rate = measurement.queriesPerSecond.toFixed(0).padStart(6);
  const cpu = measurement.cpuMsPerQuery.toFixed(2).padStart(6);
  return `  ${label.padEnd(34)} recall@10 ${measurement.recall.toFixed(3)}  ${rate} queries/s  ${cpu} CPU ms/query  (${measurement.concurrency} in flight)`;
}
