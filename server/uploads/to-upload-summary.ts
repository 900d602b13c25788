import type { UploadSummary } from "../../contract/uploads";
import type { Upload } from "../db/schema";

export function toUploadSummary(upload: Upload): UploadSummary {
  return {
    id: upload.id,
    fileName: upload.fileName,
    fileType: upload.fileType,
    size: upload.size,
    offset: upload.offset,
    state: upload.state,
    uploadedBy: upload.uploadedBy,
    createdAt: upload.createdAt.toISOString(),
    completedAt: upload.completedAt?.toISOString() ?? null,
  };
}
