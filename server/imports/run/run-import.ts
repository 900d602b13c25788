// The import job: a thread of its own reads the uploaded file row by row from
// its checkpoint and maps each row to a point (mapping/), in batches
// (batch-reader.ts); here each batch's texts are embedded, its points
// checked against the collection and written with wait=true; then, in one
// transaction, the row errors of the batches written since the last
// checkpoint and the checkpoint after them are stored (at most every 250 ms).
// A crash between a write and its checkpoint repeats those batches on resume:
// the same rows give the same ids (from the id column, or derived from the
// file and the row number), so the repeat replaces points rather than adding
// them, and the collection ends with exactly the file's rows. A dry run does
// all of this but embed and write. A run that read rows and could write none
// of them ends failed, saying why (every-row-failed.ts). The points written are
// metered as the data plane's writes are (IMPORT_WRITES_OPERATION).
import { IMPORT_JOB_KIND } from "../../../contract/jobs";
import { IMPORT_WRITES_OPERATION } from "../../../contract/metrics-labels";
import type { ImportCounts } from "../../../contract/imports";
import { IMPORT_ERRORS_KEPT } from "../../../contract/imports";
import type { DataPlane } from "../../data/data-plane";
import { applyWrite } from "../../data/writes/apply-write";
import { importRowErrors, type Collection } from "../../db/schema";
import { AppError } from "../../errors";
import type { PointRecord } from "../../engine/vector-engine";
import type { JobContext, JobHandler } from "../../jobs/job-runner";
import { storableText } from "../../db/storable-text";
import type { EmbeddingModel, ModelCatalog } from "../../models/embedding-model";
import { BatchReader } from "./batch-reader";
import { checkMapping } from "../check-mapping";
import { checkVectorsMapped } from "../check-vectors-mapped";
import { everyRowFailed, isEveryRowFailed, removeIfEmpty } from "./every-row-failed";
import { embedRowTexts } from "./embed-row-texts";
import { fileFingerprint } from "./file-fingerprint";
import type { UploadStorage } from "../../uploads/upload-storage";
import type { ImportCheckpoint, ImportJobInput, ImportResult } from "../import-job-input";
import { findImportModels } from "./import-models";
import type { TakenRows } from "./mapped-batches";
import { isRowFailure, type RowFailure } from "../mapping/map-row";
import { toPointRecord } from "../mapping/to-point-record";
import type { ReaderThreads } from "./reader-threads";
import { resolveImportCollection } from "../resolve-import-collection";

/** Rows per batch: one engine write and one checkpoint each. */
const BATCH_ROWS = 1_000;
/** Fewer when rows are embedded, so that a batch (and a cancel) takes a second or two, not a minute. */
const TEXT_BATCH_ROWS = 64;
/**
 * The least time between two checkpoints (each one transaction in the metadata store): a crash repeats at most the
 * batches written since the last, and the progress shown moves at least this often.
 */
const CHECKPOINT_EVERY_MS = 250;

export interface ImportDependencies {
  plane: DataPlane;
  uploads: UploadStorage;
  models?: ModelCatalog;
  readers: ReaderThreads;
}

export function importJobHandler(dependencies: ImportDependencies): JobHandler<ImportJobInput, ImportCheckpoint> {
  return { kind: IMPORT_JOB_KIND, run: (context) => runImport(dependencies, context) };
}

async function runImport(dependencies: ImportDependencies, context: JobContext<ImportJobInput, ImportCheckpoint>): Promise<ImportResult> {
  // Made first: its thread, if it is still loading its code, does so while the collection is resolved and the file fingerprinted.
  const reader = new BatchReader(dependencies.readers.take());
  try {
    return await importRows(dependencies, context, reader);
  } finally {
    await reader.close();
  }
}

async function importRows({ plane, uploads, models: catalog }: ImportDependencies, context: JobContext<ImportJobInput, ImportCheckpoint>, reader: BatchReader): Promise<ImportResult> {
  const { job, input, signal } = context;
  const projectId = job.projectId ?? "";
  // The upload's bytes as a local file (a bucket's are downloaded once); null once the upload is gone.
  const file = await uploads.localFile(projectId, input.uploadId);
  if (file === null) throw new AppError("not_found", `The uploaded file${input.fileName ? ` ${input.fileName}` : ""} was removed before the import could read it: upload it again`);
  const models = await findImportModels(catalog, projectId, input.mapping);
  const collection = await resolveImportCollection(plane, projectId, input, models, file);
  checkMapping(input.mapping, undefined, collection, models);
  await checkVectorsMapped(input.mapping, collection, async () => (await catalog?.list(projectId)) ?? []);
  let state: ImportCheckpoint = context.checkpoint ?? {
    // Hashing the file is a read of all of it: only for ids derived from it.
    fingerprint: input.mapping.id === null ? await fileFingerprint(file, signal) : "",
    reader: { rowNumber: 0 },
    counts: { rows: 0, written: 0, failed: 0 },
    errorsKept: 0,
    elapsedMs: 0,
  };
  const writer = new BatchWriter({ plane, collection, input, models, context }, state.elapsedMs);
  const batchRows = input.mapping.vectors.some((vector) => vector.source === "text") ? TEXT_BATCH_ROWS : BATCH_ROWS;
  const source = { file, format: input.format, mapping: input.mapping, fingerprint: state.fingerprint, after: state.reader, batchRows };
  // The reader thread reads and maps ahead. Here a batch is embedded and checked while the one before it is written;
  // batches are written one at a time, in order. A checkpoint (with the row errors of the batches it covers) commits
  // behind their writes and the checkpoint before it, while the next batch is written, so the engine never waits for
  // the metadata store; one is queued after the first batch, then at most every CHECKPOINT_EVERY_MS, and at the end.
  let written: Promise<void> = Promise.resolve();
  let recorded: Promise<ImportCheckpoint> = Promise.resolve(state);
  let recordedBefore: Promise<unknown> = recorded;
  /** Batches written, or being written, since the last checkpoint was queued. */
  let unrecorded: PreparedBatch[] = [];
  let queuedAt = -Infinity;
  const queueCheckpoint = () => {
    const batches = unrecorded;
    unrecorded = [];
    queuedAt = performance.now();
    recordedBefore = recorded;
    recorded = Promise.all([recordedBefore, written]).then(() => writer.record(batches));
    // Awaited at the next batch or at the end; until then its failure is not unhandled.
    recorded.catch(() => undefined);
  };
  try {
    for await (const batch of reader.batches(source, signal)) {
      signal.throwIfAborted();
      const prepared = await writer.prepare(batch, state);
      // One write at a time, and at most one checkpoint behind.
      await Promise.all([written, recordedBefore]);
      state = prepared.next;
      written = writer.writePoints(prepared);
      written.catch(() => undefined);
      unrecorded.push(prepared);
      if (performance.now() - queuedAt >= CHECKPOINT_EVERY_MS) queueCheckpoint();
    }
    if (unrecorded.length > 0) queueCheckpoint();
    state = await recorded;
  } catch (error) {
    // Stopped by a cancel, a row that cannot be read or a failed write: what was written is recorded, so that the
    // job says exactly how far it got.
    if (unrecorded.length > 0 && (await written.then(() => true, () => false))) {
      queueCheckpoint();
      await recorded.catch(() => undefined);
    }
    throw error;
  } finally {
    // A failed read must not end the job while a batch is still being written or recorded.
    await Promise.allSettled([written, recorded]);
  }
  // Recorded already, with its row errors: the failed job keeps both.
  if (isEveryRowFailed(state.counts)) {
    const isRemoved = !input.dryRun && input.target.create !== undefined && (await removeIfEmpty(plane, collection));
    throw await everyRowFailed(plane.db, job.id, state.counts, input.dryRun, isRemoved ? collection.name : null);
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

/** A batch embedded and checked: its points, the row errors to keep, and the checkpoint after it. */
interface PreparedBatch {
  points: PointRecord[];
  kept: RowFailure[];
  next: ImportCheckpoint;
}

/** Writes batches: embeds their texts, checks and writes their points (not in a dry run), then records their errors and the checkpoint after them. */
class BatchWriter {
  /** This run's start, against the time earlier runs of the job took. */
  private readonly started = performance.now();

  constructor(
    private readonly batch: BatchContext,
    private readonly elapsedBefore: number,
  ) {}

  async prepare({ rows, failures, read, after }: TakenRows, state: ImportCheckpoint): Promise<PreparedBatch> {
    const { collection, input, models, context } = this.batch;
    if (!input.dryRun) await embedRowTexts(rows, models, context.signal);
    const points = new Map<PointRecord["id"], PointRecord>();
    for (const row of rows) {
      const point = toPointRecord(row, collection, input.mapping, input.dryRun);
      if (isRowFailure(point)) failures.push(point);
      // A repeated id keeps its last row, as in an upsert.
      else points.set(point.id, point);
    }
    failures.sort((a, b) => a.rowNumber - b.rowNumber);
    const counts: ImportCounts = {
      rows: state.counts.rows + read,
      written: state.counts.written + read - failures.length,
      failed: state.counts.failed + failures.length,
    };
    const kept = failures.slice(0, Math.max(0, IMPORT_ERRORS_KEPT - state.errorsKept));
    const next: ImportCheckpoint = { ...state, reader: after, counts, errorsKept: state.errorsKept + kept.length };
    return { points: [...points.values()], kept, next };
  }

  async writePoints({ points }: PreparedBatch): Promise<void> {
    const { plane, collection, input } = this.batch;
    if (input.dryRun || points.length === 0) return;
    await applyWrite(plane, collection, true, { kind: "upsert", points });
    // Metered as written, as a data-plane upsert's points are (the Metrics page's "Points written"), with no call.
    plane.usage.recordWrites({ projectId: collection.projectId, collection: collection.name, operation: IMPORT_WRITES_OPERATION, points: points.length, at: Date.now() });
  }

  /** Stores the row errors of `batches` and the checkpoint after the last, in one transaction; the checkpoint as stored. */
  async record(batches: readonly PreparedBatch[]): Promise<ImportCheckpoint> {
    const { plane, context } = this.batch;
    const last = batches.at(-1);
    if (!last) throw new Error("a checkpoint covers at least one batch");
    const kept = batches.flatMap((batch) => batch.kept);
    const stored: ImportCheckpoint = { ...last.next, elapsedMs: this.elapsedBefore + (performance.now() - this.started) };
    await plane.db.transaction(async (tx) => {
      if (kept.length > 0) {
        // Reasons quote the file, which may hold what a text column refuses (NUL).
        const rows = kept.map(({ rowNumber, column, reason }) => ({ jobId: context.job.id, rowNumber, column: column === null ? null : storableText(column), reason: storableText(reason) }));
        await tx.insert(importRowErrors).values(rows);
      }
      await context.progress({ done: stored.counts.rows, unit: "rows" }, stored, tx);
    });
    return stored;
  }
}
