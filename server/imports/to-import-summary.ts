// An import job as the API shows it: its file, target and mapping as asked,
// its counts from the last checkpoint, and its rate and time left worked out
// from the time it has spent working (summed over restarts) and the share of
// the file read (the byte offset, where the format has one).
import type { ImportSummary } from "../../contract/imports";
import type { Job } from "../db/schema";
import type { ImportCheckpoint, ImportJobInput, ImportResult } from "./import-job-input";

export function toImportSummary(job: Job): ImportSummary {
  const input = job.input as ImportJobInput;
  const checkpoint = job.checkpoint as ImportCheckpoint | null;
  const result = job.result as ImportResult | null;
  const counts = result?.counts ?? checkpoint?.counts ?? { rows: 0, written: 0, failed: 0 };
  const elapsedMs = result?.durationMs ?? checkpoint?.elapsedMs ?? 0;
  const fraction = job.state === "succeeded" ? 1 : fractionRead(checkpoint, input.size);
  const rowsPerSecond = elapsedMs > 0 && counts.rows > 0 ? (counts.rows * 1000) / elapsedMs : null;
  const isActive = job.state === "running" || job.state === "queued";
  const secondsLeft = isActive && fraction !== null && fraction > 0 && elapsedMs > 0 ? ((elapsedMs / 1000) * (1 - fraction)) / fraction : null;
  return {
    id: job.id,
    state: job.state,
    dryRun: input.dryRun,
    file: { uploadId: input.uploadId, name: input.fileName, size: input.size, format: input.format },
    target: input.target,
    mapping: input.mapping,
    counts,
    fraction,
    rowsPerSecond,
    secondsLeft,
    error: job.error,
    cancelRequested: job.cancelRequested && isActive,
    startedBy: job.startedBy,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    durationMs: Math.round(elapsedMs),
  };
}

function fractionRead(checkpoint: ImportCheckpoint | null, size: number): number | null {
  if (!checkpoint) return 0;
  const offset = checkpoint.reader.byteOffset;
  if (offset === undefined || size === 0) return null;
  return Math.min(1, offset / size);
}
