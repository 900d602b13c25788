// The sparse inverted index (server/engine/lancedb/sparse-index.ts) with no
// engine around it: what it holds in memory for the data set, and its searches
// one at a time, the floor under the engine's and the API's figures.
import { toPointKey } from "../server/engine/filter/point-key";
import { SparseIndex } from "../server/engine/vectors/sparse-index";
import type { WordnetBm25 } from "./wordnet-bm25";

const BATCH = 1_000;
const WARM_UP_QUERIES = 1_000;
const RESULTS = 10;

/** The inverted index with nothing around it, before the service starts: its memory, and its searches one at a time. */
export function reportIndexAlone(dataset: WordnetBm25): void {
  const before = settledMemory();
  const index = new SparseIndex("idf");
  const started = performance.now();
  for (let first = 0; first < dataset.baseCount; first += BATCH) {
    const rows = [];
    for (let row = first; row < Math.min(first + BATCH, dataset.baseCount); row += 1) {
      const [start, end] = [dataset.base.offsets[row] ?? 0, dataset.base.offsets[row + 1] ?? 0];
      rows.push({ seq: row, key: toPointKey(row), indices: dataset.base.indices.slice(start, end), values: dataset.base.values.slice(start, end) });
    }
    index.added(rows);
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const after = settledMemory();
  const queries = Array.from({ length: dataset.queryCount }, (_, query) => {
    const [start, end] = [dataset.queries.offsets[query] ?? 0, dataset.queries.offsets[query + 1] ?? 0];
    return { indices: dataset.queries.indices.slice(start, end), values: dataset.queries.values.slice(start, end) };
  });
  for (const query of queries.slice(0, WARM_UP_QUERIES)) index.search(query, RESULTS);
  const cpuBefore = process.cpuUsage();
  const searchStarted = performance.now();
  for (const query of queries) index.search(query, RESULTS);
  const searchSeconds = (performance.now() - searchStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const payload = dataset.base.indices.length * 8;
  console.log(`\n  1. the inverted index alone (sparse-index.ts, idf), ${dataset.baseCount.toLocaleString("en")} rows fed in batches of ${BATCH.toLocaleString("en")}: built in ${buildSeconds.toFixed(2)} s`);
  const held = after.heap - before.heap;
  console.log(
    `  memory: JS heap + array buffers ${megabytes(held)} (${(held / dataset.baseCount).toFixed(0)} bytes per point), RSS ${megabytes(after.rss - before.rss)}; the weights and row numbers themselves are ${megabytes(payload)}`,
  );
  console.log(`  search, one at a time: ${(dataset.queryCount / searchSeconds).toFixed(0)} queries/s, ${((cpu.user + cpu.system) / 1000 / dataset.queryCount).toFixed(3)} CPU ms/query`);
}

/** RSS and JS memory (heap and array buffers) after two garbage collections (`npm run bench` passes --expose-gc). */
export function settledMemory(): { rss: number; heap: number } {
  global.gc?.();
  global.gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external };
}

export function megabytes(bytes: number): string {
  return `${bytes >= 0 ? "+" : ""}${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
