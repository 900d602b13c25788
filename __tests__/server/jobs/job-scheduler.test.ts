// Periodic jobs across instances (server/jobs/job-scheduler.ts, periodic-jobs.ts),
// on PGlite and PostgreSQL: two instances ticking on one store queue one job
// per period between them; while a schedule's last job still runs, periods
// pass without another; finished runs older than a day are deleted.
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../server/db/client";
import { jobs } from "../../../server/db/schema";
import type { JobHandler } from "../../../server/jobs/job-runner";
import { PeriodicJobs } from "../../../server/jobs/periodic-jobs";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

const started: PeriodicJobs[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((periodic) => periodic.stop()));
});

async function instance(db: Database, kind: string, handler: JobHandler["run"], periodSeconds = 1): Promise<PeriodicJobs> {
  const periodic = new PeriodicJobs({ db, log: silent, tickMs: 50 });
  periodic.every({ name: kind, periodSeconds }, { kind, run: handler });
  await periodic.start();
  started.push(periodic);
  return periodic;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachStore("periodic jobs", (getStore) => {
  it("queues one job per period however many instances tick", async () => {
    const { db } = getStore();
    const kind = `tick-${Date.now()}`;
    const runs: string[] = [];
    const handler: JobHandler["run"] = async ({ job }) => void runs.push(job.id);
    await Promise.all([instance(db, kind, handler), instance(db, kind, handler)]);
    await sleep(4_500);
    await Promise.all(started.splice(0).map((periodic) => periodic.stop()));

    const rows = await db.select({ createdAt: jobs.createdAt, state: jobs.state }).from(jobs).where(eq(jobs.kind, kind));
    const periods = rows.map((row) => Math.floor(row.createdAt.getTime() / 1000));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(new Set(periods).size).toBe(periods.length);
    expect(runs).toHaveLength(rows.filter((row) => row.state === "succeeded").length);
  });

  it("lets periods pass while the last run is still going", async () => {
    const { db } = getStore();
    const kind = `slow-${Date.now()}`;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await instance(db, kind, async () => {
      calls += 1;
      if (calls === 1) await held;
    });
    await sleep(3_500);
    expect(await db.select().from(jobs).where(eq(jobs.kind, kind))).toHaveLength(1);
    release();
    for (const deadline = Date.now() + 5_000; calls < 2 && Date.now() < deadline; ) await sleep(50);
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("deletes a schedule's finished runs after a day", async () => {
    const { db } = getStore();
    const kind = `old-${Date.now()}`;
    await db.insert(jobs).values({ kind, state: "succeeded", input: null, finishedAt: sql`now() - interval '2 days'` });
    await db.insert(jobs).values({ kind, state: "failed", input: null, finishedAt: sql`now() - interval '1 hour'` });
    await instance(db, kind, async () => undefined, 3_600);
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; await sleep(50)) {
      const old = await db.select().from(jobs).where(and(eq(jobs.kind, kind), sql`${jobs.finishedAt} < now() - interval '1 day'`));
      if (old.length === 0) break;
    }
    // The run just queued and the failure of an hour ago stay; the success of two days ago is gone.
    const left = await db.select({ state: jobs.state, finishedAt: jobs.finishedAt }).from(jobs).where(eq(jobs.kind, kind));
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.finishedAt === null || row.finishedAt.getTime() > Date.now() - 86_400_000)).toBe(true);
  });
});
