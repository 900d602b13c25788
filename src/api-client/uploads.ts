// The control plane's uploads of a project, each call built from its
// declaration (contract/uploads.ts; type-only imports): the JSON list and the
// delete. The bytes themselves go over tus (tus-upload.ts, loaded with the
// Data Import page), to the path given here.
import type { UploadSummary, uploadRoutes } from "../../contract/uploads";
import { callRoute, routePath } from "./call-route";

type Routes = typeof uploadRoutes;

/** The path of the project's uploads (where tus creates one) under the control plane's base URL. */
export function uploadsPath(projectId: string): string {
  return routePath<Routes["create"]>("/api/projects/{projectId}/uploads", { projectId });
}

// Finished or not, newest first
export async function listUploads(projectId: string): Promise<UploadSummary[]> {
  return (await callRoute<Routes["list"]>("GET /api/projects/{projectId}/uploads", { params: { projectId } })).uploads;
}

// The upload and its file (tus termination)
export function deleteUpload(projectId: string, uploadId: string): Promise<void> {
  return callRoute<Routes["delete"]>("DELETE /api/projects/{projectId}/uploads/{uploadId}", { params: { projectId, uploadId } });
}
