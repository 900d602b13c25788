// Every job ends (issue 23, D3), on a real metadata store (PGlite and
// PostgreSQL): an end the store refuses as it is (a result it cannot hold) is
// recorded as failed without it; an error quoting a file's NUL is stored with
// the NUL escaped; a failed query is reported without its SQL; and a job
// claimed maxAttempts times without an end recorded is failed with a reason
// rather than claimed again.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";
import { importRowErrors, jobs, type Job } from "../../../server/db/schema";
import { JobRunner, type JobHandler } from "../../../server/jobs/job-runner";
import { enqueueJob } from "../../../server/jobs/job-store";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as ConstructorParameters<typeof JobRunner>[0]["log"];

const runners: JobRunner[] = [];
async function startRunner(db: Database, handler: JobHandler, options: Partial<ConstructorParameters<typeof JobRunner>[0]> = {}): Promise<JobRunner> {
  const runner = new JobRunner({ db, log: silent, pollMs: 50, heartbeatMs: 100, staleAfterMs: 2_000, ...options });
  runner.register(handler);
  await runner.start();
  runners.push(runner);
  return runner;
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

async function waitForEnd(db: Database, id: string, timeoutMs = 10_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (job && ["succeeded", "failed", "cancelled"].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job?.state ?? "gone"} after ${timeoutMs} ms (attempts: ${job?.attempts})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachStore("the end of a job", (getStore) => {
  const db = () => getStore().db;
  const kind = () => `ends-${randomUUID()}`;

  it("records as failed, at once, a job whose result the store cannot hold", async () => {
    const handler: JobHandler = { kind: kind(), run: async ({ progress }) => (await progress({ done: 1 }), { rows: 10n }) };
    await startRunner(db(), handler);
    const queued = await enqueueJob(db(), { kind: handler.kind, projectId: null, startedBy: null, input: null });
    expect(await waitForEnd(db(), queued.id)).toMatchObject({ state: "failed", error: "The job finished, but its result could not be recorded", attempts: 1, owner: null, result: null });
  });

  it("stores an error that quotes a NUL and a lone surrogate, escaped", async () => {
    const handler: JobHandler = {
      kind: kind(),
      run: async () => {
        throw new Error("Row 5 cannot be read: \u0000x and \ud800");
      },
    };
    await startRunner(db(), handler);
    const queued = await enqueueJob(db(), { kind: handler.kind, projectId: null, startedBy: null, input: null });
    expect(await waitForEnd(db(), queued.id)).toMatchObject({ state: "failed", error: "Row 5 cannot be read: \\u0000x and \ufffd", attempts: 1 });
  });

  it("reports a failed query without its SQL and parameters", async () => {
    const handler: JobHandler = {
      kind: kind(),
      run: async ({ job }) => {
        await db().insert(importRowErrors).values({ jobId: job.id, rowNumber: 1, column: null, reason: "a \u0000 in a text column" });
      },
    };
    await startRunner(db(), handler);
    const queued = await enqueueJob(db(), { kind: handler.kind, projectId: null, startedBy: null, input: null });
    expect(await waitForEnd(db(), queued.id)).toMatchObject({ state: "failed", error: "The job could not record its work in the metadata store" });
  });

  it("fails, without running it again, a job claimed maxAttempts times that never recorded an end", async () => {
    const runs: string[] = [];
    const handler: JobHandler = { kind: kind(), run: async ({ job }) => void runs.push(job.id) };
    // What a job whose every run was killed, or could not write its end, leaves: running under an owner long gone.
    const orphan = async (attempts: number) => {
      const job = await enqueueJob(db(), { kind: handler.kind, projectId: null, startedBy: null, input: null });
      await db().update(jobs).set({ state: "running", owner: "instance-gone", attempts, heartbeatAt: sql`now() - interval '1 minute'` }).where(eq(jobs.id, job.id));
      return job.id;
    };
    const exhausted = await orphan(3);
    const resumable = await orphan(2);
    await startRunner(db(), handler, { maxAttempts: 3 });
    expect(await waitForEnd(db(), exhausted)).toMatchObject({
      state: "failed",
      error: "The job was started 3 times and never finished (each run was interrupted or could not record its end): it is stopped",
      attempts: 3,
      owner: null,
    });
    expect(await waitForEnd(db(), resumable)).toMatchObject({ state: "succeeded", attempts: 3 });
    expect(runs).toEqual([resumable]);
  });
});
