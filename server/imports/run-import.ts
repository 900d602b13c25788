// The import job: reads the uploaded file row by row from its checkpoint,
// maps each row to a point (mapping/), embeds the texts of a batch, checks the
// points against the collection and writes the batch with wait=true; then, in
// one transaction, stores the batch's row errors and the checkpoint after it.
// A crash between the write and the checkpoint repeats the batch on resume:
// the same rows give the same ids (from the id column, or derived from the
// file and the row number), so the repeat replaces points rather than adding
// them, and the collection ends with exactly the file's rows. A dry run does
// all of this but embed and write.
import fs from "node:fs";
import type { ImportCounts } from "../../contract/imports";
import { IMPORT_ERRORS_KEPT } from "../../contract/imports";
import type { DataPlane } from "../data/data-plane";
import { applyWrite } from "../data/writes/apply-write";
import { importRowErrors, type Collection } from "../db/schema";
import { AppError } from "../errors";
import type { PointRecord } from "../engine/vector-engine";
import type { JobContext, JobHandler } from "../jobs/job-runner";
import type { EmbeddingModel, ModelCatalog } from "../models/embedding-model";
import { checkMapping } from "./check-mapping";
import { embedRowTexts } from "./embed-row-texts";
import { fileFingerprint } from "./file-fingerprint";
import { IMPORT_JOB_KIND, uploadFilePath, type ImportCheckpoint, type ImportJobInput, type ImportResult } from "./import-job-input";
import { findImportModels } from "./import-models";
import { isRowFailure, mapRow, type MappedRow, type RowFailure } from "./mapping/map-row";
import { toPointRecord } from "./mapping/to-point-record";
import { resolveImportCollection } from "./resolve-import-collection";
import { readRows } from "./readers/read-rows";

/** Rows per batch: one engine write and one checkpoint each. */
const BATCH_ROWS = 1_000;
/** Fewer when rows are embedded, so that a batch (and a cancel) takes a second or two, not a minute. */
const TEXT_BATCH_ROWS = 64;

export interface ImportDependencies {
  plane: DataPlane;
  uploadsDirectory: string;
  models?: ModelCatalog;
}

export function importJobHandler(dependencies: ImportDependencies): JobHandler<ImportJobInput, ImportCheckpoint> {
  return { kind: IMPORT_JOB_KIND, run: (context) => runImport(dependencies, context) };
}

async function runImport({ plane, uploadsDirectory, models: catalog }: ImportDependencies, context: JobContext<ImportJobInput, ImportCheckpoint>): Promise<ImportResult> {
  const { job, input, signal } = context;
  const projectId = job.projectId ?? "";
  const file = uploadFilePath(uploadsDirectory, projectId, input.uploadId);
  if (!fs.existsSync(file)) throw new AppError("not_found", `The uploaded file${input.fileName ? ` ${input.fileName}` : ""} was removed before the import could read it: upload it again`);
  const models = await findImportModels(catalog, projectId, input.mapping);
  const collection = await resolveImportCollection(plane, projectId, input, models, file);
  checkMapping(input.mapping, undefined, collection, models);
  let state: ImportCheckpoint = context.checkpoint ?? {
    fingerprint: await fileFingerprint(file, signal),
    reader: { rowNumber: 0 },
    counts: { rows: 0, written: 0, failed: 0 },
    errorsKept: 0,
    elapsedMs: 0,
  };
  const batch = new ImportBatch();
  const writer = new BatchWriter({ plane, collection, input, models, context });
  const mapContext = { fingerprint: state.fingerprint, isText: input.format === "csv" || input.format === "tsv" };
  const batchRows = input.mapping.vectors.some((vector) => vector.source === "text") ? TEXT_BATCH_ROWS : BATCH_ROWS;
  // One batch is written while the next is read and mapped; batches are written, and checkpointed, in order.
  let writing: Promise<ImportCheckpoint> = Promise.resolve(state);
  try {
    for await (const item of readRows(file, input.format, { after: state.reader })) {
      signal.throwIfAborted();
      if (item.kind === "error") batch.add({ rowNumber: item.rowNumber, column: item.column ?? null, reason: item.reason }, item.checkpoint);
      else batch.add(mapRow(item, input.mapping, mapContext), item.checkpoint);
      if (batch.size >= batchRows) {
        const full = batch.take();
        state = await writing;
        writing = writer.write(full, state);
        // Awaited at the next batch or at the end; until then its failure is not unhandled.
        writing.catch(() => undefined);
      }
    }
    state = await writing;
    state = await writer.write(batch.take(), state);
  } finally {
    // A failed read must not end the job while a batch is still being written.
    await writing.catch(() => undefined);
  }
  return { counts: state.counts, durationMs: Math.round(state.elapsedMs) };
}

interface BatchContext {
  plane: DataPlane;
  collection: Collection;
  input: ImportJobInput;
  models: ReadonlyMap<string, EmbeddingModel>;
  context: JobContext<ImportJobInput, ImportCheckpoint>;
}

/** Rows read since the last batch was taken, and where the read stood after them. */
interface TakenRows {
  rows: MappedRow[];
  failures: RowFailure[];
  read: number;
  after: ImportCheckpoint["reader"] | undefined;
}

class ImportBatch {
  private taken: TakenRows = { rows: [], failures: [], read: 0, after: undefined };

  get size(): number {
    return this.taken.read;
  }

  /** A mapped row, or a row that could not be read or mapped. */
  add(result: MappedRow | RowFailure, after: ImportCheckpoint["reader"]): void {
    if (isRowFailure(result)) this.taken.failures.push(result);
    else this.taken.rows.push(result);
    this.taken.read += 1;
    this.taken.after = after;
  }

  take(): TakenRows {
    const taken = this.taken;
    this.taken = { rows: [], failures: [], read: 0, after: undefined };
    return taken;
  }
}

/** Writes batches: embeds their texts, checks and writes their points (not in a dry run), then records their errors and the checkpoint after them. */
class BatchWriter {
  private clock = performance.now();

  constructor(private readonly batch: BatchContext) {}

  async write({ rows, failures, read, after }: TakenRows, state: ImportCheckpoint): Promise<ImportCheckpoint> {
    if (after === undefined) return state;
    const { plane, collection, input, models, context } = this.batch;
    if (!input.dryRun) await embedRowTexts(rows, models, context.signal);
    const points = new Map<PointRecord["id"], PointRecord>();
    for (const row of rows) {
      const point = toPointRecord(row, collection, input.mapping, input.dryRun);
      if (isRowFailure(point)) failures.push(point);
      // A repeated id keeps its last row, as in an upsert.
      else points.set(point.id, point);
    }
    if (!input.dryRun && points.size > 0) {
      await applyWrite(plane, collection, true, { kind: "upsert", points: [...points.values()] });
    }
    failures.sort((a, b) => a.rowNumber - b.rowNumber);
    const counts: ImportCounts = {
      rows: state.counts.rows + read,
      written: state.counts.written + read - failures.length,
      failed: state.counts.failed + failures.length,
    };
    const kept = failures.slice(0, Math.max(0, IMPORT_ERRORS_KEPT - state.errorsKept));
    const now = performance.now();
    const next: ImportCheckpoint = { ...state, reader: after, counts, errorsKept: state.errorsKept + kept.length, elapsedMs: state.elapsedMs + (now - this.clock) };
    await plane.db.transaction(async (tx) => {
      if (kept.length > 0) {
        await tx.insert(importRowErrors).values(kept.map(({ rowNumber, column, reason }) => ({ jobId: context.job.id, rowNumber, column, reason })));
      }
      await context.progress({ done: counts.rows, unit: "rows" }, next, tx);
    });
    this.clock = now;
    return next;
  }
}
