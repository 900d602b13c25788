// What the backups need: the snapshots' context (a backup is a snapshot of
// each collection: server/data/snapshots/), the jobs runner that takes them,
// and how long a schedule's day lasts (BACKUP_DAY_SECONDS).
import type { SnapshotContext } from "../data/snapshots/snapshot-context";

export interface BackupContext {
  snapshots: SnapshotContext;
  daySeconds: number;
}
