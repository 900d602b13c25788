// The uploaded file an import reads: the project's finished upload, a local
// file holding its bytes (upload-storage.ts), its format (as asked, or told from its name and first bytes) and
// its first rows. A file that cannot be read at all is refused here, before
// any job is queued, with the reader's own words.
import type { ImportFormat } from "../../contract/imports";
import type { Database } from "../db/client";
import type { Upload } from "../db/schema";
import { AppError } from "../errors";
import { detectFormat } from "./readers/detect-format";
import { previewFile, type FilePreview } from "./readers/preview-file";
import { isUploadId } from "../uploads/upload-files";
import type { UploadStorage } from "../uploads/upload-storage";
import { findUpload } from "../uploads/upload-store";
import { uploadNotFound } from "../uploads/upload-not-found";

export interface ImportFile {
  upload: Upload;
  path: string;
  format: ImportFormat;
  preview: FilePreview;
}

export async function openImportFile(db: Database, uploads: UploadStorage, projectId: string, uploadId: string, format: ImportFormat | undefined, rows?: number): Promise<ImportFile> {
  const upload = isUploadId(uploadId) ? await findUpload(db, projectId, uploadId) : undefined;
  if (!upload) throw uploadNotFound();
  if (upload.state !== "complete") {
    throw new AppError("conflict", `The upload is not finished: ${upload.offset} of ${upload.size ?? "?"} bytes received. Resume it, then import`);
  }
  const path = await uploads.localFile(projectId, upload.id);
  if (path === null) throw new AppError("not_found", `The uploaded file${upload.fileName ? ` ${upload.fileName}` : ""} is gone from storage: upload it again`);
  const chosen = format ?? (await detectFormat(path, upload.fileName ?? ""));
  return { upload, path, format: chosen, preview: await previewFile(path, chosen, rows === undefined ? {} : { rows }) };
}

/** The columns every row has (CSV and TSV headers, Parquet's schema); undefined for JSON, whose later rows may bring more. */
export function knownColumns({ format, preview }: ImportFile): string[] | undefined {
  return format === "json" || format === "jsonl" ? undefined : preview.columns.map((column) => column.name);
}
