// The project's schedule as its plan makes it (backup-plan.ts), and turning
// it on or off: a plan without backups refuses it, naming itself; turned on
// with no recent scheduled backup, the first one starts at once.
import type { BackupSchedule } from "../../contract/backups";
import type { Tier } from "../../contract/pricing";
import { readTier } from "../billing/billing-account";
import type { Database } from "../db/client";
import { backupSchedules } from "../db/schema";
import { AppError } from "../errors";
import type { BackupContext } from "./backup-context";
import { scheduleView } from "./backup-plan";
import { isScheduleEnabled, lastScheduledBackup } from "./backup-store";
import { startIfDue } from "./schedule-backups";

/** The schedule under `tier` (the organisation's plan, read by the caller). */
export async function readSchedule(db: Database, tier: Tier, projectId: string, daySeconds: number): Promise<BackupSchedule> {
  const [enabled, last] = await Promise.all([isScheduleEnabled(db, projectId), lastScheduledBackup(db, projectId)]);
  return scheduleView(tier, enabled, last?.createdAt ?? null, daySeconds);
}

export async function updateSchedule(context: BackupContext, organisationId: string, projectId: string, enabled: boolean): Promise<BackupSchedule> {
  const { db } = context.snapshots.plane;
  const tier = await readTier(db, organisationId);
  if (enabled && tier.backups.schedule === "none") {
    throw new AppError("conflict", `The ${tier.name} plan has no scheduled backups: Startup and Standard back up weekly, Business and Enterprise daily. Change the plan in Billing, or take a backup now.`);
  }
  await db
    .insert(backupSchedules)
    .values({ projectId, enabled })
    .onConflictDoUpdate({ target: backupSchedules.projectId, set: { enabled, updatedAt: new Date() } });
  if (enabled && (await startIfDue(context, projectId, tier))) context.snapshots.jobs?.wake();
  return readSchedule(db, tier, projectId, context.daySeconds);
}
