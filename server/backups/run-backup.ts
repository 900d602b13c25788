// The job that takes a backup (kind "backup"): a snapshot of each of the
// project's collections, one after the other, each written as Qdrant's
// snapshot call writes one (server/data/snapshots/take-snapshot.ts) and
// marked as the backup's. A collection deleted meanwhile is left out. A run
// stopped by a crash resumes with the collections not yet written; a backup
// that fails takes its files with it. A scheduled one, once it succeeds,
// prunes the project's scheduled backups past the plan's retention.
import { asc, eq } from "drizzle-orm";
import { BACKUP_JOB_KIND } from "../../contract/jobs";
import { collections, backups } from "../db/schema";
import { AppError } from "../errors";
import type { JobContext, JobHandler } from "../jobs/job-runner";
import { isHandedOn, writeSnapshot } from "../data/snapshots/take-snapshot";
import { insertSnapshot } from "../data/snapshots/snapshot-store";
import type { BackupContext } from "./backup-context";
import { findBackupById, removeBackupFiles } from "./delete-backup";
import { snapshotsOf } from "./backup-store";
import { pruneScheduledBackups } from "./prune-backups";

export interface BackupJobInput {
  backupId: string;
}

export function backupJobHandler(context: BackupContext): JobHandler<BackupJobInput> {
  return { kind: BACKUP_JOB_KIND, run: (job) => runBackup(context, job) };
}

async function runBackup(context: BackupContext, { input, signal, progress }: JobContext<BackupJobInput>): Promise<{ collections: number } | null> {
  const { db } = context.snapshots.plane;
  const backup = await findBackupById(db, input.backupId);
  if (!backup || backup.state !== "running") return null;
  try {
    const list = await db.select().from(collections).where(eq(collections.projectId, backup.projectId)).orderBy(asc(collections.name));
    const written = await snapshotsOf(db, [backup.id]);
    let done = 0;
    for (const [index, collection] of list.entries()) {
      const existing = written.find((file) => file.collectionId === collection.id);
      if (existing?.state === "ready") {
        done += 1;
        continue;
      }
      const row =
        existing ??
        (await insertSnapshot(db, {
          id: crypto.randomUUID(),
          projectId: backup.projectId,
          collectionName: collection.name,
          collectionId: collection.id,
          name: `${collection.name}-backup-${backup.id}.snapshot`,
          state: "writing",
          note: backup.note,
          backupId: backup.id,
        }));
      const report = (points: number, total: number) => progress({ done: index, total: list.length, unit: "collections", message: `${collection.name}: ${points.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} points` });
      try {
        await writeSnapshot(context.snapshots, row, signal, report);
        done += 1;
      } catch (error) {
        // Deleted while the backup ran: left out.
        if (error instanceof AppError && error.code === "not_found") continue;
        throw error;
      }
    }
    await db.update(backups).set({ state: "succeeded", finishedAt: new Date() }).where(eq(backups.id, backup.id));
    await progress({ done: list.length, total: list.length, unit: "collections", message: "Done" });
    if (backup.reason === "scheduled") await pruneScheduledBackups(context, backup.projectId);
    return { collections: done };
  } catch (error) {
    if (!isHandedOn(signal, error)) {
      await removeBackupFiles(context, backup.id);
      const message = error instanceof Error ? error.message : String(error);
      await db.update(backups).set({ state: "failed", error: message.slice(0, 2_000), finishedAt: new Date() }).where(eq(backups.id, backup.id));
    }
    throw error;
  }
}
