// Whether an upload fits in its project: the service's largest file, the
// plan's number of unfinished uploads and its bytes (upload-limits.ts). The
// same checks run before tus sees a creation and again, on the project's
// locked row, as the upload's row is written (upload-store.ts), so that two
// creations at once cannot both squeeze in.
import { AppError } from "../errors";
import type { UploadLimits } from "./upload-limits";

/** What the project's other uploads take: unfinished ones, and bytes (the length, or what arrived of a deferred one). */
export interface UploadUsage {
  inProgress: number;
  storedBytes: number;
}

const UNITS = ["B", "KiB", "MiB", "GiB", "TiB"];

/** Binary units, as the limits are set: 10 GiB, 1.5 MiB, 10 B. */
export function formatBinaryBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, "");
  return `${shown} ${UNITS[unit]}`;
}

/** Two sizes to be told apart: in bytes when their rounded forms would read the same (1 MiB and 1 MiB). */
function formatApart(first: number, second: number): [string, string] {
  const [a, b] = [formatBinaryBytes(first), formatBinaryBytes(second)];
  return a === b && first !== second ? [`${first.toLocaleString("en")} bytes`, `${second.toLocaleString("en")} bytes`] : [a, b];
}

/** The most bytes an upload may hold in all: the largest file, or what remains of the project's bytes. */
export function uploadCeiling(limits: UploadLimits, others: UploadUsage, maxFileBytes: number): number {
  return Math.max(0, Math.min(maxFileBytes, limits.storedBytes - others.storedBytes));
}

function fileTooLarge(size: number | null, maxFileBytes: number): AppError | null {
  if (size === null || size <= maxFileBytes) return null;
  const [file, largest] = formatApart(size, maxFileBytes);
  return new AppError("payload_too_large", `This file is ${file}: the largest file the service takes is ${largest}`);
}

function tooManyInProgress(limits: UploadLimits, others: UploadUsage): AppError | null {
  return others.inProgress >= limits.uploadsInProgress
    ? new AppError("rate_limited", `This project already has ${others.inProgress} uploads in progress: finish or delete one first`)
    : null;
}

function beyondStoredBytes(limits: UploadLimits, others: UploadUsage, size: number | null): AppError | null {
  const taken = `the project's uploads already take ${formatBinaryBytes(others.storedBytes)} of the ${formatBinaryBytes(limits.storedBytes)} its ${limits.plan} tier allows`;
  if (size === null) return others.storedBytes >= limits.storedBytes ? new AppError("payload_too_large", `No file fits: ${taken}. Delete uploads you no longer need first`) : null;
  return others.storedBytes + size > limits.storedBytes
    ? new AppError("payload_too_large", `This file (${formatBinaryBytes(size)}) does not fit: ${taken}. Delete uploads you no longer need first`)
    : null;
}

/** Why an upload of `size` bytes (null: not known yet) does not fit beside the others, or null. */
export function lengthRefusal(limits: UploadLimits, others: UploadUsage, size: number | null, maxFileBytes: number): AppError | null {
  return fileTooLarge(size, maxFileBytes) ?? beyondStoredBytes(limits, others, size);
}

/** Why one more upload of `size` bytes cannot be created, or null. */
export function creationRefusal(limits: UploadLimits, others: UploadUsage, size: number | null, maxFileBytes: number): AppError | null {
  return fileTooLarge(size, maxFileBytes) ?? tooManyInProgress(limits, others) ?? beyondStoredBytes(limits, others, size);
}

/** tus's own 413 (bytes past what the upload may hold), in the user's words. */
export function pastLengthMessage(size: number | null, ceiling: number): string {
  return size === null
    ? `This upload may hold at most ${formatBinaryBytes(ceiling)} (the largest file the service takes, or what remains of the project's bytes for uploads): none of this request's bytes were kept`
    : `The bytes sent run past the upload's length (${size} bytes): none of this request's bytes were kept`;
}

/** tus's 409: the bytes do not start where the upload stands. */
export function offsetConflictMessage(sent: string | null): string {
  return `Upload-Offset ${sent ?? ""} is not where this upload stands: ask HEAD for its offset, and send the bytes from there`;
}
