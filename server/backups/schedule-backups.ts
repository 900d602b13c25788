// The schedule (a periodic job, every eighth of a day, at most ten minutes):
// each project whose schedule is on and whose plan gives backups gets one
// when its last scheduled backup is a period old (a day, or seven), and its
// scheduled backups past retention are pruned. Queued once across instances
// (server/jobs/job-scheduler.ts); the backups run on the main runner.
import { eq } from "drizzle-orm";
import type { Tier } from "../../contract/pricing";
import { readTier } from "../billing/billing-account";
import { backupSchedules, projects } from "../db/schema";
import type { JobHandler } from "../jobs/job-runner";
import type { PeriodicJobs } from "../jobs/periodic-jobs";
import type { BackupContext } from "./backup-context";
import { periodMs } from "./backup-plan";
import { lastScheduledBackup } from "./backup-store";
import { pruneScheduledBackups } from "./prune-backups";
import { startBackup } from "./start-backup";

export const BACKUP_SCHEDULE_KIND = "backup-schedule";

export function scheduleBackups(periodic: PeriodicJobs, context: BackupContext, wake: () => void): void {
  const periodSeconds = Math.max(1, Math.min(600, Math.floor(context.daySeconds / 8)));
  periodic.every({ name: BACKUP_SCHEDULE_KIND, periodSeconds }, backupScheduleHandler(context, wake));
}

export function backupScheduleHandler(context: BackupContext, wake: () => void): JobHandler {
  return { kind: BACKUP_SCHEDULE_KIND, run: () => runSchedules(context, wake) };
}

/**
 * Starts the project's scheduled backup when its last one is a period old (or there is none); whether it did (not
 * while another backup of the project is being taken).
 */
export async function startIfDue(context: BackupContext, projectId: string, tier: Tier, now = new Date()): Promise<boolean> {
  const { db } = context.snapshots.plane;
  const period = periodMs(tier, context.daySeconds);
  if (period === null) return false;
  const last = await lastScheduledBackup(db, projectId);
  if (last && now.getTime() - last.createdAt.getTime() < period) return false;
  const note = `Scheduled ${tier.backups.schedule} backup (${tier.name})`;
  return startBackup(db, projectId, { reason: "scheduled", note, startedBy: null }).then(
    () => true,
    () => false,
  );
}

async function runSchedules(context: BackupContext, wake: () => void, now = new Date()): Promise<{ started: number; pruned: number }> {
  const { db } = context.snapshots.plane;
  const enabled = await db
    .select({ projectId: backupSchedules.projectId, organisationId: projects.organisationId })
    .from(backupSchedules)
    .innerJoin(projects, eq(projects.id, backupSchedules.projectId))
    .where(eq(backupSchedules.enabled, true));
  let started = 0;
  let pruned = 0;
  for (const { projectId, organisationId } of enabled) {
    const tier = await readTier(db, organisationId, now);
    // A plan changed to one without backups: the schedule waits, on, for a plan that has them.
    if (periodMs(tier, context.daySeconds) === null) continue;
    if (await startIfDue(context, projectId, tier, now)) started += 1;
    pruned += await pruneScheduledBackups(context, projectId, now);
  }
  if (started > 0) wake();
  return { started, pruned };
}
