// The service's own recurring work (usage rollups, gauge samples, and alert
// evaluation later): a runner of its own, so that imports filling the main
// runner's slots never delay the minute's work, and the scheduler that queues
// each schedule's job once per period across instances (job-scheduler.ts).
//
//   periodic.every({ name: "collection-gauges", periodSeconds: 60 }, handler);
//
// Started and stopped by server/app.ts with the service.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { JobRunner, type JobHandler } from "./job-runner";
import { JobScheduler } from "./job-scheduler";

export interface PeriodicJobsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** This instance's name in the jobs it owns (server/instance-id.ts); the main runner's with a suffix. */
  owner?: string;
  tickMs?: number;
  /** Periodic jobs run at once on this instance (default 2). */
  concurrency?: number;
}

const RUNNER_POLL_MS = 15_000;

export class PeriodicJobs {
  private readonly runner: JobRunner;
  private readonly scheduler: JobScheduler;

  constructor({ db, log, owner, tickMs, concurrency = 2 }: PeriodicJobsOptions) {
    // The scheduler wakes the runner of the instance that queued a job; polling only picks up runs a stopped instance left.
    this.runner = new JobRunner({ db, log, owner: owner === undefined ? undefined : `${owner}/periodic`, concurrency, pollMs: RUNNER_POLL_MS });
    this.scheduler = new JobScheduler({ db, log, tickMs, onQueued: () => this.runner.wake() });
  }

  /** Runs `handler` once per period; the schedule's job kind is the handler's. */
  every<Input, Checkpoint>({ name, periodSeconds, input }: { name: string; periodSeconds: number; input?: Input }, handler: JobHandler<Input, Checkpoint>): void {
    this.runner.register(handler);
    this.scheduler.add({ name, kind: handler.kind, periodSeconds, input });
  }

  async start(): Promise<void> {
    await this.runner.start();
    await this.scheduler.start();
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.runner.stop();
  }
}
