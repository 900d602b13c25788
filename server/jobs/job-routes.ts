// /api/projects/{projectId}/jobs: the project's background jobs, with their
// progress, and cancelling one (contract/jobs.ts). A cancel reaches a job this
// instance runs at once; one another instance runs, at its next heartbeat.
import { jobRoutes, type JobSummary } from "../../contract/jobs";
import type { Database } from "../db/client";
import { isUuid } from "../db/is-uuid";
import type { Job } from "../db/schema";
import { AppError } from "../errors";
import { jobImportOf } from "./job-import";
import { findJob, listJobs, requestCancel } from "./job-store";
import type { ApiRouter } from "../api-router/api-router";

const DEFAULT_LIST_LIMIT = 50;

/** What the routes need of the jobs runner: stopping a job it runs. */
export interface JobCanceller {
  cancelLocally(id: string): boolean;
}

export function registerJobRoutes(route: ApiRouter, { db, jobs }: { db: Database; jobs?: JobCanceller }): void {
  // GET /api/projects/{projectId}/jobs: the project's jobs, newest first
  route(jobRoutes.list, async ({ project, query }) => {
    const found = await listJobs(db, project.id, { kind: query.kind, limit: query.limit ?? DEFAULT_LIST_LIMIT });
    return { status: 200, body: { jobs: found.map(toJobSummary) } };
  });

  // GET /api/projects/{projectId}/jobs/{jobId}: one job
  route(jobRoutes.get, async ({ project, params }) => ({ status: 200, body: { job: toJobSummary(await requireJob(db, project.id, params.jobId)) } }));

  // POST /api/projects/{projectId}/jobs/{jobId}/cancel: a queued job at once, a running one within a second
  route(jobRoutes.cancel, async ({ project, params, audit }) => {
    const job = await audit.within(async (tx) => {
      const found = isUuid(params.jobId) ? await requestCancel(tx, project.id, params.jobId) : undefined;
      if (!found) throw jobNotFound();
      if (found.state === "succeeded" || found.state === "failed") throw new AppError("conflict", `The job has ${found.state === "succeeded" ? "succeeded" : "failed"} already: there is nothing to cancel`);
      return found;
    }, (cancelled) => ({ id: cancelled.id, name: cancelled.kind }));
    if (job.state === "running") jobs?.cancelLocally(job.id);
    return { status: 200, body: { job: toJobSummary(job) } };
  });
}

async function requireJob(db: Database, projectId: string, jobId: string): Promise<Job> {
  const job = isUuid(jobId) ? await findJob(db, projectId, jobId) : undefined;
  if (!job) throw jobNotFound();
  return job;
}

function jobNotFound(): AppError {
  return new AppError("not_found", "No such job in this project");
}

export function toJobSummary(job: Job): JobSummary {
  return {
    id: job.id,
    kind: job.kind,
    import: jobImportOf(job),
    state: job.state,
    progress: job.progress,
    error: job.error,
    result: job.result ?? null,
    attempts: job.attempts,
    cancelRequested: job.cancelRequested && job.state === "running",
    startedBy: job.startedBy,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
