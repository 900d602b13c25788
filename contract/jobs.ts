// /api/projects/:projectId/jobs: work that runs in the background (imports
// today; alert checks, backups and invoices later), with its progress, and
// cancelling it. A job runs on one service instance at a time and resumes
// from its last checkpoint after a crash (server/jobs/).
import { z } from "zod";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";

export const JOB_STATES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job is over in these states: it never runs again. */
export const FINISHED_JOB_STATES: readonly JobState[] = ["succeeded", "failed", "cancelled"];

export const jobProgressSchema = z
  .object({
    /** Units of work done (rows, points, bytes: `unit` says which). */
    done: z.number().int().nonnegative(),
    /** All units, when known. */
    total: z.number().int().nonnegative().optional(),
    unit: z.string().optional(),
    /** What the job is doing now, in words. */
    message: z.string().optional(),
  })
  .meta({ id: "JobProgress" });
export type JobProgress = z.infer<typeof jobProgressSchema>;

/** The kind of the jobs that import an uploaded file (server/imports/); an upload such a job reads cannot be deleted. */
export const IMPORT_JOB_KIND = "import";

/** The kinds of the jobs that write a collection's snapshot and restore one (server/data/snapshots/). */
export const SNAPSHOT_JOB_KIND = "snapshot";
export const RESTORE_JOB_KIND = "snapshot-restore";
/** The kind of the jobs that take a project's backup (server/backups/). */
export const BACKUP_JOB_KIND = "backup";

/** What an import job works on, as a list of jobs names it (the import's own route has the rest: contract/imports.ts). */
export const jobImportSchema = z
  .object({
    /** The uploaded file's name, if it had one. */
    fileName: z.string().nullable(),
    collection: z.string(),
    /** Every row checked, nothing written. */
    dryRun: z.boolean(),
  })
  .meta({ id: "JobImport" });
export type JobImport = z.infer<typeof jobImportSchema>;

export const jobSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    /** An import's file, collection and whether it is a dry run; null for other kinds. */
    import: jobImportSchema.nullable(),
    state: z.enum(JOB_STATES),
    progress: jobProgressSchema,
    /** Why it failed (failed), or null. */
    error: z.string().nullable(),
    /** What it reported when it finished, as its kind defines it. */
    result: z.unknown().nullable(),
    /** Times an instance started or took it over. */
    attempts: z.number().int().nonnegative(),
    /** Whether a cancel was asked for and the job has not stopped yet. */
    cancelRequested: z.boolean(),
    /** The user who started it (their id), if a user did. */
    startedBy: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Job" });
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const JOB_LIST_MAX = 100;

export const listJobsQuerySchema = z.strictObject({
  kind: z.string().max(100, "kind must be at most 100 characters").optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(JOB_LIST_MAX, `limit must be at most ${JOB_LIST_MAX}`)
    .optional(),
});

/** GET /api/projects/:projectId/jobs: the project's jobs, newest first. */
export const listJobsResponseSchema = z.object({ jobs: z.array(jobSummarySchema) });
export type ListJobsResponse = z.infer<typeof listJobsResponseSchema>;

export const jobResponseSchema = z.object({ job: jobSummarySchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;

/** POST .../cancel takes no fields; a body, if sent, is an empty object. */
export const cancelJobBodySchema = z.strictObject({}).optional();

export const jobParamsSchema = projectParamsSchema.extend({ jobId: z.string().meta({ description: "The job's id (a UUID)" }) });

export const jobRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/jobs",
    summary: "The project's background jobs (imports and the like), newest first",
    access: ["job", "read"],
    params: projectParamsSchema,
    query: listJobsQuerySchema,
    replies: { 200: listJobsResponseSchema },
    errors: [404],
  }),
  get: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/jobs/{jobId}",
    summary: "One job, with its progress",
    access: ["job", "read"],
    params: jobParamsSchema,
    replies: { 200: jobResponseSchema },
    errors: [404],
  }),
  cancel: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/jobs/{jobId}/cancel",
    summary: "Cancel a job: a queued one at once, a running one within a second, keeping what it did",
    access: ["job", "cancel"],
    audit: "job.cancel",
    params: jobParamsSchema,
    body: cancelJobBodySchema,
    replies: { 200: jobResponseSchema },
    errors: [404, 409],
  }),
};
