// /api/projects/{projectId}/backups (contract/backups.ts): the schedule and the
// backups of a project, taking one now, deleting one, restoring a collection.
import { backupRoutes } from "../../contract/backups";
import type { ApiRouter } from "../api-router/api-router";
import type { BackupContext } from "./backup-context";
import { updateSchedule } from "./backup-schedule";
import { deleteBackup } from "./delete-backup";
import { listBackups } from "./list-backups";
import { restoreFromBackup } from "./restore-backup";
import { startBackup } from "./start-backup";
import { toBackup } from "./backup-store";

export function registerBackupRoutes(route: ApiRouter, context: BackupContext): void {
  const { db } = context.snapshots.plane;

  // GET: the schedule and the backups
  route(backupRoutes.list, async ({ project }) => ({ status: 200, body: await listBackups(db, project.organisationId, project.id, context.daySeconds) }));

  // POST: a backup now, with a note
  route(backupRoutes.create, async ({ project, user, body, audit }) => {
    const started = await startBackup(db, project.id, { reason: "on-demand", note: body.note || null, startedBy: user.sub });
    context.snapshots.jobs?.wake();
    await audit.after({ id: started.id, name: started.note });
    // Just started: no snapshot written yet.
    return { status: 201, body: { backup: toBackup(started, [], null) } };
  });

  // PUT schedule: on or off (the plan says how often and how long)
  route(backupRoutes.updateSchedule, async ({ project, body, audit }) => {
    const schedule = await updateSchedule(context, project.organisationId, project.id, body.enabled);
    await audit.after({ id: project.id, name: schedule.enabled ? "schedule on" : "schedule off" });
    return { status: 200, body: { schedule } };
  });

  // DELETE {backupId}: its files and rows
  route(backupRoutes.delete, async ({ project, params, audit }) => {
    const deleted = await deleteBackup(context, project.id, params.backupId);
    await audit.after({ id: deleted.id, name: deleted.note });
    return { status: 204 };
  });

  // POST {backupId}/restore: a collection restored by a job
  route(backupRoutes.restore, async ({ project, user, params, body, audit }) => {
    const restored = await restoreFromBackup(context, project.id, user.sub, params.backupId, body);
    await audit.after({ id: null, name: restored.collection });
    return { status: 201, body: restored };
  });
}
