// What an import job carries (the jobs table's input and checkpoint columns):
// the file, the target and the mapping as they were asked for, and how far it
// got. Imports are jobs of kind "import"; their history is the jobs table's.
import type { ImportCounts, ImportFormat, ImportMapping, ImportTarget } from "../../contract/imports";
import type { ReaderCheckpoint } from "./readers/reader-types";

export interface ImportJobInput {
  uploadId: string;
  fileName: string | null;
  size: number;
  format: ImportFormat;
  target: ImportTarget;
  mapping: ImportMapping;
  dryRun: boolean;
}

export interface ImportCheckpoint {
  /** Of the file's content, for derived ids (file-fingerprint.ts); empty when an id column gives the ids. */
  fingerprint: string;
  /** Every row up to this one is done. */
  reader: ReaderCheckpoint;
  counts: ImportCounts;
  /** Row errors stored so far (at most IMPORT_ERRORS_KEPT). */
  errorsKept: number;
  /** Time spent working, summed over every run of the job. */
  elapsedMs: number;
}

export interface ImportResult {
  counts: ImportCounts;
  durationMs: number;
}

