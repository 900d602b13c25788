// A backup started: its row ("running") and the job that takes it
// (run-backup.ts), in one transaction; one at a time per project.
import { and, eq } from "drizzle-orm";
import { BACKUP_JOB_KIND } from "../../contract/jobs";
import type { BackupReason } from "../../contract/backups";
import type { Database } from "../db/client";
import { backups, type BackupRow } from "../db/schema";
import { AppError } from "../errors";
import { enqueueJob } from "../jobs/job-store";
import type { BackupJobInput } from "./run-backup";

export interface NewBackup {
  reason: BackupReason;
  note: string | null;
  startedBy: string | null;
}

export async function startBackup(db: Database, projectId: string, backup: NewBackup): Promise<BackupRow> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: backups.id })
      .from(backups)
      .where(and(eq(backups.projectId, projectId), eq(backups.state, "running")))
      .for("update");
    if (running) throw new AppError("conflict", "A backup of this project is being taken: wait for it to end");
    const [row] = await tx
      .insert(backups)
      .values({ projectId, ...backup, state: "running" })
      .returning();
    if (!row) throw new Error("the backup row was not stored");
    const input: BackupJobInput = { backupId: row.id };
    const job = await enqueueJob(tx, { kind: BACKUP_JOB_KIND, projectId, startedBy: backup.startedBy, input });
    const [started] = await tx.update(backups).set({ jobId: job.id }).where(eq(backups.id, row.id)).returning();
    return started ?? row;
  });
}
