// The control plane's imports of uploaded files into collections, each call
// built from its declaration (contract/imports.ts; type-only imports). An
// import is a job: cancelling it goes through the jobs route (contract/jobs.ts).
import type { CreateImportBody, ImportErrorsResponse, ImportPreview, ImportSummary, PreviewImportBody, importRoutes } from "../../contract/imports";
import type { jobRoutes } from "../../contract/jobs";
import { callRoute } from "./call-route";

type Routes = typeof importRoutes;

// The file's first rows, its columns and a proposed mapping
export function previewImport(projectId: string, body: PreviewImportBody): Promise<ImportPreview> {
  return callRoute<Routes["preview"]>("POST /api/projects/{projectId}/imports/preview", { params: { projectId }, body });
}

// An import or a dry run, checked at once, then run as a job
export async function createImport(projectId: string, body: CreateImportBody): Promise<ImportSummary> {
  return (await callRoute<Routes["create"]>("POST /api/projects/{projectId}/imports", { params: { projectId }, body })).import;
}

// The history, newest first
export async function listImports(projectId: string): Promise<ImportSummary[]> {
  return (await callRoute<Routes["list"]>("GET /api/projects/{projectId}/imports", { params: { projectId } })).imports;
}

// State, counts, rate and time left
export async function getImport(projectId: string, importId: string): Promise<ImportSummary> {
  return (await callRoute<Routes["get"]>("GET /api/projects/{projectId}/imports/{importId}", { params: { projectId, importId } })).import;
}

// The rows it skipped (the first 1,000)
export function listImportErrors(projectId: string, importId: string): Promise<ImportErrorsResponse> {
  return callRoute<Routes["errors"]>("GET /api/projects/{projectId}/imports/{importId}/errors", { params: { projectId, importId } });
}

// A queued import stops at once, a running one within a second
export async function cancelImport(projectId: string, importId: string): Promise<void> {
  await callRoute<(typeof jobRoutes)["cancel"]>("POST /api/projects/{projectId}/jobs/{jobId}/cancel", { params: { projectId, jobId: importId }, body: {} });
}
