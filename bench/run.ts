// `npm run bench`: figures, never pass/fail.
//   npm run bench                          every section
//   npm run bench -- --only=first-load     first-load JavaScript (needs a built console: npm run build)
//   npm run bench -- --only=engine         the vector engine on GloVe-100 (see bench/glove.ts)
//   npm run bench -- --only=api            the HTTP API on GloVe-100, side by side with its engine
//   npm run bench -- --only=graph          the in-memory search graph: memory, feed, save and load (--graph-n=N vectors, 20,000)
//   --glove-base=N --glove-queries=N       the GloVe split (default 100,000 base vectors, 1,000 queries)
//   --n=N                                  the same as --glove-base=N, for quick runs (e.g. --n=20000)
import fs from "node:fs";
import path from "node:path";
import { runApiBench } from "./api-bench";
import { runEngineBench } from "./engine-bench";
import { runGraphBench } from "./graph-bench";
import { measureFirstLoadJs } from "./first-load-js";

const publicDir = path.resolve("public");

function firstHelpArticle(): string | null {
  const root = path.join(publicDir, "help-center");
  if (!fs.existsSync(root)) return null;
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const isArticle = entries.some((e) => e.name === "index.html") && path.relative(root, dir).split(path.sep).length === 3;
    if (isArticle) return `/${path.relative(publicDir, dir)}/`;
    for (const entry of entries) if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
  }
  return null;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function reportFirstLoadJs(): void {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error("No built console in public/: run `npm run build` first.");
    process.exitCode = 1;
    return;
  }
  const pages = ["/auth/login/", "/dashboard/", "/faq/", "/pricing/", firstHelpArticle()].filter((p): p is string => p !== null);
  console.log("First-load JavaScript (gzip level 9)");
  for (const page of pages) {
    if (!fs.existsSync(path.join(publicDir, page, "index.html"))) {
      console.log(`  ${page.padEnd(60)} not built`);
      continue;
    }
    const report = measureFirstLoadJs(publicDir, page);
    console.log(`  ${page.padEnd(60)} ${kib(report.gzipBytes).padStart(10)} gzip  ${kib(report.rawBytes).padStart(10)} raw  ${report.scripts} scripts`);
  }
}

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
  if (!only || only === "first-load") reportFirstLoadJs();
  if (!only || only === "engine") await runEngineBench(glove);
  if (!only || only === "api") await runApiBench(glove);
  if (!only || only === "graph") await runGraphBench(Number(option("graph-n") ?? 20_000));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
