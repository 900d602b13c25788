// The jobs runner on a real metadata store (PGlite and PostgreSQL): a job runs
// once and records its progress and result or its error; a cancel stops it
// (at once on its own instance, within a heartbeat from another); a job whose
// owner stopped heartbeating, or that an instance gave back when stopping, is
// resumed from its checkpoint; two runners on one store share the queue and
// never run one job twice; an instance that lost a job cannot record over it.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import { jobs, type Job } from "../../../server/db/schema";
import { JobRunner, type JobContext, type JobHandler } from "../../../server/jobs/job-runner";
import { enqueueJob } from "../../../server/jobs/job-store";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as ConstructorParameters<typeof JobRunner>[0]["log"];

/** A runner that polls and beats fast, so that tests wait little; stopped after each test. */
const runners: JobRunner[] = [];
async function startRunner(db: Database, handlers: JobHandler[], options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}): Promise<JobRunner> {
  const runner = new JobRunner({ db, log: silent, pollMs: 50, heartbeatMs: 100, staleAfterMs: 2_000, ...options });
  for (const handler of handlers) runner.register(handler);
  await runner.start();
  runners.push(runner);
  return runner;
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

async function waitForJob(db: Database, id: string, until: (job: Job) => boolean, timeoutMs = 10_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (job && until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job?.state ?? "gone"} with ${JSON.stringify(job?.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const isOver = (job: Job) => ["succeeded", "failed", "cancelled"].includes(job.state);

/** Resolves once the signal aborts. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

/** Counts to `input.to`, one step per checkpoint, resuming from the checkpoint; waits for the signal at `input.holdAt` unless told not to. */
function countingHandler(kind: string, seen: { step: number; owner: string }[] = [], { holds = true } = {}): JobHandler<{ to: number; holdAt?: number }, { step: number }> {
  return {
    kind,
    async run({ input, checkpoint, progress, signal, job }: JobContext<{ to: number; holdAt?: number }, { step: number }>) {
      for (let step = (checkpoint?.step ?? 0) + 1; step <= input.to; step += 1) {
        if (holds && step === input.holdAt) await aborted(signal);
        seen.push({ step, owner: job.owner ?? "" });
        await progress({ done: step, total: input.to, unit: "steps" }, { step });
      }
      return { counted: input.to };
    },
  };
}

describeEachStore("jobs runner", (getStore) => {
  const db = () => getStore().db;
  const kind = () => `count-${randomUUID()}`;

  it("runs a queued job once, with its progress and result", async () => {
    const seen: { step: number; owner: string }[] = [];
    const counting = countingHandler(kind(), seen);
    const runner = await startRunner(db(), [counting]);
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: "user-1", input: { to: 3 } });
    expect(queued.state).toBe("queued");
    const job = await waitForJob(db(), queued.id, isOver);
    expect(job).toMatchObject({ state: "succeeded", result: { counted: 3 }, progress: { done: 3, total: 3, unit: "steps" }, checkpoint: { step: 3 }, attempts: 1, owner: null, error: null });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    expect(seen).toEqual([1, 2, 3].map((step) => ({ step, owner: runner.owner })));
  });

  it("fails a job with its handler's message", async () => {
    const failing: JobHandler = {
      kind: kind(),
      async run({ progress }) {
        await progress({ done: 1 });
        throw new Error("The file's header could not be read: expected a comma-separated first line");
      },
    };
    await startRunner(db(), [failing]);
    const queued = await enqueueJob(db(), { kind: failing.kind, projectId: null, startedBy: null, input: null });
    expect(await waitForJob(db(), queued.id, isOver)).toMatchObject({
      state: "failed",
      error: "The file's header could not be read: expected a comma-separated first line",
      progress: { done: 1 },
      result: null,
    });
  });

  it("claims at once a job announced while a claim was under way (which looked before it was queued)", async () => {
    const counting = countingHandler(kind());
    // Every claim's answer waits at the gate, so the first claim (at start) is under way when the job is announced.
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated = new Proxy(db(), {
      get(target, key) {
        if (key === "transaction") return async (...args: Parameters<Database["transaction"]>) => [await target.transaction(...args), await gate][0];
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const runner = await startRunner(gated, [counting], { pollMs: 60_000 });
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 1 } });
    runner.wake();
    open();
    expect(await waitForJob(db(), queued.id, isOver, 5_000)).toMatchObject({ state: "succeeded" });
  });

  it("stops a running job at once when this instance cancels it, keeping how far it got", async () => {
    const counting = countingHandler(kind());
    const runner = await startRunner(db(), [counting]);
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 10, holdAt: 4 } });
    await waitForJob(db(), queued.id, (job) => job.progress.done === 3);
    const started = Date.now();
    expect(runner.cancelLocally(queued.id)).toBe(true);
    const job = await waitForJob(db(), queued.id, isOver);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(job).toMatchObject({ state: "cancelled", progress: { done: 3, total: 10 }, checkpoint: { step: 3 } });
    expect(runner.cancelLocally(queued.id)).toBe(false);
  });

  it("stops a running job within a heartbeat when the cancel is flagged in the table (as from another instance)", async () => {
    const counting = countingHandler(kind());
    await startRunner(db(), [counting]);
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 10, holdAt: 2 } });
    await waitForJob(db(), queued.id, (job) => job.progress.done === 1);
    await db().update(jobs).set({ cancelRequested: true }).where(eq(jobs.id, queued.id));
    const started = Date.now();
    const job = await waitForJob(db(), queued.id, isOver);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(job).toMatchObject({ state: "cancelled", progress: { done: 1 } });
  });

  it("takes over a job whose owner stopped heartbeating, resuming from its checkpoint", async () => {
    const seen: { step: number; owner: string }[] = [];
    const counting = countingHandler(kind(), seen);
    // What a killed instance leaves: the job running under it, its heartbeat old, its checkpoint at step 2.
    const orphan = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 4 } });
    await db()
      .update(jobs)
      .set({ state: "running", owner: "instance-killed", attempts: 1, heartbeatAt: sql`now() - interval '1 minute'`, checkpoint: { step: 2 }, progress: { done: 2, total: 4 } })
      .where(eq(jobs.id, orphan.id));
    // A job whose owner is alive (fresh heartbeat) is left alone.
    const alive = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 4 } });
    await db().update(jobs).set({ state: "running", owner: "instance-alive", attempts: 1, heartbeatAt: sql`now() + interval '1 hour'` }).where(eq(jobs.id, alive.id));

    const runner = await startRunner(db(), [counting]);
    const job = await waitForJob(db(), orphan.id, isOver);
    expect(job).toMatchObject({ state: "succeeded", attempts: 2, progress: { done: 4, total: 4 } });
    expect(seen).toEqual([{ step: 3, owner: runner.owner }, { step: 4, owner: runner.owner }]);
    const [untouched] = await db().select().from(jobs).where(eq(jobs.id, alive.id));
    expect(untouched).toMatchObject({ state: "running", owner: "instance-alive", attempts: 1 });
  });

  it("resumes at its restart, at once, the jobs it was running when it was killed", async () => {
    const seen: { step: number; owner: string }[] = [];
    const counting = countingHandler(kind(), seen);
    // Killed a moment ago: its heartbeat is fresh, so another instance would wait; the same instance knows the job is its own.
    const killed = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 3 } });
    await db()
      .update(jobs)
      .set({ state: "running", owner: "instance-restarted", attempts: 1, heartbeatAt: sql`now()`, checkpoint: { step: 1 }, progress: { done: 1, total: 3 } })
      .where(eq(jobs.id, killed.id));
    await startRunner(db(), [counting], { owner: "instance-restarted", staleAfterMs: 60_000 });
    const job = await waitForJob(db(), killed.id, isOver, 2_000);
    expect(job).toMatchObject({ state: "succeeded", attempts: 2, progress: { done: 3 } });
    expect(seen.map((entry) => entry.step)).toEqual([2, 3]);
  });

  it("gives running jobs back to the queue when it stops; the next runner resumes them", async () => {
    const seen: { step: number; owner: string }[] = [];
    const counting = countingHandler(kind(), seen);
    const first = await startRunner(db(), [counting]);
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 5, holdAt: 3 } });
    await waitForJob(db(), queued.id, (job) => job.progress.done === 2);
    await first.stop();
    expect((await db().select().from(jobs).where(eq(jobs.id, queued.id)))[0]).toMatchObject({ state: "queued", owner: null, checkpoint: { step: 2 }, finishedAt: null });

    const resumer = countingHandler(counting.kind, seen, { holds: false });
    const second = await startRunner(db(), [resumer]);
    const job = await waitForJob(db(), queued.id, isOver);
    expect(job).toMatchObject({ state: "succeeded", attempts: 2, progress: { done: 5 } });
    expect(seen.map(({ step, owner }) => [step, owner === first.owner ? "first" : owner === second.owner ? "second" : owner])).toEqual([
      [1, "first"],
      [2, "first"],
      [3, "second"],
      [4, "second"],
      [5, "second"],
    ]);
  });

  it("shares the queue between two runners on one store: every job runs exactly once", async () => {
    const runs: string[] = [];
    const recording: JobHandler = {
      kind: kind(),
      async run({ job, progress }) {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await progress({ done: 1 });
        return null;
      },
    };
    const created = await Promise.all(Array.from({ length: 20 }, () => enqueueJob(db(), { kind: recording.kind, projectId: null, startedBy: null, input: null })));
    const left = await startRunner(db(), [recording], { concurrency: 2 });
    const right = await startRunner(db(), [{ ...recording }], { concurrency: 2 });
    const finished = await Promise.all(created.map((job) => waitForJob(db(), job.id, isOver)));
    expect(finished.every((job) => job.state === "succeeded" && job.attempts === 1)).toBe(true);
    expect(runs.sort()).toEqual(created.map((job) => job.id).sort());
    expect(left.owner).not.toBe(right.owner);
  });

  it("does not let an instance that lost its job record progress or an end over the new owner's", async () => {
    const counting = countingHandler(kind());
    await startRunner(db(), [counting]);
    const queued = await enqueueJob(db(), { kind: counting.kind, projectId: null, startedBy: null, input: { to: 5, holdAt: 3 } });
    await waitForJob(db(), queued.id, (job) => job.progress.done === 2);
    // Another instance took it over (as after a long pause of this one).
    await db().update(jobs).set({ owner: "instance-new", progress: { done: 2, message: "taken over" } }).where(eq(jobs.id, queued.id));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [job] = await db().select().from(jobs).where(eq(jobs.id, queued.id));
    expect(job).toMatchObject({ state: "running", owner: "instance-new", progress: { done: 2, message: "taken over" }, finishedAt: null });
  });
});
