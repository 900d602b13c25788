// /api/projects/:projectId/backups: the project's backups (Addons). A backup
// is a snapshot of each of the project's collections, taken together by one
// job, with a note of why: on the plan's schedule (weekly or daily, kept for
// the plan's retention), or on demand (kept until deleted). A collection is
// restored from a backup over itself or into a new collection, by a job
// whose progress /jobs shows.
import { z } from "zod";
import { BACKUP_SCHEDULES } from "./pricing";
import { projectParamsSchema } from "./projects";
import { CollectionName } from "./qdrant/collection-names";
import { declareRoute } from "./route";

export const BACKUP_STATES = ["running", "succeeded", "failed"] as const;
export type BackupState = (typeof BACKUP_STATES)[number];

export const BACKUP_REASONS = ["scheduled", "on-demand"] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

export const BACKUP_NOTE_MAX = 200;

export const backupCollectionSchema = z
  .object({
    /** The collection's snapshot in this backup: what a restore names. */
    snapshotId: z.uuid(),
    collection: z.string(),
    /** Bytes of the snapshot file; null while it is written. */
    size: z.number().int().nonnegative().nullable(),
    /** SHA-256 of the file; null while it is written. */
    checksum: z.string().nullable(),
    points: z.number().int().nonnegative().nullable(),
    state: z.enum(["writing", "ready"]),
  })
  .meta({ id: "BackupCollection" });
export type BackupCollection = z.infer<typeof backupCollectionSchema>;

export const backupSchema = z
  .object({
    id: z.uuid(),
    reason: z.enum(BACKUP_REASONS),
    /** Why it was taken, in the words of whoever took it (the schedule's own for scheduled ones). */
    note: z.string().nullable(),
    state: z.enum(BACKUP_STATES),
    /** Why it failed. */
    error: z.string().nullable(),
    /** The job that takes it (its progress: /jobs/{jobId}). */
    jobId: z.uuid().nullable(),
    startedBy: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    /** When the schedule's retention removes it; null for one kept until deleted (on demand) or until the next (weekly). */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    collections: z.array(backupCollectionSchema),
  })
  .meta({ id: "Backup" });
export type Backup = z.infer<typeof backupSchema>;

export const backupScheduleSchema = z
  .object({
    /** Whether the project's backups run on the schedule its plan gives. */
    enabled: z.boolean(),
    /** What the organisation's plan gives: none, weekly or daily. */
    frequency: z.enum(BACKUP_SCHEDULES),
    /** Days a scheduled backup is kept; null: until the next one (weekly), or no schedule. */
    retentionDays: z.number().int().positive().nullable(),
    /** The plan's name, for the words "Business gives daily backups kept 7 days". */
    tierName: z.string(),
    /** When the next scheduled backup runs (null when none will). */
    nextRunAt: z.iso.datetime({ offset: true }).nullable(),
    lastRunAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "BackupSchedule" });
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const listBackupsResponseSchema = z.object({ schedule: backupScheduleSchema, backups: z.array(backupSchema) });
export type ListBackupsResponse = z.infer<typeof listBackupsResponseSchema>;

export const createBackupBodySchema = z.strictObject({
  note: z.string().trim().max(BACKUP_NOTE_MAX, `note must be at most ${BACKUP_NOTE_MAX} characters`).optional(),
});
export type CreateBackupBody = z.infer<typeof createBackupBodySchema>;

export const backupResponseSchema = z.object({ backup: backupSchema });
export type BackupResponse = z.infer<typeof backupResponseSchema>;

export const updateBackupScheduleBodySchema = z.strictObject({ enabled: z.boolean({ error: "enabled must be true or false" }) });
export type UpdateBackupScheduleBody = z.infer<typeof updateBackupScheduleBodySchema>;

export const backupScheduleResponseSchema = z.object({ schedule: backupScheduleSchema });

export const restoreBackupBodySchema = z.strictObject({
  /** The backup's snapshot of the collection to restore. */
  snapshotId: z.uuid({ error: "snapshotId must be the id of one of the backup's collections" }),
  /** Restore into a new collection of this name; without it, over the collection itself (it refuses writes meanwhile). */
  into: CollectionName.optional(),
});
export type RestoreBackupBody = z.infer<typeof restoreBackupBodySchema>;

export const restoreBackupResponseSchema = z.object({
  /** The restore job: its progress and end at /jobs/{jobId}. */
  jobId: z.uuid(),
  collection: z.string(),
});
export type RestoreBackupResponse = z.infer<typeof restoreBackupResponseSchema>;

export const backupParamsSchema = projectParamsSchema.extend({ backupId: z.string().meta({ description: "The backup's id (a UUID)" }) });

export const backupRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/backups",
    summary: "The project's backup schedule and its backups, newest first, each with its collections' snapshots",
    access: ["backup", "read"],
    params: projectParamsSchema,
    replies: { 200: listBackupsResponseSchema },
    errors: [404],
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/backups",
    summary: "Back up every collection of the project now, with a note of why (kept until deleted)",
    access: ["backup", "create"],
    audit: "backup.create",
    params: projectParamsSchema,
    body: createBackupBodySchema,
    replies: { 201: backupResponseSchema },
    errors: [404, 409],
  }),
  updateSchedule: declareRoute({
    method: "PUT",
    path: "/api/projects/{projectId}/backups/schedule",
    summary: "Turn the plan's backup schedule on or off for the project (a plan without backups refuses it)",
    access: ["backup", "schedule"],
    audit: "backup.schedule",
    params: projectParamsSchema,
    body: updateBackupScheduleBodySchema,
    replies: { 200: backupScheduleResponseSchema },
    errors: [404, 409],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/backups/{backupId}",
    summary: "Delete a backup and its snapshot files",
    access: ["backup", "delete"],
    audit: "backup.delete",
    params: backupParamsSchema,
    replies: { 204: null },
    errors: [404, 409],
  }),
  restore: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/backups/{backupId}/restore",
    summary: "Restore one of the backup's collections, over itself or into a new collection, by a job",
    access: ["backup", "restore"],
    audit: "backup.restore",
    params: backupParamsSchema,
    body: restoreBackupBodySchema,
    replies: { 201: restoreBackupResponseSchema },
    errors: [404, 409],
  }),
};
