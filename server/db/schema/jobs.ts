// Work that outlives a request (imports, alert checks, backups, invoices): one
// row per job, claimed by one service instance at a time (server/jobs/). A
// running job's owner refreshes heartbeat_at; a job whose owner stopped doing
// so is taken over by another instance, from its last checkpoint.
import { sql } from "drizzle-orm";
import { check, index, integer, json, pgTable, text, timestamp, uuid, boolean } from "drizzle-orm/pg-core";
import { JOB_STATES, type JobProgress, type JobState } from "../../../contract/jobs";
import { projects } from "./organisations";

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which handler runs it (server/jobs/job-runner.ts). */
    kind: text("kind").notNull(),
    /** Null for the service's own jobs. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** The user who started it (their `sub`), if a user did. */
    startedBy: text("started_by"),
    state: text("state", { enum: JOB_STATES }).$type<JobState>().notNull().default("queued"),
    /** What the job was asked to do, as its handler reads it. */
    input: json("input").$type<unknown>(),
    progress: json("progress").$type<JobProgress>().notNull().default({ done: 0 }),
    /** Where the job resumes after a crash, as its handler wrote it with the work it covers. */
    checkpoint: json("checkpoint").$type<unknown>(),
    /** What a finished job reports. */
    result: json("result").$type<unknown>(),
    error: text("error"),
    /** How many times an instance claimed it (a takeover after a crash counts). */
    attempts: integer("attempts").notNull().default(0),
    owner: text("owner"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    cancelRequested: boolean("cancel_requested").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    // The runner's claim: the oldest queued (or orphaned running) job of the kinds it runs.
    index("jobs_state_created_at_index").on(table.state, table.createdAt),
    // A project's job history, newest first.
    index("jobs_project_id_created_at_index").on(table.projectId, table.createdAt),
    check("jobs_state_check", sql`${table.state} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`),
  ],
);

export type Job = typeof jobs.$inferSelect;
