// /api/projects/:projectId/jobs over HTTP, with the service's own runner and a
// kind of job defined here: a project lists its jobs newest first and reads
// one with its progress; a cancel stops a queued job at once and a running one
// within a second, keeping its progress; a finished job cannot be cancelled;
// another organisation's jobs are not found; bad input is a 400 naming it.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { jobResponseSchema, listJobsResponseSchema, type JobSummary } from "../../../contract/jobs";
import { jobs } from "../../../server/db/schema";
import type { JobHandler } from "../../../server/jobs/job-runner";
import { enqueueJob } from "../../../server/jobs/job-store";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

/** Counts to `input.to`; at `input.holdAt` it waits until stopped. */
const counting: JobHandler<{ to: number; holdAt?: number }> = {
  kind: "test-count",
  async run({ input, progress, signal }) {
    for (let step = 1; step <= input.to; step += 1) {
      if (step === input.holdAt) {
        await new Promise((_resolve, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        });
      }
      await progress({ done: step, total: input.to, unit: "rows" }, { step });
    }
    return { counted: input.to };
  },
};

describeEachStore("/api/projects/:projectId/jobs", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { jobHandlers: [counting] });
  });
  afterAll(() => server.close());

  const api = (owner: Owner, method: string, path: string) => server.call(method, path, { headers: { authorization: `Bearer ${owner.token}` } });
  const jobsPath = (owner: Owner, rest = "") => `/api/projects/${owner.projectId}/jobs${rest}`;
  const enqueue = (owner: Owner, input: { to: number; holdAt?: number }, kind = counting.kind) =>
    enqueueJob(getStore().db, { kind, projectId: owner.projectId, startedBy: owner.sub, input });

  async function readJob(owner: Owner, id: string): Promise<JobSummary> {
    const reply = await api(owner, "GET", jobsPath(owner, `/${id}`));
    expect(reply.status).toBe(200);
    return jobResponseSchema.parse(reply.body).job;
  }

  async function waitFor(owner: Owner, id: string, until: (job: JobSummary) => boolean): Promise<JobSummary> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await readJob(owner, id);
      if (until(job)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id}: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("lists the project's jobs newest first, and shows one with its progress and result", async () => {
    const owner = await server.createOwner();
    const first = await enqueue(owner, { to: 2 });
    const second = await enqueue(owner, { to: 3 });
    const done = await waitFor(owner, second.id, (job) => job.state === "succeeded");
    expect(done).toEqual({
      id: second.id,
      kind: "test-count",
      import: null,
      state: "succeeded",
      progress: { done: 3, total: 3, unit: "rows" },
      error: null,
      result: { counted: 3 },
      attempts: 1,
      cancelRequested: false,
      startedBy: owner.sub,
      createdAt: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    await waitFor(owner, first.id, (job) => job.state === "succeeded");
    const listed = listJobsResponseSchema.parse((await api(owner, "GET", jobsPath(owner))).body).jobs;
    expect(listed.map((job) => job.id)).toEqual([second.id, first.id]);
    const limited = listJobsResponseSchema.parse((await api(owner, "GET", jobsPath(owner, "?limit=1&kind=test-count"))).body).jobs;
    expect(limited.map((job) => job.id)).toEqual([second.id]);
    expect(listJobsResponseSchema.parse((await api(owner, "GET", jobsPath(owner, "?kind=import"))).body).jobs).toEqual([]);
  });

  it("cancels a queued job at once, and a running one within a second, keeping how far it got", async () => {
    const owner = await server.createOwner();
    // A kind no runner handles stays queued.
    const waiting = await enqueue(owner, { to: 1 }, `unhandled-${randomUUID()}`);
    const cancelledQueued = await api(owner, "POST", jobsPath(owner, `/${waiting.id}/cancel`));
    expect(cancelledQueued.status).toBe(200);
    expect(jobResponseSchema.parse(cancelledQueued.body).job).toMatchObject({ state: "cancelled", progress: { done: 0 }, finishedAt: expect.any(String) });

    const running = await enqueue(owner, { to: 10, holdAt: 5 });
    await waitFor(owner, running.id, (job) => job.progress.done === 4);
    const started = Date.now();
    const asked = await api(owner, "POST", jobsPath(owner, `/${running.id}/cancel`));
    expect(asked.status).toBe(200);
    expect(jobResponseSchema.parse(asked.body).job).toMatchObject({ state: "running", cancelRequested: true });
    const stopped = await waitFor(owner, running.id, (job) => job.state !== "running");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stopped).toMatchObject({ state: "cancelled", progress: { done: 4, total: 10, unit: "rows" }, cancelRequested: false, error: null });

    // Cancelling again changes nothing; a finished job has nothing to cancel.
    expect((await api(owner, "POST", jobsPath(owner, `/${running.id}/cancel`))).status).toBe(200);
    const finished = await enqueue(owner, { to: 1 });
    await waitFor(owner, finished.id, (job) => job.state === "succeeded");
    expect(await api(owner, "POST", jobsPath(owner, `/${finished.id}/cancel`))).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "The job has succeeded already: there is nothing to cancel" } },
    });
  });

  it("finds no job of another organisation, and no job by a malformed id", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const job = await enqueue(owner, { to: 1 });
    const notFound = { status: 404, body: { error: { code: "not_found", message: "No such job in this project" } } };
    expect(await api(stranger, "GET", jobsPath(stranger, `/${job.id}`))).toEqual(notFound);
    expect(await api(stranger, "POST", jobsPath(stranger, `/${job.id}/cancel`))).toEqual(notFound);
    expect(await api(owner, "GET", jobsPath(owner, "/not-a-uuid"))).toEqual(notFound);
    expect((await api(stranger, "GET", jobsPath(owner))).status).toBe(404);
    expect(listJobsResponseSchema.parse((await api(stranger, "GET", jobsPath(stranger))).body).jobs).toEqual([]);
    const [row] = await getStore().db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.cancelRequested).toBe(false);
  });

  it("refuses a bad limit with a 400 naming it", async () => {
    const owner = await server.createOwner();
    for (const [query, message] of [
      ["?limit=0", "limit must be at least 1"],
      ["?limit=101", "limit must be at most 100"],
      ["?limit=ten", "limit must be a number"],
    ]) {
      const reply = await api(owner, "GET", jobsPath(owner, query));
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
  });

  it("asks for a signed-in member", async () => {
    const owner = await server.createOwner();
    expect((await server.call("GET", jobsPath(owner))).status).toBe(401);
  });
});
