// DELETE /api/projects/{id}/backups/{backupId}: a backup's snapshot files,
// then its rows. One being taken is refused (its job would write on).
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { backups, snapshots, type BackupRow } from "../db/schema";
import { AppError } from "../errors";
import type { BackupContext } from "./backup-context";
import { findBackup } from "./backup-store";

export async function findBackupById(db: Database, id: string): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(eq(backups.id, id));
  return row;
}

export async function requireBackup(db: Database, projectId: string, id: string): Promise<BackupRow> {
  const row = await findBackup(db, projectId, id).catch(() => undefined);
  if (!row) throw new AppError("not_found", "No such backup in this project");
  return row;
}

export async function deleteBackup(context: BackupContext, projectId: string, id: string): Promise<BackupRow> {
  const { db } = context.snapshots.plane;
  const backup = await requireBackup(db, projectId, id);
  if (backup.state === "running") throw new AppError("conflict", "This backup is being taken: wait for it to end, or cancel its job, before deleting it");
  await removeBackupFiles(context, backup.id);
  await db.delete(backups).where(eq(backups.id, backup.id));
  return backup;
}

/** The backup's snapshot files and their rows (the backup's own row stays). */
export async function removeBackupFiles(context: BackupContext, backupId: string): Promise<void> {
  const { plane, storage } = context.snapshots;
  const files = await plane.db.select().from(snapshots).where(eq(snapshots.backupId, backupId));
  for (const file of files) await storage.remove(file.storageKey);
  await plane.db.delete(snapshots).where(eq(snapshots.backupId, backupId));
}
