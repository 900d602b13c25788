// The in-process worker over the jobs table. It claims the oldest job of the
// kinds it has handlers for (FOR UPDATE SKIP LOCKED: several instances on one
// PostgreSQL share the queue and never run one job twice), runs it, and while
// it runs refreshes its heartbeat every HEARTBEAT_MS; a job whose owner has
// not done so for STALE_AFTER_MS is taken over by the next claim, from the
// checkpoint its handler last wrote. A cancel asked for on this instance
// stops the job at once, one asked for on another within a heartbeat. On
// stop, running jobs are aborted and given back to the queue.
//
// Every job ends. An end that cannot be written as it is (its progress or
// result refused by the store) is written again as failed, without them; a
// job claimed MAX_ATTEMPTS times without an end recorded (each run killed,
// lost, or unable to write) is failed with a reason rather than run again.
import { randomUUID } from "node:crypto";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { JobProgress } from "../../contract/jobs";
import type { Database } from "../db/client";
import type { Job } from "../db/schema";
import { claimJob, failJobsClaimedTooOften, finishJob, heartbeat, recordProgress, releaseJobsOf, type Outcome, type Transaction } from "./job-store";

export interface JobContext<Input = unknown, Checkpoint = unknown> {
  job: Job;
  input: Input;
  /** Where the last run stopped, as written with `progress`; null on the first run. */
  checkpoint: Checkpoint | null;
  /** Aborted when the job is cancelled, taken over, or the instance stops: stop soon after. */
  signal: AbortSignal;
  /**
   * Records progress, and where to resume (`checkpoint`); with `tx`, in that
   * transaction, beside the writes it covers. Throws (and aborts `signal`)
   * when this instance no longer owns the job.
   */
  progress(progress: JobProgress, checkpoint?: Checkpoint, tx?: Transaction): Promise<void>;
}

/** Runs one kind of job. What `run` returns is the job's result; what it throws, its error. */
export interface JobHandler<Input = unknown, Checkpoint = unknown> {
  kind: string;
  run(context: JobContext<Input, Checkpoint>): Promise<unknown>;
}

/** A job stopped by its signal: cancelled, taken over, or the instance stopping. */
export class JobStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`job stopped: ${reason}`);
  }
}

type StopReason = "cancelled" | "lost" | "shutdown";

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** How often to look for work when idle. */
  pollMs?: number;
  heartbeatMs?: number;
  staleAfterMs?: number;
  /** Claims of one job (takeovers and restarts included) after which it is failed rather than claimed again. */
  maxAttempts?: number;
  /** Identifies this instance in the jobs it owns; kept across restarts (server/instance-id.ts), a new one when absent. */
  owner?: string;
}

interface Running {
  job: Job;
  controller: AbortController;
  progress: JobProgress;
  done: Promise<void>;
  /** Its outcome is known (being recorded): too late to cancel. */
  ending: boolean;
}

const DEFAULTS = { concurrency: 2, pollMs: 1_000, heartbeatMs: 1_000, staleAfterMs: 15_000, maxAttempts: 10 };

export class JobRunner {
  readonly owner: string;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, Running>();
  private readonly settings: typeof DEFAULTS;
  private pollTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private claiming: Promise<void> | null = null;
  /** A wake came while a claim was under way, which may have looked before the job it announces was queued. */
  private wokenWhileClaiming = false;
  private isStarted = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.owner = options.owner ?? `instance-${randomUUID()}`;
    this.settings = {
      concurrency: options.concurrency ?? DEFAULTS.concurrency,
      pollMs: options.pollMs ?? DEFAULTS.pollMs,
      heartbeatMs: options.heartbeatMs ?? DEFAULTS.heartbeatMs,
      staleAfterMs: options.staleAfterMs ?? DEFAULTS.staleAfterMs,
      maxAttempts: options.maxAttempts ?? DEFAULTS.maxAttempts,
    };
  }

  register<Input, Checkpoint>(handler: JobHandler<Input, Checkpoint>): void {
    if (this.handlers.has(handler.kind)) throw new Error(`a handler for ${handler.kind} jobs is registered already`);
    this.handlers.set(handler.kind, handler as JobHandler);
  }

  /** Queues again the jobs this instance left running when it last stopped (a crash: it runs none yet), then claims work. */
  async start(): Promise<void> {
    if (this.isStarted) return;
    const released = await releaseJobsOf(this.options.db, this.owner);
    if (released > 0) this.options.log.info({ released }, `resuming ${released} job(s) this instance was running when it stopped`);
    this.isStarted = true;
    this.heartbeatTimer = setInterval(() => void this.beat(), this.settings.heartbeatMs);
    this.heartbeatTimer.unref();
    this.wake();
  }

  /** Looks for work now (after a job is queued on this instance), not at the next poll. */
  wake(): void {
    if (!this.isStarted) return;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    if (this.claiming) {
      this.wokenWhileClaiming = true;
      return;
    }
    this.claiming = this.claimWhileFree().finally(() => {
      this.claiming = null;
      if (this.wokenWhileClaiming) {
        this.wokenWhileClaiming = false;
        this.wake();
      } else this.schedulePoll();
    });
  }

  /** Stops a job this instance runs, at once; false if it runs none of that id. */
  cancelLocally(id: string): boolean {
    const running = this.running.get(id);
    if (!running || running.ending) return false;
    running.controller.abort(new JobStopped("cancelled"));
    return true;
  }

  /** Aborts the running jobs, gives them back to the queue, and stops claiming. */
  async stop(): Promise<void> {
    this.isStarted = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await this.claiming;
    for (const running of this.running.values()) running.controller.abort(new JobStopped("shutdown"));
    await Promise.all([...this.running.values()].map((running) => running.done));
  }

  private schedulePoll(): void {
    if (!this.isStarted) return;
    this.pollTimer = setTimeout(() => this.wake(), this.settings.pollMs);
    this.pollTimer.unref();
  }

  private async claimWhileFree(): Promise<void> {
    if (this.running.size >= this.settings.concurrency) return;
    const kinds = [...this.handlers.keys()];
    const { staleAfterMs, maxAttempts } = this.settings;
    try {
      const reason = `The job was started ${maxAttempts} times and never finished (each run was interrupted or could not record its end): it is stopped`;
      for (const job of await failJobsClaimedTooOften(this.options.db, kinds, staleAfterMs, maxAttempts, reason)) {
        this.options.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, "failed a job started too many times without an end");
      }
    } catch (error) {
      this.options.log.error({ err: error }, "could not fail the jobs started too many times");
    }
    while (this.isStarted && this.running.size < this.settings.concurrency) {
      let job: Job | undefined;
      try {
        job = await claimJob(this.options.db, this.owner, kinds, staleAfterMs);
      } catch (error) {
        this.options.log.error({ err: error }, "could not claim a job");
        return;
      }
      if (!job) return;
      this.begin(job);
    }
  }

  private begin(job: Job): void {
    const handler = this.handlers.get(job.kind) as JobHandler;
    const controller = new AbortController();
    const running: Running = { job, controller, progress: job.progress, done: Promise.resolve(), ending: false };
    this.running.set(job.id, running);
    if (job.attempts > 1) this.options.log.info({ jobId: job.id, kind: job.kind, attempts: job.attempts }, "resuming a job from its checkpoint");
    running.done = this.runToEnd(handler, running).finally(() => {
      this.running.delete(job.id);
      this.wake();
    });
  }

  private async runToEnd(handler: JobHandler, running: Running): Promise<void> {
    const { job, controller } = running;
    const { db, log } = this.options;
    const context: JobContext = {
      job,
      input: job.input,
      checkpoint: job.checkpoint ?? null,
      signal: controller.signal,
      // Also after a cancel or a stop: a handler may record the work it finished before stopping. Only a run that
      // still owns the job records anything.
      progress: async (progress, checkpoint, tx) => {
        if (!(await recordProgress(tx ?? db, this.owner, job.id, progress, checkpoint))) {
          controller.abort(new JobStopped("lost"));
          throw controller.signal.reason;
        }
        running.progress = progress;
      },
    };
    let outcome: Outcome;
    if (job.cancelRequested) {
      outcome = { state: "cancelled" };
    } else {
      try {
        outcome = { state: "succeeded", result: await handler.run(context) };
      } catch (error) {
        outcome = outcomeOfError(error, controller.signal);
      }
    }
    running.ending = true;
    if (controller.signal.reason instanceof JobStopped && controller.signal.reason.reason === "lost") {
      log.warn({ jobId: job.id }, "another instance took the job over: this run's end is not recorded");
      return;
    }
    await this.recordEnd(job, outcome, running.progress);
  }

  /**
   * Writes the end of this run; if the store refuses it, writes it again as failed without the progress and result
   * it carried. Unrecorded still (the store unreachable), the job stays running under this owner until its heartbeat
   * is stale: then it is taken over, at most maxAttempts times.
   */
  private async recordEnd(job: Job, outcome: Outcome, progress: JobProgress): Promise<void> {
    const { db, log } = this.options;
    const ends: Outcome[] = [outcome];
    if (outcome.state !== "queued") ends.push({ state: "failed", error: unrecordedEnd(outcome) });
    for (const [index, end] of ends.entries()) {
      try {
        const recorded = await finishJob(db, this.owner, job.id, end, index === 0 ? progress : undefined);
        if (!recorded) log.warn({ jobId: job.id }, "another instance took the job over: this run's end is not recorded");
        else if (end.state === "failed") log.warn({ jobId: job.id, kind: job.kind, error: end.error }, "job failed");
        return;
      } catch (error) {
        log.error({ err: error, jobId: job.id, state: end.state }, "could not record the end of a job");
      }
    }
  }

  private async beat(): Promise<void> {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    let owned: Map<string, { cancelRequested: boolean }>;
    try {
      owned = await heartbeat(this.options.db, this.owner, ids);
    } catch (error) {
      this.options.log.error({ err: error }, "could not refresh the heartbeat of running jobs");
      return;
    }
    for (const id of ids) {
      const running = this.running.get(id);
      const state = owned.get(id);
      if (!running) continue;
      if (!state) running.controller.abort(new JobStopped("lost"));
      else if (state.cancelRequested) running.controller.abort(new JobStopped("cancelled"));
    }
  }
}

function outcomeOfError(error: unknown, signal: AbortSignal): Outcome {
  const stopped = signal.aborted && signal.reason instanceof JobStopped ? signal.reason : error instanceof JobStopped ? error : null;
  if (stopped?.reason === "cancelled") return { state: "cancelled" };
  if (stopped) return { state: "queued" };
  // A query's message holds its SQL and parameters: for the log, not for the job's user.
  if (error instanceof DrizzleQueryError) return { state: "failed", error: "The job could not record its work in the metadata store" };
  return { state: "failed", error: error instanceof Error ? error.message : String(error) };
}

/** The reason given when an end could not be written as it was. */
function unrecordedEnd(outcome: Exclude<Outcome, { state: "queued" }>): string {
  switch (outcome.state) {
    case "succeeded":
      return "The job finished, but its result could not be recorded";
    case "cancelled":
      return "The job was cancelled, but its progress could not be recorded";
    case "failed":
      return `The job failed, and its progress could not be recorded: ${outcome.error}`;
  }
}
