// A file's rows read from a checkpoint and mapped (mapping/map-row.ts), in
// batches: each the rows it maps to points, the rows that failed, and where
// the read stood after its last row. The import's reader thread
// (batch-reader-worker.ts) makes them; the job embeds, checks and writes them
// (run-import.ts). Between the threads each batch's dense vectors travel in
// one Float32Array, moved rather than copied: the engine stores them as
// float32 anyway (vector-math.ts prepareVector), so nothing is lost.
import type { ImportFormat, ImportMapping } from "../../../contract/imports";
import type { ImportCheckpoint } from "../import-job-input";
import { isRowFailure, mapRow, type MappedRow, type RowFailure } from "../mapping/map-row";
import { readRows } from "../readers/read-rows";

/** Rows read since the last batch, and where the read stood after them. */
export interface TakenRows {
  rows: MappedRow[];
  failures: RowFailure[];
  read: number;
  after: ImportCheckpoint["reader"];
}

export interface BatchSource {
  file: string;
  format: ImportFormat;
  mapping: ImportMapping;
  /** The file's fingerprint, for ids derived from it (file-fingerprint.ts). */
  fingerprint: string;
  /** Resume after this row. */
  after: ImportCheckpoint["reader"];
  /** Rows per batch. */
  batchRows: number;
}

/** Full batches in order, then the rows left over (if any). */
export async function* mapBatches({ file, format, mapping, fingerprint, after, batchRows }: BatchSource): AsyncGenerator<TakenRows> {
  const context = { fingerprint, isText: format === "csv" || format === "tsv" };
  let batch: TakenRows = { rows: [], failures: [], read: 0, after };
  for await (const item of readRows(file, format, { after })) {
    const result = item.kind === "error" ? { rowNumber: item.rowNumber, column: item.column ?? null, reason: item.reason } : mapRow(item, mapping, context);
    if (isRowFailure(result)) batch.failures.push(result);
    else batch.rows.push(result);
    batch.read += 1;
    batch.after = item.checkpoint;
    if (batch.read >= batchRows) {
      yield batch;
      batch = { rows: [], failures: [], read: 0, after: item.checkpoint };
    }
  }
  if (batch.read > 0) yield batch;
}

/** A batch as it crosses threads: its rows' dense vectors moved into `values`, in the order `dense` lists them. */
export interface PackedRows extends TakenRows {
  dense: { row: number; vector: string; length: number }[];
  values: Float32Array;
}

export function packVectors(batch: TakenRows): PackedRows {
  const dense: PackedRows["dense"] = [];
  let total = 0;
  batch.rows.forEach((row, index) => {
    for (const [vector, value] of Object.entries(row.vectors)) {
      if (!isDenseList(value)) continue;
      dense.push({ row: index, vector, length: value.length });
      total += value.length;
    }
  });
  const values = new Float32Array(total);
  let at = 0;
  for (const { row, vector, length } of dense) {
    const vectors = batch.rows[row]?.vectors ?? {};
    values.set(vectors[vector] as number[], at);
    // Left in place, empty, so that the row's vectors keep their order.
    vectors[vector] = [];
    at += length;
  }
  return { ...batch, dense, values };
}

export function unpackVectors({ dense, values, ...batch }: PackedRows): TakenRows {
  let at = 0;
  for (const { row, vector, length } of dense) {
    const list = new Array<number>(length);
    for (let i = 0; i < length; i += 1) list[i] = values[at + i] ?? 0;
    const vectors = batch.rows[row]?.vectors;
    if (vectors) vectors[vector] = list;
    at += length;
  }
  return batch;
}

function isDenseList(value: unknown): value is number[] {
  return Array.isArray(value) && typeof value[0] === "number";
}
