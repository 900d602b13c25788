// The control plane's uploads of a project (contract/uploads.ts; type-only
// imports): the JSON list and the delete. The bytes themselves go over tus
// (tus-upload.ts, loaded with the Data Import page).
import type { ListUploadsResponse, UploadSummary } from "../../contract/uploads";
import { apiClient } from "./client";

/** The path of the project's uploads under the control plane's base URL. */
export function uploadsPath(projectId: string): string {
  return `/projects/${encodeURIComponent(projectId)}/uploads`;
}

// GET /api/projects/{id}/uploads: finished or not, newest first
export async function listUploads(projectId: string): Promise<UploadSummary[]> {
  return (await apiClient.get<ListUploadsResponse>(uploadsPath(projectId))).data.uploads;
}

// DELETE /api/projects/{id}/uploads/{uploadId}: the upload and its file (tus termination)
export async function deleteUpload(projectId: string, uploadId: string): Promise<void> {
  await apiClient.delete(`${uploadsPath(projectId)}/${encodeURIComponent(uploadId)}`);
}
