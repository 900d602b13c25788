// GET /api/projects/{id}/backups: the schedule and the backups, newest first,
// each with its collections' snapshots and when retention removes it.
import type { ListBackupsResponse } from "../../contract/backups";
import { readTier } from "../billing/billing-account";
import type { Database } from "../db/client";
import { retentionMs } from "./backup-plan";
import { readSchedule } from "./backup-schedule";
import { listBackupRows, snapshotsOf, toBackup } from "./backup-store";
import { expiryOf } from "./prune-backups";

export async function listBackups(db: Database, organisationId: string, projectId: string, daySeconds: number): Promise<ListBackupsResponse> {
  const tier = await readTier(db, organisationId);
  const [schedule, rows] = await Promise.all([readSchedule(db, tier, projectId, daySeconds), listBackupRows(db, projectId)]);
  const files = await snapshotsOf(
    db,
    rows.map((row) => row.id),
  );
  const retention = retentionMs(tier, daySeconds);
  return { schedule, backups: rows.map((row) => toBackup(row, files, expiryOf(row.createdAt, row.reason, retention))) };
}
