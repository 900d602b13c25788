// POST /api/projects/{id}/backups/{backupId}/restore: one of the backup's
// collections restored, over itself (it refuses writes meanwhile) or into a
// new collection, by the snapshots' restore job (its progress at /jobs).
import { and, eq } from "drizzle-orm";
import type { RestoreBackupBody, RestoreBackupResponse } from "../../contract/backups";
import { snapshots } from "../db/schema";
import { AppError } from "../errors";
import { queueRestore } from "../data/snapshots/recover-snapshot";
import type { BackupContext } from "./backup-context";
import { requireBackup } from "./delete-backup";

export async function restoreFromBackup(context: BackupContext, projectId: string, userSub: string, backupId: string, body: RestoreBackupBody): Promise<RestoreBackupResponse> {
  const { plane } = context.snapshots;
  const backup = await requireBackup(plane.db, projectId, backupId);
  const [file] = await plane.db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.id, body.snapshotId), eq(snapshots.backupId, backup.id), eq(snapshots.state, "ready")));
  if (!file) throw new AppError("not_found", "This backup holds no such collection");
  const collection = body.into ?? file.collectionName;
  if (body.into !== undefined && (await plane.catalog.find(projectId, body.into))) {
    throw new AppError("conflict", `A collection named "${body.into}" exists: restore into a new name, or over the collection itself`);
  }
  const jobId = await queueRestore(context.snapshots, { projectId, userSub }, collection, file, false);
  return { jobId, collection };
}
