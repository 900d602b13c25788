// POST /collections/{name}/snapshots: a snapshot row ("writing") and the job
// that writes it (take-snapshot.ts), queued in one transaction; with wait
// (Qdrant's default) answered once the job has finished, with the snapshot's
// description, otherwise 202 at once.
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
import { findSnapshotById, insertSnapshot } from "./snapshot-store";
import type { SnapshotJobInput } from "./take-snapshot";

export async function createSnapshot(
  context: SnapshotContext,
  principal: Principal,
  collection: Collection,
  options: { wait: boolean; note?: string },
): Promise<SnapshotDescription | AcceptedReply> {
  const { db } = context.plane;
  const id = randomUUID();
  const job = await db.transaction(async (tx) => {
    const now = new Date();
    await insertSnapshot(tx, { id, projectId: collection.projectId, collectionName: collection.name, collectionId: collection.id, name: newSnapshotName(collection.name, now), state: "writing", note: options.note ?? null });
    const input: SnapshotJobInput = { snapshotId: id };
    return enqueueJob(tx, { kind: SNAPSHOT_JOB_KIND, projectId: collection.projectId, startedBy: principal.userSub, input });
  });
  context.jobs?.wake();
  if (!options.wait) return new AcceptedReply();
  const ended = await waitForJob(db, collection.projectId, job.id);
  const row = await findSnapshotById(db, id);
  if (ended.state !== "succeeded" || row?.state !== "ready") throw jobFailure(ended, `The snapshot of ${collection.name}`);
  return describeSnapshot(row);
}
