// What a project's plan gives its backups (content/pricing/: none, weekly or
// daily, kept for the tier's retention or, weekly, until the next one), and
// when the schedule runs next. A "day" is BACKUP_DAY_SECONDS.
import type { BackupSchedule } from "../../contract/backups";
import type { Tier } from "../../contract/pricing";

/** The period of a schedule in milliseconds, or null for none. */
export function periodMs(tier: Tier, daySeconds: number): number | null {
  const days = tier.backups.schedule === "daily" ? 1 : tier.backups.schedule === "weekly" ? 7 : null;
  return days === null ? null : days * daySeconds * 1000;
}

/** How long a scheduled backup is kept, or null: until the next one succeeds. */
export function retentionMs(tier: Tier, daySeconds: number): number | null {
  return tier.backups.retentionDays === null ? null : tier.backups.retentionDays * daySeconds * 1000;
}

export function scheduleView(tier: Tier, enabled: boolean, lastRunAt: Date | null, daySeconds: number, now = new Date()): BackupSchedule {
  const period = periodMs(tier, daySeconds);
  const isRunning = enabled && period !== null;
  const next = isRunning ? new Date(Math.max(now.getTime(), (lastRunAt?.getTime() ?? now.getTime() - period) + period)) : null;
  return {
    enabled: isRunning,
    frequency: tier.backups.schedule,
    retentionDays: tier.backups.retentionDays,
    tierName: tier.name,
    nextRunAt: next?.toISOString() ?? null,
    lastRunAt: lastRunAt?.toISOString() ?? null,
  };
}
