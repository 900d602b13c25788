// The search bench's peers on the same GloVe split and the same cores as the
// API: hnswlib-node (the HNSW algorithm alone, called synchronously, one
// thread) and pgvector through PGlite (the one-database alternative: one
// PostgreSQL table with an HNSW index, in this process). Each gives a recall
// curve over its search breadth (ef), with queries/s and CPU per query; the
// API's "limit" is taken from hnswlib-node's curve (bench/search-limit.ts).
//
// Both are built once per split and kept in bench/.cache (hnswlib-node's index
// file, PGlite's data folder): hnswlib-node builds 100,000 × 100 in about 30 s,
// pgvector's HNSW index in a few minutes. Figures only, never pass/fail.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { vector } from "@electric-sql/pglite-pgvector";
import { HierarchicalNSW } from "hnswlib-node";
import { CACHE_DIR } from "./cache-dir";
import { secondsSince } from "./elapsed";
import { recallAt10, RECALL_K, vectorAt, type GloveDataset } from "./glove";

/** A point of a recall curve: one search breadth, measured over every held-out query, one at a time. */
export interface CurvePoint {
  ef: number;
  recall: number;
  queriesPerSecond: number;
  cpuMsPerQuery: number;
}

/** The build parameters of the issue's measurement (and of hnswlib's own benchmarks). */
const HNSWLIB = { m: 16, efConstruction: 200, seed: 100 };
const HNSWLIB_EFS = [16, 24, 32, 48, 64, 96, 128, 192, 256];
/** pgvector's defaults are m 16, ef_construction 64; ef_search 40. */
const PGVECTOR_EFS = [40, 64, 100, 200];

export async function measureHnswlib(dataset: GloveDataset): Promise<CurvePoint[]> {
  const file = path.join(CACHE_DIR, `hnswlib-m${HNSWLIB.m}-efc${HNSWLIB.efConstruction}-${dataset.baseCount}.bin`);
  const index = new HierarchicalNSW("cosine", dataset.dimensions);
  if (fs.existsSync(file)) {
    index.readIndexSync(file);
    console.log(`  hnswlib-node 3.0.0: index read from ${path.relative(process.cwd(), file)} (M ${HNSWLIB.m}, ef_construction ${HNSWLIB.efConstruction})`);
  } else {
    const started = performance.now();
    index.initIndex(dataset.baseCount, HNSWLIB.m, HNSWLIB.efConstruction, HNSWLIB.seed);
    for (let row = 0; row < dataset.baseCount; row++) index.addPoint(vectorAt(dataset.base, row, dataset.dimensions), row);
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    index.writeIndexSync(file);
    console.log(`  hnswlib-node 3.0.0: built in ${secondsSince(started)} s on one thread (M ${HNSWLIB.m}, ef_construction ${HNSWLIB.efConstruction}), kept in bench/.cache`);
  }
  const queries = Array.from({ length: dataset.queryCount }, (_, query) => vectorAt(dataset.queries, query, dataset.dimensions));
  const curve: CurvePoint[] = [];
  for (const ef of HNSWLIB_EFS) {
    index.setEf(ef);
    // One untimed pass: the first calls through a path run unoptimised.
    for (const query of queries.slice(0, 200)) index.searchKnn(query, RECALL_K);
    curve.push(
      await measureCurvePoint(dataset, ef, (query) => {
        const found = index.searchKnn(queries[query] as number[], RECALL_K);
        return Promise.resolve(orderByDistance(found.neighbors, found.distances));
      }),
    );
  }
  return curve;
}

export async function measurePgvector(dataset: GloveDataset): Promise<CurvePoint[]> {
  const dataDir = path.join(CACHE_DIR, `pgvector-${dataset.baseCount}`);
  const ready = path.join(dataDir, "bench-ready");
  const db = await PGlite.create({ dataDir, extensions: { vector } });
  try {
    if (!fs.existsSync(ready)) {
      const started = performance.now();
      await db.exec("CREATE EXTENSION IF NOT EXISTS vector; DROP TABLE IF EXISTS items; CREATE TABLE items (id integer PRIMARY KEY, embedding vector(" + dataset.dimensions + "));");
      const lines = Array.from({ length: dataset.baseCount }, (_, row) => `${row}\t[${vectorAt(dataset.base, row, dataset.dimensions).join(",")}]`);
      await db.query("COPY items FROM '/dev/blob'", [], { blob: new Blob([lines.join("\n")]) });
      const copied = performance.now();
      await db.exec("SET maintenance_work_mem = '512MB'; CREATE INDEX ON items USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64);");
      console.log(`  pgvector 0.8 in PGlite 0.5: COPY ${secondsSince(started, copied)} s, HNSW index (m 16, ef_construction 64) ${secondsSince(copied)} s, kept in bench/.cache`);
      fs.writeFileSync(ready, new Date().toISOString());
    } else {
      console.log(`  pgvector 0.8 in PGlite 0.5: table and HNSW index (m 16, ef_construction 64) read from ${path.relative(process.cwd(), dataDir)}`);
    }
    const queries = Array.from({ length: dataset.queryCount }, (_, query) => `[${vectorAt(dataset.queries, query, dataset.dimensions).join(",")}]`);
    const search = async (query: number) => {
      const { rows } = await db.query<{ id: number }>("SELECT id FROM items ORDER BY embedding <=> $1 LIMIT 10", [queries[query]]);
      return rows.map((row) => row.id);
    };
    const curve: CurvePoint[] = [];
    for (const ef of PGVECTOR_EFS) {
      await db.exec(`SET hnsw.ef_search = ${ef}`);
      for (let query = 0; query < Math.min(100, dataset.queryCount); query++) await search(query);
      curve.push(await measureCurvePoint(dataset, ef, search));
    }
    return curve;
  } finally {
    await db.close();
  }
}

async function measureCurvePoint(dataset: GloveDataset, ef: number, search: (query: number) => Promise<number[]>): Promise<CurvePoint> {
  const found: number[][] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let query = 0; query < dataset.queryCount; query++) found.push(await search(query));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { ef, recall: recallAt10(dataset, found), queriesPerSecond: dataset.queryCount / elapsed, cpuMsPerQuery: (cpu.user + cpu.system) / 1000 / dataset.queryCount };
}

/** hnswlib-node returns its k nearest farthest first. */
function orderByDistance(labels: readonly number[], distances: readonly number[]): number[] {
  return labels
    .map((label, at) => ({ label, distance: distances[at] as number }))
    .sort((a, b) => a.distance - b.distance)
    .map((hit) => hit.label);
}

export function formatCurve(name: string, curve: readonly CurvePoint[]): string[] {
  return curve.map(
    (point) =>
      `  ${`${name}, ef ${point.ef}`.padEnd(34)} recall@10 ${point.recall.toFixed(3)}  ${point.queriesPerSecond.toFixed(0).padStart(6)} queries/s  ${point.cpuMsPerQuery.toFixed(3).padStart(6)} CPU ms/query`,
  );
}
