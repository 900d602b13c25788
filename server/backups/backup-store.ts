// The backups tables' queries (server/db/schema/snapshots.ts): backups with
// their collections' snapshots, the schedule's switch, and the project's
// last scheduled backup.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Backup } from "../../contract/backups";
import type { Database } from "../db/client";
import { backups, backupSchedules, snapshots, type BackupRow, type Snapshot } from "../db/schema";

export async function findBackup(db: Database, projectId: string, id: string): Promise<BackupRow | undefined> {
  const [row] = await db.select().from(backups).where(and(eq(backups.projectId, projectId), eq(backups.id, id)));
  return row;
}

export async function listBackupRows(db: Database, projectId: string): Promise<BackupRow[]> {
  return db.select().from(backups).where(eq(backups.projectId, projectId)).orderBy(desc(backups.createdAt));
}

export async function snapshotsOf(db: Database, backupIds: readonly string[]): Promise<Snapshot[]> {
  if (backupIds.length === 0) return [];
  return db.select().from(snapshots).where(inArray(snapshots.backupId, [...backupIds]));
}

export async function isScheduleEnabled(db: Database, projectId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: backupSchedules.enabled }).from(backupSchedules).where(eq(backupSchedules.projectId, projectId));
  return row?.enabled ?? false;
}

export async function lastScheduledBackup(db: Database, projectId: string): Promise<BackupRow | undefined> {
  const [row] = await db
    .select()
    .from(backups)
    .where(and(eq(backups.projectId, projectId), eq(backups.reason, "scheduled")))
    .orderBy(desc(backups.createdAt))
    .limit(1);
  return row;
}

/** A backup as /api shows it: its collections by name, with when retention removes it. */
export function toBackup(row: BackupRow, files: readonly Snapshot[], expiresAt: Date | null): Backup {
  return {
    id: row.id,
    reason: row.reason,
    note: row.note,
    state: row.state,
    error: row.error,
    jobId: row.jobId,
    startedBy: row.startedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: expiresAt?.toISOString() ?? null,
    collections: files
      .filter((file) => file.backupId === row.id && (file.state === "ready" || file.state === "writing"))
      .sort((a, b) => a.collectionName.localeCompare(b.collectionName))
      .map((file) => ({ snapshotId: file.id, collection: file.collectionName, size: file.size, checksum: file.checksum, points: file.points, state: file.state as "ready" | "writing" })),
  };
}
