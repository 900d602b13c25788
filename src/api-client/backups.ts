// The control plane's backups of a project, each call built from its
// declaration (contract/backups.ts; type-only imports: no zod in the page).
import type { Backup, BackupSchedule, CreateBackupBody, ListBackupsResponse, RestoreBackupBody, RestoreBackupResponse, backupRoutes } from "../../contract/backups";
import type { JobSummary, jobRoutes } from "../../contract/jobs";
import { callRoute } from "./call-route";

type Routes = typeof backupRoutes;

export function listBackups(projectId: string): Promise<ListBackupsResponse> {
  return callRoute<Routes["list"]>("GET /api/projects/{projectId}/backups", { params: { projectId } });
}

export async function createBackup(projectId: string, body: CreateBackupBody): Promise<Backup> {
  return (await callRoute<Routes["create"]>("POST /api/projects/{projectId}/backups", { params: { projectId }, body })).backup;
}

export async function updateBackupSchedule(projectId: string, enabled: boolean): Promise<BackupSchedule> {
  return (await callRoute<Routes["updateSchedule"]>("PUT /api/projects/{projectId}/backups/schedule", { params: { projectId }, body: { enabled } })).schedule;
}

export function deleteBackup(projectId: string, backupId: string): Promise<void> {
  return callRoute<Routes["delete"]>("DELETE /api/projects/{projectId}/backups/{backupId}", { params: { projectId, backupId } });
}

export function restoreBackup(projectId: string, backupId: string, body: RestoreBackupBody): Promise<RestoreBackupResponse> {
  return callRoute<Routes["restore"]>("POST /api/projects/{projectId}/backups/{backupId}/restore", { params: { projectId, backupId }, body });
}

/** A restore's job, for its progress. */
export async function getJob(projectId: string, jobId: string): Promise<JobSummary> {
  return (await callRoute<(typeof jobRoutes)["get"]>("GET /api/projects/{projectId}/jobs/{jobId}", { params: { projectId, jobId } })).job;
}
