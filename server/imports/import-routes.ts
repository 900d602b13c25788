// /api/projects/{projectId}/imports: preview an uploaded file, start an import
// or a dry run, follow it, and read the rows it skipped (contract/imports.ts).
// An import is a job: it is cancelled through /jobs/{id}/cancel.
import { IMPORT_JOB_KIND } from "../../contract/jobs";
import { importRoutes } from "../../contract/imports";
import { and, asc, eq } from "drizzle-orm";
import { isUuid } from "../db/is-uuid";
import { importRowErrors, type Job } from "../db/schema";
import { AppError } from "../errors";
import { findJob, listJobs } from "../jobs/job-store";
import type { ApiRouter } from "../api-router/api-router";
import { createImport } from "./create-import";
import type { ImportContext } from "./import-context";
import { previewImport } from "./preview-import";
import { toImportSummary } from "./to-import-summary";

const DEFAULT_LIST_LIMIT = 50;

export function registerImportRoutes(route: ApiRouter, context: ImportContext): void {
  const { db } = context;

  // POST /api/projects/{projectId}/imports/preview: first rows, columns and a proposed mapping
  route(importRoutes.preview, async ({ project, body }) => {
    // An import usually follows: its reader thread loads its code meanwhile.
    context.readers?.warm();
    return { status: 200, body: await previewImport(context, project.id, body) };
  });

  // POST /api/projects/{projectId}/imports: check, then queue an import or a dry run
  // It may create the collection in the engine: the entry follows the queued job.
  route(importRoutes.create, async ({ project, user, body, audit }) => {
    const job = await createImport(context, project.id, user.sub, body);
    await audit.after({ id: job.id, name: body.target.collection }, { uploadId: body.uploadId, dryRun: body.dryRun ?? false });
    return { status: 201, body: { import: toImportSummary(job) } };
  });

  // GET /api/projects/{projectId}/imports: the history, newest first
  route(importRoutes.list, async ({ project, query }) => {
    const found = await listJobs(db, project.id, { kind: IMPORT_JOB_KIND, limit: query.limit ?? DEFAULT_LIST_LIMIT });
    return { status: 200, body: { imports: found.map(toImportSummary) } };
  });

  // GET /api/projects/{projectId}/imports/{importId}: one import's state and progress
  route(importRoutes.get, async ({ project, params }) => ({ status: 200, body: { import: toImportSummary(await requireImport(context, project.id, params.importId)) } }));

  // GET /api/projects/{projectId}/imports/{importId}/errors: the rows it skipped, in row order
  route(importRoutes.errors, async ({ project, params }) => {
    const job = await requireImport(context, project.id, params.importId);
    const rows = await db.select().from(importRowErrors).where(and(eq(importRowErrors.jobId, job.id))).orderBy(asc(importRowErrors.rowNumber));
    return { status: 200, body: { errors: rows.map(({ rowNumber, column, reason }) => ({ row: rowNumber, column, reason })), failed: toImportSummary(job).counts.failed } };
  });
}

async function requireImport({ db }: ImportContext, projectId: string, importId: string): Promise<Job> {
  const job = isUuid(importId) ? await findJob(db, projectId, importId) : undefined;
  if (!job || job.kind !== IMPORT_JOB_KIND) throw new AppError("not_found", "No such import in this project");
  return job;
}
