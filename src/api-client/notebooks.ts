// The control plane's notebooks of a project, each call built from its
// declaration (contract/notebooks.ts; type-only imports: no zod in the page),
// and the data plane's OpenAPI document the notebooks' editor completes from.
import type {
  CreateNotebookBody,
  DuplicateNotebookBody,
  Notebook,
  NotebookRun,
  NotebookSummary,
  RecordNotebookRunBody,
  UpdateNotebookBody,
  notebookRoutes,
} from "../../contract/notebooks";
import { callRoute } from "./call-route";
import { apiClient } from "./client";

type Routes = typeof notebookRoutes;

export async function listNotebooks(projectId: string): Promise<NotebookSummary[]> {
  return (await callRoute<Routes["list"]>("GET /api/projects/{projectId}/notebooks", { params: { projectId } })).notebooks;
}

export async function getNotebook(projectId: string, notebookId: string): Promise<Notebook> {
  return (await callRoute<Routes["get"]>("GET /api/projects/{projectId}/notebooks/{notebookId}", { params: { projectId, notebookId } })).notebook;
}

export async function createNotebook(projectId: string, body: CreateNotebookBody): Promise<Notebook> {
  return (await callRoute<Routes["create"]>("POST /api/projects/{projectId}/notebooks", { params: { projectId }, body })).notebook;
}

export async function updateNotebook(projectId: string, notebookId: string, body: UpdateNotebookBody): Promise<Notebook> {
  return (await callRoute<Routes["update"]>("PUT /api/projects/{projectId}/notebooks/{notebookId}", { params: { projectId, notebookId }, body })).notebook;
}

export async function duplicateNotebook(projectId: string, notebookId: string, body: DuplicateNotebookBody): Promise<Notebook> {
  return (await callRoute<Routes["duplicate"]>("POST /api/projects/{projectId}/notebooks/{notebookId}/duplicate", { params: { projectId, notebookId }, body })).notebook;
}

export function deleteNotebook(projectId: string, notebookId: string): Promise<void> {
  return callRoute<Routes["delete"]>("DELETE /api/projects/{projectId}/notebooks/{notebookId}", { params: { projectId, notebookId } });
}

export async function listNotebookRuns(projectId: string, notebookId: string): Promise<NotebookRun[]> {
  return (await callRoute<Routes["listRuns"]>("GET /api/projects/{projectId}/notebooks/{notebookId}/runs", { params: { projectId, notebookId } })).runs;
}

export async function recordNotebookRun(projectId: string, notebookId: string, body: RecordNotebookRunBody): Promise<NotebookRun> {
  return (await callRoute<Routes["recordRun"]>("POST /api/projects/{projectId}/notebooks/{notebookId}/runs", { params: { projectId, notebookId }, body })).run;
}

/** A notebook's request as sent to the data plane. */
export interface NotebookRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path below the data plane's root, with its query string ("/collections/docs/points?wait=true"). */
  path: string;
  body?: unknown;
}

/** What the data plane answered: its status and body (Qdrant's error shape on a 4xx or 5xx), and the time it took. */
export interface NotebookAnswer {
  status: number;
  body: unknown;
  durationMs: number;
}

/**
 * Sends a request cell to the data plane with the console's session, for the
 * project. Every answer is handed back as it came, errors included (they are
 * shown beside the cell in Qdrant's words); only a 401 goes through the
 * client's one refresh. A request the signal aborts rejects.
 */
export async function runNotebookRequest(projectId: string, request: NotebookRequest, signal: AbortSignal): Promise<NotebookAnswer> {
  const started = performance.now();
  const response = await apiClient.request<unknown>({
    method: request.method,
    url: request.path,
    data: request.body,
    dataPlaneProject: projectId,
    signal,
    validateStatus: (status) => status !== 401,
  });
  return { status: response.status, body: response.data, durationMs: performance.now() - started };
}

/** The data plane's OpenAPI 3.1 document (GET /openapi.json, public): what the editor completes paths and fields from. */
export async function getDataPlaneDocument(projectId: string): Promise<Record<string, unknown>> {
  return (await apiClient.request<Record<string, unknown>>({ method: "GET", url: "/openapi.json", dataPlaneProject: projectId })).data;
}
