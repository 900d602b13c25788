// Periodic jobs (server/jobs/job-scheduler.ts): one row per schedule, shared
// by every service instance. An instance enqueues the schedule's job only by
// moving next_run_at past now() in the same transaction, so one job is queued
// per period however many instances tick.
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";

export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  /** The kind of job queued (server/jobs/job-runner.ts). */
  kind: text("kind").notNull(),
  periodSeconds: integer("period_seconds").notNull(),
  /** The next period's start: its job is queued by the first instance to tick after it. */
  nextRunAt: timestamp("next_run_at", { withTimezone: true, mode: "date" }).notNull(),
  /** The job queued last: while it is queued or running, a period passes without another. */
  lastJobId: uuid("last_job_id").references(() => jobs.id, { onDelete: "set null" }),
});

export type JobSchedule = typeof jobSchedules.$inferSelect;
