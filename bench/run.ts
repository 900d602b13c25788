// `npm run bench`: figures, never pass/fail.
//   npm run bench                          every section
//   npm run bench -- --only=first-load     first-load JavaScript (needs a built console: npm run build)
//   npm run bench -- --only=engine         the vector engine on GloVe-100 (see bench/glove.ts)
//   npm run bench -- --only=engines        LanceDB, pgvector on one PostgreSQL server and pgvector on Citus side by side on
//                                          GloVe-100, through the same engine interface, each server started and removed by
//                                          the bench (bench/engines-bench.ts); --engines=pgvector,citus measures those alone
//   npm run bench -- --only=search         the HTTP API on GloVe-100, side by side with its engine, its peers
//                                          (hnswlib-node, pgvector in PGlite) and the limit (bench/search-limit.ts);
//                                          --no-pgvector leaves pgvector out (its first build takes minutes)
//   npm run bench -- --only=mixed          search under writes: read-only, mixed with wait=true upserts, read-only again
//                                          (server/main.ts in its own process; --mixed-seconds=N per read-only phase, 20)
//   npm run bench -- --only=reload         a restart with 1,000,000 × 100 through the engine (--reload-n=N)
//   npm run bench -- --only=graph          the in-memory search graph: memory, feed, save and load (--graph-n=N vectors, 20,000)
//   npm run bench -- --only=sparse         sparse vectors on WordNet's glosses as BM25 (bench/sparse-bench.ts): import, memory,
//                                          sparse, filtered sparse, dense and hybrid (rrf) queries through the API and the engine
//                                          (--sparse-n=N points, 100,000; --sparse-queries=N held-out glosses, 1,000)
//   npm run bench -- --only=import         imports through the jobs runner: the GloVe base as CSV and as Parquet, beside the
//                                          engine's raw write rate (bench/import-bench.ts; --import-n=N rows, 100,000;
//                                          --import-rounds=N, 5: medians over the rounds)
//   npm run bench -- --only=embeddings     the built-in embedding models on WordNet glosses (bench/embeddings-bench.ts): first load,
//                                          memory, sentences/s and latency at 1 and 8 callers (--embeddings-seconds=N per load, 10;
//                                          --embeddings-threads=N worker threads, the service's default otherwise)
//   npm run bench -- --only=metrics        the metrics API's 30-day query over a month of minute rollups, before and after the
//                                          rollup job (bench/metrics-bench.ts; --metrics-days=N, 30; --metrics-keys=N, 6), and the
//                                          API's queries/s with metering off and on in one run (bench/metering-cost.ts;
//                                          --metering-queries=N per slice, 2,000)
//   npm run bench -- --only=snapshots      a collection's snapshot and its restore through the API on the GloVe base
//                                          (bench/snapshot-bench.ts; --n=N points)
//   npm run bench -- --only=idle-memory    the service's resident memory once started and after a first use, split into
//                                          WebAssembly (PGlite), other anonymous and file-backed memory (bench/idle-memory-bench.ts)
//   --glove-base=N --glove-queries=N       the GloVe split (default 100,000 base vectors, 1,000 queries)
//   --n=N                                  the same as --glove-base=N, for quick runs (e.g. --n=20000)
import path from "node:path";
import { runEmbeddingsBench } from "./embeddings-bench";
import { runEngineBench } from "./engine-bench";
import { ENGINES, runEnginesBench } from "./engines-bench";
import type { EngineKind } from "./engines-under-test";
import { runGraphBench } from "./graph-bench";
import { runIdleMemoryBench } from "./idle-memory-bench";
import { runImportBench } from "./import-bench";
import { runMetricsBench } from "./metrics-bench";
import { runMixedLoadBench } from "./mixed-load-bench";
import { runReloadBench } from "./reload-bench";
import { reportFirstLoadJs } from "./first-load-js";
import { runSearchBench } from "./search-limit";
import { runSnapshotBench } from "./snapshot-bench";
import { runSparseBench } from "./sparse-bench";

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--engines=a,b`: the engines bench's engines, in its order; every engine when not given. */
function enginesOption(value: string | undefined): EngineKind[] | undefined {
  if (value === undefined) return undefined;
  const named = value.split(",").map((name) => name.trim());
  const unknown = named.filter((name) => !ENGINES.includes(name as EngineKind));
  if (unknown.length > 0) throw new Error(`--engines: no engine ${unknown.join(", ")} (one of ${ENGINES.join(", ")})`);
  return ENGINES.filter((kind) => named.includes(kind));
}

async function main(): Promise<void> {
  const only = option("only");
  const glove = {
    baseCount: Number(option("n") ?? option("glove-base") ?? 100_000),
    queryCount: Number(option("glove-queries") ?? 1_000),
    efValues: [64, 128, 256],
    // Searches in flight: one at a time, and concurrent clients (the engine batches what waits).
    concurrency: [1, 4, 16],
  };
  if (!only || only === "first-load") reportFirstLoadJs(path.resolve("public"));
  if (!only || only === "idle-memory") await runIdleMemoryBench();
  if (!only || only === "engine") await runEngineBench(glove);
  if (!only || only === "snapshots") await runSnapshotBench(glove);
  if (!only || only === "engines") await runEnginesBench({ ...glove, engines: enginesOption(option("engines")) });
  if (!only || only === "search" || only === "api") await runSearchBench(glove, !process.argv.includes("--no-pgvector"));
  if (!only || only === "mixed") await runMixedLoadBench({ baseCount: glove.baseCount, queryCount: glove.queryCount, seconds: Number(option("mixed-seconds") ?? 20) });
  if (!only || only === "reload") await runReloadBench(Number(option("reload-n") ?? 1_000_000));
  if (!only || only === "graph") await runGraphBench(Number(option("graph-n") ?? 20_000));
  if (!only || only === "import") await runImportBench({ baseCount: Number(option("import-n") ?? 100_000), rounds: Number(option("import-rounds") ?? 5) });
  if (!only || only === "sparse") {
    await runSparseBench({ baseCount: Number(option("sparse-n") ?? 100_000), queryCount: Number(option("sparse-queries") ?? 1_000), concurrency: glove.concurrency });
  }
  if (!only || only === "metrics") {
    await runMetricsBench({ days: Number(option("metrics-days") ?? 30), keys: Number(option("metrics-keys") ?? 6), costQueries: Number(option("metering-queries") ?? 2_000) });
  }
  if (!only || only === "embeddings") {
    const threads = option("embeddings-threads");
    await runEmbeddingsBench({ seconds: Number(option("embeddings-seconds") ?? 10), threads: threads === undefined ? undefined : Number(threads) });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
