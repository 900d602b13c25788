// The jobs table, as the runner and the routes use it. Every change to a
// running job is made on the condition that the caller still owns it (owner
// and state in the WHERE clause): an instance that lost a job to a takeover
// cannot write over the new owner's work. Times come from the database's
// clock, so instances with drifting clocks agree on who is stale. Text from a
// job (its error) is stored as a text column takes it (../db/storable-text.ts).
import { and, desc, eq, gte, inArray, lt, or, sql } from "drizzle-orm";
import type { JobProgress } from "../../contract/jobs";
import type { Database } from "../db/client";
import { jobs, type Job } from "../db/schema";
import { storableText } from "../db/storable-text";

export interface NewJob {
  kind: string;
  projectId: string | null;
  startedBy: string | null;
  input: unknown;
  progress?: JobProgress;
}

/** What a running job writes with its progress: where to resume, inside the same transaction as the work it covers. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function enqueueJob(db: Database | Transaction, job: NewJob): Promise<Job> {
  const [created] = await db
    .insert(jobs)
    .values({ kind: job.kind, projectId: job.projectId, startedBy: job.startedBy, input: job.input, progress: job.progress ?? { done: 0 } })
    .returning();
  if (!created) throw new Error("the job was not stored");
  return created;
}

/**
 * The oldest job of these kinds that is queued, or running under an owner
 * whose heartbeat is older than `staleAfterMs`, now running under `owner`.
 * SKIP LOCKED: instances claiming at once take different jobs.
 */
export async function claimJob(db: Database, owner: string, kinds: readonly string[], staleAfterMs: number): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, [...kinds]), isClaimable(staleAfterMs)))
      .orderBy(jobs.createdAt)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!candidate) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({ state: "running", owner, heartbeatAt: sql`now()`, attempts: sql`${jobs.attempts} + 1`, startedAt: sql`coalesce(${jobs.startedAt}, now())` })
      .where(eq(jobs.id, candidate.id))
      .returning();
    return claimed;
  });
}

/**
 * Ends as failed, with `reason`, the claimable jobs of these kinds (queued, or running under an owner whose heartbeat
 * is stale) that were claimed `maxAttempts` times already: each of those runs stopped without recording an end (its
 * instance was killed, or stopped, or could not write the end), and another would most likely do the same. The same
 * condition as a claim's: a job some instance owns is left to it.
 */
export async function failJobsClaimedTooOften(db: Database, kinds: readonly string[], staleAfterMs: number, maxAttempts: number, reason: string): Promise<Pick<Job, "id" | "kind" | "attempts">[]> {
  if (kinds.length === 0) return [];
  return db
    .update(jobs)
    .set({ state: "failed", error: storableText(reason), owner: null, heartbeatAt: null, finishedAt: sql`now()` })
    .where(and(inArray(jobs.kind, [...kinds]), gte(jobs.attempts, maxAttempts), isClaimable(staleAfterMs)))
    .returning({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts });
}

/** Queued, or running under an owner whose heartbeat is older than `staleAfterMs`. */
function isClaimable(staleAfterMs: number) {
  return or(eq(jobs.state, "queued"), and(eq(jobs.state, "running"), lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`)));
}

/** Back to the queue: the jobs `owner` was running (at its start, after a crash); how many. */
export async function releaseJobsOf(db: Database, owner: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ state: "queued", owner: null, heartbeatAt: null })
    .where(and(eq(jobs.owner, owner), eq(jobs.state, "running")))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Refreshes the heartbeat of the jobs `owner` runs; answers, for each it still owns, whether a cancel was asked for. */
export async function heartbeat(db: Database, owner: string, ids: readonly string[]): Promise<Map<string, { cancelRequested: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(inArray(jobs.id, [...ids]), eq(jobs.owner, owner), eq(jobs.state, "running")))
    .returning({ id: jobs.id, cancelRequested: jobs.cancelRequested });
  return new Map(rows.map((row) => [row.id, { cancelRequested: row.cancelRequested }]));
}

/** Writes progress (and a checkpoint) of a job `owner` runs; false when it no longer owns it. */
export async function recordProgress(db: Database | Transaction, owner: string, id: string, progress: JobProgress, checkpoint?: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ progress, heartbeatAt: sql`now()`, ...(checkpoint === undefined ? {} : { checkpoint }) })
    .where(and(eq(jobs.id, id), eq(jobs.owner, owner), eq(jobs.state, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export type Outcome =
  | { state: "succeeded"; result: unknown }
  | { state: "failed"; error: string }
  | { state: "cancelled" }
  /** Given back unfinished (the instance is stopping): queued again, from its checkpoint. */
  | { state: "queued" };

/** Ends `owner`'s run of the job (its error as a text column takes it); false when it no longer owns it. */
export async function finishJob(db: Database, owner: string, id: string, outcome: Outcome, progress?: JobProgress): Promise<boolean> {
  const ended = outcome.state !== "queued";
  const rows = await db
    .update(jobs)
    .set({
      state: outcome.state,
      owner: null,
      heartbeatAt: null,
      ...(progress ? { progress } : {}),
      ...(outcome.state === "succeeded" ? { result: outcome.result ?? null } : {}),
      ...(outcome.state === "failed" ? { error: storableText(outcome.error) } : {}),
      ...(ended ? { finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.owner, owner), eq(jobs.state, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Asks a job to stop: a queued one is cancelled at once, a running one is flagged for its owner. Undefined if there is no such job. */
export async function requestCancel(db: Database, projectId: string, id: string): Promise<Job | undefined> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.projectId, projectId)))
      .for("update");
    if (!job) return undefined;
    if (job.state === "queued") {
      const [cancelled] = await tx.update(jobs).set({ state: "cancelled", finishedAt: sql`now()` }).where(eq(jobs.id, id)).returning();
      return cancelled;
    }
    if (job.state !== "running") return job;
    const [flagged] = await tx.update(jobs).set({ cancelRequested: true }).where(eq(jobs.id, id)).returning();
    return flagged;
  });
}

export async function findJob(db: Database, projectId: string, id: string): Promise<Job | undefined> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.projectId, projectId)));
  return job;
}

/** Whether a queued or running job of `kind` in the project has `value` as its input's `field`. */
export async function hasUnfinishedJobWith(db: Database, projectId: string, kind: string, field: string, value: string): Promise<boolean> {
  const [found] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.projectId, projectId), eq(jobs.kind, kind), inArray(jobs.state, ["queued", "running"]), sql`${jobs.input} ->> ${field} = ${value}`))
    .limit(1);
  return found !== undefined;
}

export async function listJobs(db: Database, projectId: string, { kind, limit }: { kind?: string; limit: number }): Promise<Job[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.projectId, projectId), kind === undefined ? undefined : eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}
