// The control plane's imports of uploaded files into collections
// (contract/imports.ts; type-only imports). An import is a job: cancelling it
// goes through the jobs route (contract/jobs.ts).
import type {
  CreateImportBody,
  ImportErrorsResponse,
  ImportPreview,
  ImportResponse,
  ImportSummary,
  ListImportsResponse,
  PreviewImportBody,
} from "../../contract/imports";
import type { JobResponse } from "../../contract/jobs";
import { apiClient } from "./client";

function projectPath(projectId: string, rest: string): string {
  return `/projects/${encodeURIComponent(projectId)}${rest}`;
}

function importPath(projectId: string, importId: string, rest = ""): string {
  return projectPath(projectId, `/imports/${encodeURIComponent(importId)}${rest}`);
}

// POST /api/projects/{id}/imports/preview: the file's first rows, its columns and a proposed mapping
export async function previewImport(projectId: string, body: PreviewImportBody): Promise<ImportPreview> {
  return (await apiClient.post<ImportPreview>(projectPath(projectId, "/imports/preview"), body)).data;
}

// POST /api/projects/{id}/imports: an import or a dry run, checked at once, then run as a job
export async function createImport(projectId: string, body: CreateImportBody): Promise<ImportSummary> {
  return (await apiClient.post<ImportResponse>(projectPath(projectId, "/imports"), body)).data.import;
}

// GET /api/projects/{id}/imports: the history, newest first
export async function listImports(projectId: string): Promise<ImportSummary[]> {
  return (await apiClient.get<ListImportsResponse>(projectPath(projectId, "/imports"))).data.imports;
}

// GET /api/projects/{id}/imports/{importId}: state, counts, rate and time left
export async function getImport(projectId: string, importId: string): Promise<ImportSummary> {
  return (await apiClient.get<ImportResponse>(importPath(projectId, importId))).data.import;
}

// GET /api/projects/{id}/imports/{importId}/errors: the rows it skipped (the first 1,000)
export async function listImportErrors(projectId: string, importId: string): Promise<ImportErrorsResponse> {
  return (await apiClient.get<ImportErrorsResponse>(importPath(projectId, importId, "/errors"))).data;
}

// POST /api/projects/{id}/jobs/{importId}/cancel: a queued import stops at once, a running one within a second
export async function cancelImport(projectId: string, importId: string): Promise<void> {
  await apiClient.post<JobResponse>(projectPath(projectId, `/jobs/${encodeURIComponent(importId)}/cancel`), {});
}
