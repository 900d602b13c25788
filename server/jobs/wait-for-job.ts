// A request that answers once its job has finished (Qdrant's snapshot calls
// with wait=true): the job's row read again until it is in a finished state,
// at first often, then every half second. The job runs wherever the queue
// puts it, on this instance or another.
import { setTimeout as sleep } from "node:timers/promises";
import { FINISHED_JOB_STATES } from "../../contract/jobs";
import type { Database } from "../db/client";
import type { Job } from "../db/schema";
import { findJob } from "./job-store";

const FIRST_POLL_MS = 20;
const LAST_POLL_MS = 500;

export async function waitForJob(db: Database, projectId: string, id: string, signal?: AbortSignal): Promise<Job> {
  for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(LAST_POLL_MS, pollMs * 2)) {
    const job = await findJob(db, projectId, id);
    if (!job) throw new Error(`job ${id} is gone`);
    if (FINISHED_JOB_STATES.includes(job.state)) return job;
    await sleep(pollMs, undefined, signal ? { signal } : undefined);
  }
}
