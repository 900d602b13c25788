// How the project's uploads are written: a row's size, the list's total, and
// which imports read each file (the imports list names each import's upload).
import type { ImportSummary } from "../../../../contract/imports";
import type { UploadSummary } from "../../../../contract/uploads";
import { formatBytes } from "../import-figures";

/** The name a row, its Delete button and its dialog go by. */
export function uploadName(upload: Pick<UploadSummary, "fileName">): string {
  return upload.fileName ?? "unnamed file";
}

/** The bytes an upload takes from the plan: its size, or what arrived while the size is deferred (as the service counts). */
export function keptBytesOf(upload: Pick<UploadSummary, "size" | "offset">): number {
  return upload.size ?? upload.offset;
}

/** "2.4 MB"; unfinished: "40 B of 2.4 MB received". */
export function uploadSizeText(upload: Pick<UploadSummary, "size" | "offset" | "state">): string {
  if (upload.state === "complete") return formatBytes(keptBytesOf(upload));
  return `${formatBytes(upload.offset)} of ${upload.size === null ? "a size not told yet" : formatBytes(upload.size)} received`;
}

/** "3 uploads, 1.2 GB kept"; "3 uploads (1 unfinished), 1.2 GB kept". */
export function uploadsTotalText(uploads: readonly Pick<UploadSummary, "size" | "offset" | "state">[]): string {
  const unfinished = uploads.filter((upload) => upload.state === "uploading").length;
  const bytes = uploads.reduce((sum, upload) => sum + keptBytesOf(upload), 0);
  const count = `${uploads.length} ${uploads.length === 1 ? "upload" : "uploads"}`;
  return `${count}${unfinished > 0 ? ` (${unfinished} unfinished)` : ""}, ${formatBytes(bytes)} kept`;
}

/** The imports and dry runs listed for each upload, newest first as the imports come. */
export function importsByUpload(imports: readonly ImportSummary[]): ReadonlyMap<string, readonly ImportSummary[]> {
  const byUpload = new Map<string, ImportSummary[]>();
  for (const summary of imports) {
    const list = byUpload.get(summary.file.uploadId) ?? [];
    list.push(summary);
    byUpload.set(summary.file.uploadId, list);
  }
  return byUpload;
}
