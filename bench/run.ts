// `npm run bench`: figures, never pass/fail.
//   npm run bench                          every section
//   npm run bench -- --only=first-load     first-load JavaScript (needs a built console: npm run build)
//   npm run bench -- --only=engine         the vector engine on GloVe-100 (see bench/glove.ts)
//   npm run bench -- --only=api            the HTTP API on GloVe-100, side by side with its engine
//   npm run bench -- --only=graph          the in-memory search graph: memory, feed, save and load (--graph-n=N vectors, 20,000)
//   --glove-base=N --glove-queries=N       the GloVe split (default 100,000 base vectors, 1,000 queries)
//   --n=N                                  the same as --glove-base=N, for quick runs (e.g. --n=20000)
import path from "node:path";
import { runApiBench } from "./api-bench";
import { runEngineBench } from "./engine-bench";
import { runGraphBench } from "./graph-bench";
import { reportFirstLoadJs } from "./first-load-js";

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
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
  if (!only || only === "engine") await runEngineBench(glove);
  if (!only || only === "api") await runApiBench(glove);
  if (!only || only === "graph") await runGraphBench(Number(option("graph-n") ?? 20_000));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
