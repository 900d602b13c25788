// What every file reader yields, whatever the format.

import type { ImportFormat } from "../../../contract/imports";

export { IMPORT_FORMATS, type ImportFormat } from "../../../contract/imports";

/**
 * Where a read can resume: every row up to and including `rowNumber` is done (0: none).
 * `byteOffset`, where the format allows seeking (CSV, TSV, JSON Lines), is the file offset of the
 * next record; without it a resumed read re-reads the file from its start and skips the rows done.
 */
export interface ReaderCheckpoint {
  rowNumber: number;
  byteOffset?: number;
}

/** A data row. rowNumber counts data rows from 1: a CSV header and blank lines are not rows. */
export interface ReadRow {
  kind: "row";
  rowNumber: number;
  /** CSV and TSV: the cell texts as written; other formats: the values as parsed. */
  values: Record<string, unknown>;
  /** Resume after this row. */
  checkpoint: ReaderCheckpoint;
}

/** A row that could not be read; the read goes on with the next one. */
export interface RowError {
  kind: "error";
  rowNumber: number;
  column?: string;
  reason: string;
  checkpoint: ReaderCheckpoint;
}

export type ReadItem = ReadRow | RowError;

export interface ReadOptions {
  /** Resume after this checkpoint (from a previous read of the same file). */
  after?: ReaderCheckpoint;
}

export const FORMAT_NAMES: Record<ImportFormat, string> = {
  csv: "CSV",
  tsv: "TSV (tab-separated values)",
  jsonl: "JSON Lines",
  json: "a JSON array",
  parquet: "Parquet",
};
