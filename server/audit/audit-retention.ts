// Entries older than AUDIT_RETENTION_DAYS (default 400) are deleted, hourly,
// on the service's periodic runner (server/jobs/periodic-jobs.ts), in batches
// so that a first run over a long history never holds the store for long.
import { inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditEntries } from "../db/schema";
import type { JobHandler } from "../jobs/job-runner";
import type { PeriodicJobs } from "../jobs/periodic-jobs";

export const AUDIT_RETENTION_KIND = "audit-retention";
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_ROWS = 10_000;

/** Deletes the entries older than `retentionDays` before `now`; how many went. */
export async function deleteExpiredAuditEntries(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const expired = db.select({ id: auditEntries.id }).from(auditEntries).where(lt(auditEntries.at, before)).limit(BATCH_ROWS);
    const rows = await db.delete(auditEntries).where(inArray(auditEntries.id, expired)).returning({ id: auditEntries.id });
    deleted += rows.length;
    if (rows.length < BATCH_ROWS) return deleted;
  }
}

export function auditRetentionHandler(db: Database, retentionDays: number): JobHandler {
  return {
    kind: AUDIT_RETENTION_KIND,
    run: async () => ({ deleted: await deleteExpiredAuditEntries(db, retentionDays), retentionDays }),
  };
}

export function scheduleAuditJobs(periodic: PeriodicJobs, { db, retentionDays }: { db: Database; retentionDays: number }): void {
  periodic.every({ name: AUDIT_RETENTION_KIND, periodSeconds: 3600 }, auditRetentionHandler(db, retentionDays));
}
