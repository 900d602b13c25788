// Periodic jobs across instances: each schedule (a name, a kind of job, a
// period) is one row of job_schedules, and every instance ticks every few
// seconds. A tick queues the schedule's job only by moving the row's
// next_run_at past now(), in the transaction that queues it, on the row
// locked with SKIP LOCKED: however many instances tick, one job is queued per
// period. Periods are aligned on the database's clock (a minute's job is
// queued at the minute's start, on whichever instance ticks first). While the
// last job a schedule queued is still queued or running, the period passes
// without another, so a slow run never piles up behind itself. Finished runs
// of a schedule are deleted after a day.
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { enqueueJob } from "./job-store";

export interface Schedule {
  /** Unique across the service: the row's key. */
  name: string;
  /** The kind of job queued each period; a runner must have its handler. */
  kind: string;
  /** Whole seconds; periods start at multiples of it since the epoch. */
  periodSeconds: number;
  input?: unknown;
}

export interface JobSchedulerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** How often this instance looks for due schedules (default 5 s): a period's job starts at most this late. */
  tickMs?: number;
  /** Called after this instance queued a job (the runner looks for work at once). */
  onQueued?: () => void;
}

const FINISHED_KEPT = "1 day";

export class JobScheduler {
  private readonly schedules = new Map<string, Schedule>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(private readonly options: JobSchedulerOptions) {}

  add(schedule: Schedule): void {
    if (this.schedules.has(schedule.name)) throw new Error(`a schedule named ${schedule.name} is added already`);
    if (!Number.isInteger(schedule.periodSeconds) || schedule.periodSeconds < 1) throw new Error(`schedule ${schedule.name}: the period must be a whole number of seconds`);
    this.schedules.set(schedule.name, schedule);
  }

  /** Stores the schedules (their kind and period as this instance knows them), then ticks. */
  async start(): Promise<void> {
    if (this.timer) return;
    for (const schedule of this.schedules.values()) {
      await this.options.db.execute(sql`
        insert into job_schedules (name, kind, period_seconds, next_run_at) values (${schedule.name}, ${schedule.kind}, ${schedule.periodSeconds}, now())
        on conflict (name) do update set kind = excluded.kind, period_seconds = excluded.period_seconds`);
    }
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 5_000);
    this.timer.unref();
    await this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Queues the job of every schedule whose period has come; concurrent calls share one tick. */
  tick(): Promise<void> {
    this.ticking ??= this.queueDue().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async queueDue(): Promise<void> {
    for (const schedule of this.schedules.values()) {
      try {
        if (await this.queueIfDue(schedule)) this.options.onQueued?.();
      } catch (error) {
        this.options.log.error({ err: error, schedule: schedule.name }, "could not queue a periodic job");
      }
    }
  }

  /** True when this instance queued the period's job. */
  private async queueIfDue(schedule: Schedule): Promise<boolean> {
    const { db } = this.options;
    const isQueued = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ period_seconds: number; is_busy: boolean }>(sql`
        select period_seconds, coalesce((select state in ('queued', 'running') from jobs where jobs.id = job_schedules.last_job_id), false) as is_busy
        from job_schedules where name = ${schedule.name} and next_run_at <= now() for update skip locked`);
      const due = rows[0];
      if (!due) return false;
      const next = sql`to_timestamp((floor(extract(epoch from now()) / ${due.period_seconds}) + 1) * ${due.period_seconds})`;
      if (due.is_busy) {
        await tx.execute(sql`update job_schedules set next_run_at = ${next} where name = ${schedule.name}`);
        return false;
      }
      const job = await enqueueJob(tx, { kind: schedule.kind, projectId: null, startedBy: null, input: schedule.input ?? null });
      await tx.execute(sql`update job_schedules set next_run_at = ${next}, last_job_id = ${job.id}::uuid where name = ${schedule.name}`);
      return true;
    });
    if (isQueued) {
      await db.execute(sql`
        delete from jobs where kind = ${schedule.kind} and project_id is null and state in ('succeeded', 'failed', 'cancelled')
          and finished_at < now() - ${FINISHED_KEPT}::interval`);
    }
    return isQueued;
  }
}
