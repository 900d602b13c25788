// One engine's figures on a GloVe split, through the VectorEngine interface
// alone: import, time until searchable with its index, size, and searches at
// each hnsw_ef and number in flight, their CPU counting this process and the
// engine's PostgreSQL servers. For pgvector, the same searches straight
// through `pg` (raw-pgvector.ts). Printed as it goes; returned for the comparison.
import type { VectorEngine } from "../server/engine/vector-engine";
import type { EngineUnderTest } from "./engines-under-test";
import type { GloveDataset } from "./glove";
import { explainedIndex, hnswIndexBytes, openRawPgvector } from "./raw-pgvector";
import { measureImport, measureQueries, type QueryMeasurement, type SearchTop10 } from "./vector-queries";

export interface EnginesBenchOptions {
  efValues: readonly number[];
  concurrency: readonly number[];
}

export interface SearchFigures extends QueryMeasurement {
  ef: number;
  /** The engine's PostgreSQL servers' CPU per query (cpuMsPerQuery is this process's). */
  serverCpuMsPerQuery: number;
}

export interface EngineFigures {
  name: string;
  importVectorsPerSecond: number;
  /** This process's CPU and the servers', per vector written. */
  importCpuUsPerVector: number;
  /** From the end of the import until the collection is green (LanceDB's graph catching up, pgvector's index built in the background). */
  indexReadySeconds: number;
  diskBytes: number;
  /** pgvector: its HNSW indexes' bytes (the pages a search reads, to be kept in memory); LanceDB: this process's resident growth. */
  indexMemoryBytes: number;
  searches: SearchFigures[];
  /** pgvector only: the same searches straight through `pg`. */
  raw: SearchFigures[];
}

const COLLECTION = "glove";

export async function measureEngine(under: EngineUnderTest, dataset: GloveDataset, options: EnginesBenchOptions): Promise<EngineFigures> {
  const { engine, postgres } = under;
  console.log(`\n${under.name}${postgres ? ` (${postgres.versions})` : ""}`);
  const rssBefore = residentBytes();
  await engine.createCollection({ id: COLLECTION, size: dataset.dimensions, distance: "Cosine", onDisk: false });
  const importCpu = cpuReading(under);
  const imported = await measureImport(dataset, (points) => engine.upsert(COLLECTION, points.map((point) => ({ ...point, payload: {} }))));
  const importCpuUsPerVector = (importCpu() * 1000) / dataset.baseCount;
  console.log(`  import: ${imported.vectorsPerSecond.toFixed(0)} vectors/s (${imported.seconds.toFixed(1)} s, batches of 1,000, ${importCpuUsPerVector.toFixed(0)} µs CPU/vector)`);
  const readyStarted = performance.now();
  await waitForGreen(engine);
  const indexReadySeconds = (performance.now() - readyStarted) / 1000;
  const size = await engine.measure(COLLECTION);
  console.log(`  searchable with its index ${indexReadySeconds.toFixed(1)} s after the import (${size.indexedVectorsCount} vectors indexed)`);
  const indexMemoryBytes = postgres ? await hnswIndexBytes(postgres) : residentBytes() - rssBefore;
  const perVector = (bytes: number) => (bytes / dataset.baseCount).toFixed(0);
  console.log(`  disk (engine.measure): ${mb(size.diskBytes)} MB, ${perVector(size.diskBytes)} bytes/vector`);
  const memory = postgres ? "HNSW index (the pages searches read, to keep in memory)" : "process resident growth (graph, table caches and LanceDB's fixed overhead)";
  console.log(`  ${memory}: ${mb(indexMemoryBytes)} MB, ${perVector(indexMemoryBytes)} bytes/vector`);

  const engineSearch = (ef: number): SearchTop10 => async (vector) =>
    (await engine.search(COLLECTION, { vector, limit: 10, offset: 0, exact: false, hnswEf: ef, withPayload: false, withVector: false })).map((point) => Number(point.id));
  const figures = { name: under.name, importVectorsPerSecond: imported.vectorsPerSecond, importCpuUsPerVector, indexReadySeconds, diskBytes: size.diskBytes, indexMemoryBytes };
  if (!postgres) {
    const [searches = []] = await measureCurves(under, dataset, options, [{ label: "engine", searchAt: engineSearch }]);
    return { ...figures, searches, raw: [] };
  }

  const probe = Array.from(dataset.queries.subarray(0, dataset.dimensions));
  const [ip, cosine] = [await explainedIndex(postgres, COLLECTION, "<#>", probe), await explainedIndex(postgres, COLLECTION, "<=>", probe)];
  console.log(`  plans: ORDER BY <#> (inner product) uses ${ip ?? "no index"}; ORDER BY <=> (cosine distance) uses ${cosine ?? "no index (a full scan)"}`);
  const raw = await openRawPgvector(postgres, COLLECTION);
  let curves: SearchFigures[][];
  try {
    console.log(`  raw: ${raw.statement}`);
    // Engine and raw one after the other at each setting, in turn first, so that the other load on the machine weighs on both alike.
    curves = await measureCurves(under, dataset, options, [
      { label: "engine", searchAt: engineSearch },
      { label: "raw", searchAt: raw.searchAt },
    ]);
  } finally {
    await raw.close();
  }
  return { ...figures, searches: curves[0] ?? [], raw: curves[1] ?? [] };
}

interface Searcher {
  label: string;
  searchAt: (ef: number) => SearchTop10;
}

/**
 * Each searcher at every ef and number in flight, after an untimed pass of every query at each ef (the index pages that
 * ef reads in the servers' buffers, the JIT warm: with 50 queries, the first searcher measured paid for both, and read
 * 0.68 of raw pgvector's rate where it read 0.9 at the next setting); one list of figures per searcher.
 */
async function measureCurves(under: EngineUnderTest, dataset: GloveDataset, options: EnginesBenchOptions, searchers: readonly Searcher[]): Promise<SearchFigures[][]> {
  const curves = searchers.map((): SearchFigures[] => []);
  for (const ef of options.efValues) {
    for (const searcher of searchers) await measureQueries(dataset, searcher.searchAt(ef), 4);
    for (const concurrency of options.concurrency) {
      // Who goes first changes at each setting: the one measured right after the index build or the warm pass would
      // otherwise always carry the servers' background work (autovacuum, checkpoints) alone.
      const turn = (options.efValues.indexOf(ef) + options.concurrency.indexOf(concurrency)) % 2;
      const ordered = [...searchers.entries()];
      if (turn === 1) ordered.reverse();
      for (const [at, searcher] of ordered) {
        const serverBefore = under.serverCpuMs();
        const measured = await measureQueries(dataset, searcher.searchAt(ef), concurrency);
        const search = { ...measured, ef, serverCpuMsPerQuery: (under.serverCpuMs() - serverBefore) / measured.queries };
        curves[at]?.push(search);
        console.log(formatSearch(searcher.label, search));
      }
    }
  }
  return curves;
}

function formatSearch(label: string, search: SearchFigures): string {
  const cpu = search.cpuMsPerQuery + search.serverCpuMsPerQuery;
  return (
    `  ${label.padEnd(6)} hnsw_ef ${String(search.ef).padStart(3)}, ${String(search.concurrency).padStart(2)} in flight: recall@10 ${search.recall.toFixed(3)}` +
    `  ${search.queriesPerSecond.toFixed(0).padStart(6)} queries/s  ${cpu.toFixed(2).padStart(6)} CPU ms/query` +
    ` (this process ${search.cpuMsPerQuery.toFixed(2)} + servers ${search.serverCpuMsPerQuery.toFixed(2)})`
  );
}

/** A reading of this process's CPU and the servers': call the result for the milliseconds used since. */
function cpuReading(under: EngineUnderTest): () => number {
  const process0 = process.cpuUsage();
  const server0 = under.serverCpuMs();
  return () => {
    const used = process.cpuUsage(process0);
    return (used.user + used.system) / 1000 + under.serverCpuMs() - server0;
  };
}

function residentBytes(): number {
  globalThis.gc?.();
  return process.memoryUsage().rss;
}

export const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

async function waitForGreen(engine: VectorEngine): Promise<void> {
  while ((await engine.stats(COLLECTION)).status !== "green") await new Promise((resolve) => setTimeout(resolve, 200));
}
