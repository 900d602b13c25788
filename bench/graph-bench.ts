// The in-memory search graph alone (server/engine/lancedb/nearest-graph.ts):
// resident memory per 100,000 vectors at 100 and 768 dimensions, the time to
// feed it, to save its checkpoint and to load it back, at full precision
// (float32) and at half (datatype float16).
// Random unit vectors; measured on `count` vectors and scaled per 100,000, each
// row in a process of its own, so that one row's freed memory does not hide in
// the next one's resident size.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NearestGraph } from "../server/engine/lancedb/graph/nearest-graph";

const SETTINGS = { connectivity: 16, expansionAdd: 128, expansionSearch: 160 };

type Precision = "float32" | "float16";

export async function runGraphBench(count: number): Promise<void> {
  console.log(`\nSearch graph (usearch, M 16, ef_construction 128), ${count.toLocaleString("en")} random unit vectors per row, figures per 100,000`);
  console.log("  dimensions  datatype  resident MB/100k  feed s/100k  checkpoint MB/100k  save s  load s");
  for (const dimensions of [100, 768]) {
    for (const precision of ["float32", "float16"] satisfies Precision[]) {
      const line = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", __filename, String(dimensions), precision, String(count)], { encoding: "utf8" });
      process.stdout.write(line);
    }
  }
}

async function measureRow(dimensions: number, precision: Precision, count: number): Promise<void> {
  const vectors = randomUnitVectors(count, dimensions);
  await measure(dimensions, precision, count, async (file) => {
    const graph = new NearestGraph("Cosine", dimensions, SETTINGS, precision);
    graph.added(Array.from({ length: count }, (_, row) => ({ seq: row, key: String(row), vector: vectors.subarray(row * dimensions, (row + 1) * dimensions) })));
    const fed = performance.now();
    graph.drain(Number.MAX_SAFE_INTEGER);
    const feedSeconds = (performance.now() - fed) / 1000;
    const started = performance.now();
    graph.save(file);
    return { feedSeconds, saveSeconds: (performance.now() - started) / 1000 };
  });
}

/** Resident memory of what `build` keeps (the vectors it was given were allocated before). */
async function measure(dimensions: number, label: Precision, count: number, build: (file: string) => Promise<{ feedSeconds: number; saveSeconds: number }>): Promise<void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-graph-bench-"));
  const file = path.join(directory, "graph.usearch");
  global.gc?.();
  const before = process.memoryUsage().rss;
  const built = await build(file);
  global.gc?.();
  const resident = process.memoryUsage().rss - before;
  const loaded = new NearestGraph("Cosine", dimensions, SETTINGS, label);
  const started = performance.now();
  // With its seqs mapped back to keys, as a collection's load does.
  loaded.restore(file, Array.from({ length: count }, (_, seq) => seq), String);
  const loadSeconds = (performance.now() - started) / 1000;
  const per100k = 100_000 / count;
  const mb = (bytes: number) => ((bytes * per100k) / 1024 / 1024).toFixed(0);
  console.log(
    `  ${String(dimensions).padStart(10)}  ${label.padEnd(9)} ${mb(resident).padStart(14)}  ${(built.feedSeconds * per100k).toFixed(1).padStart(11)}  ${mb(fs.statSync(file).size).padStart(18)}  ${(built.saveSeconds * per100k).toFixed(2).padStart(6)}  ${(loadSeconds * per100k).toFixed(2).padStart(6)}`,
  );
  fs.rmSync(directory, { recursive: true, force: true });
}

function randomUnitVectors(count: number, dimensions: number): Float32Array {
  const vectors = new Float32Array(count * dimensions);
  for (let row = 0; row < count; row += 1) {
    let norm = 0;
    for (let d = 0; d < dimensions; d += 1) {
      const value = Math.random() * 2 - 1;
      vectors[row * dimensions + d] = value;
      norm += value * value;
    }
    for (let d = 0; d < dimensions; d += 1) vectors[row * dimensions + d] = (vectors[row * dimensions + d] ?? 0) / Math.sqrt(norm);
  }
  return vectors;
}

if (require.main === module) {
  const [dimensions, precision, count] = process.argv.slice(2);
  void measureRow(Number(dimensions), precision as Precision, Number(count));
}
