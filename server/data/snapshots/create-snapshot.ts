// POST /collections/{name}/snapshots and POST /snapshots (every collection of
// the project): a snapshot row ("writing") and the job that writes it
// (take-snapshot.ts), queued in one transaction; with wait (Qdrant's default)
// answered once the job has finished, with the snapshot's description,
// otherwise 202 at once.
import { randomUUID } from "node:crypto";
import { SNAPSHOT_JOB_KIND } from "../../../contract/jobs";
import type { SnapshotDescription } from "../../../contract/qdrant/snapshots";
import type { Principal } from "../../access/principal";
import type { Collection } from "../../db/schema";
import { enqueueJob } from "../../jobs/job-store";
import { waitForJob } from "../../jobs/wait-for-job";
import { AcceptedReply } from "../http/data-reply";
import { describeSnapshot, newSnapshotName } from "./describe-snapshot";
import { jobFailure } from "./job-outcome";
import type { SnapshotContext } from "./snapshot-context";
import { findSnapshotById, FULL_SNAPSHOT_COLLECTION, insertSnapshot } from "./snapshot-store";
import type { SnapshotJobInput } from "./take-snapshot";

/** The collection to snapshot, or "full" for every collection of the caller's project. */
export async function createSnapshot(
  context: SnapshotContext,
  principal: Principal,
  target: Collection | "full",
  options: { wait: boolean; note?: string },
): Promise<SnapshotDescription | AcceptedReply> {
  const { db } = context.plane;
  const id = randomUUID();
  const { projectId } = principal;
  const [collectionName, collectionId, what] = target === "full" ? [FULL_SNAPSHOT_COLLECTION, null, "The full snapshot"] : [target.name, target.id, `The snapshot of ${target.name}`];
  const job = await db.transaction(async (tx) => {
    const name = newSnapshotName(target === "full" ? "full-snapshot" : collectionName, new Date());
    await insertSnapshot(tx, { id, projectId, collectionName, collectionId, name, state: "writing", note: options.note ?? null });
    const input: SnapshotJobInput = { snapshotId: id };
    return enqueueJob(tx, { kind: SNAPSHOT_JOB_KIND, projectId, startedBy: principal.userSub, input });
  });
  context.jobs?.wake();
  if (!options.wait) return new AcceptedReply();
  const ended = await waitForJob(db, projectId, job.id);
  const row = await findSnapshotById(db, id);
  if (ended.state !== "succeeded" || row?.state !== "ready") throw jobFailure(ended, what);
  return describeSnapshot(row);
}
