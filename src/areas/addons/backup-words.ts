// Backups in the console's words: the plan's schedule, why a backup
// was taken, and its state.
import type { Backup, BackupSchedule } from "../../../contract/backups";

/** "Business backs up daily and keeps each backup 7 days." */
export function scheduleWords(schedule: BackupSchedule): string {
  if (schedule.frequency === "none") return `Your plan, ${schedule.tierName}, has no scheduled backups: Startup and Standard back up weekly, Business and Enterprise daily. You can still take a backup at any time.`;
  const kept = schedule.retentionDays === null ? "keeps each one until the next has been taken" : `keeps each one ${schedule.retentionDays} days`;
  return `Your plan, ${schedule.tierName}, backs up every collection ${schedule.frequency} and ${kept}. Backups you take yourself are kept until you delete them.`;
}

/** "1 point", "1,200 points". */
export function pointsWords(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? "point" : "points"}`;
}

export function reasonWords(backup: Backup): string {
  return backup.reason === "scheduled" ? "Scheduled" : "Taken on demand";
}

export function totalSize(backup: Backup): number {
  return backup.collections.reduce((sum, collection) => sum + (collection.size ?? 0), 0);
}

export const BACKUP_STATE_WORDS = {
  running: { label: "Being taken", color: "info.main" },
  succeeded: { label: "Complete", color: "success.main" },
  failed: { label: "Failed", color: "error.main" },
} as const;
