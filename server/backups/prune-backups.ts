// Retention: a project's scheduled backups past the plan's retention go (a
// daily plan's 7 or 30 days), or, where the plan keeps one until the next
// (weekly), every one older than the newest that succeeded. Backups taken on
// demand stay until deleted.
import { and, desc, eq, lt, ne } from "drizzle-orm";
import { readTier } from "../billing/billing-account";
import { backups, projects } from "../db/schema";
import type { BackupContext } from "./backup-context";
import { retentionMs } from "./backup-plan";
import { removeBackupFiles } from "./delete-backup";

/** How many went. */
export async function pruneScheduledBackups(context: BackupContext, projectId: string, now = new Date()): Promise<number> {
  const { db } = context.snapshots.plane;
  const [project] = await db.select({ organisationId: projects.organisationId }).from(projects).where(eq(projects.id, projectId));
  if (!project) return 0;
  const retention = retentionMs(await readTier(db, project.organisationId, now), context.daySeconds);
  let before: Date;
  if (retention === null) {
    const [newest] = await db
      .select({ createdAt: backups.createdAt })
      .from(backups)
      .where(and(eq(backups.projectId, projectId), eq(backups.reason, "scheduled"), eq(backups.state, "succeeded")))
      .orderBy(desc(backups.createdAt))
      .limit(1);
    if (!newest) return 0;
    before = newest.createdAt;
  } else {
    before = new Date(now.getTime() - retention);
  }
  const expired = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.projectId, projectId), eq(backups.reason, "scheduled"), ne(backups.state, "running"), lt(backups.createdAt, before)));
  for (const { id } of expired) {
    await removeBackupFiles(context, id);
    await db.delete(backups).where(eq(backups.id, id));
  }
  return expired.length;
}

/** When retention removes a scheduled backup (null: kept until the next, or until deleted). */
export function expiryOf(createdAt: Date, reason: string, retention: number | null): Date | null {
  return reason === "scheduled" && retention !== null ? new Date(createdAt.getTime() + retention) : null;
}
