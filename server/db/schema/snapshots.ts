// Snapshots of collections (server/data/snapshots/): one row per file in the
// snapshot storage. A row is listed once its file is whole ("ready"); one
// still being written ("writing") is the job's, and goes if the job fails.
// "incoming" rows are files uploaded or fetched to be restored, kept until
// their restore ends and never listed. The bytes live in the file storage
// under storage_key, never in this table.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { BACKUP_REASONS, BACKUP_STATES, type BackupReason, type BackupState } from "../../../contract/backups";
import { projects } from "./organisations";

// A project's backups (server/backups/): each a snapshot of every collection
// of the project, taken together by one job (its snapshots name it).
export const backups = pgTable(
  "backups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: BACKUP_REASONS }).$type<BackupReason>().notNull(),
    note: text("note"),
    state: text("state", { enum: BACKUP_STATES }).$type<BackupState>().notNull(),
    error: text("error"),
    jobId: uuid("job_id"),
    startedBy: text("started_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("backups_project_id_created_at_index").on(table.projectId, table.createdAt),
    check("backups_reason_check", sql`${table.reason} in ('scheduled', 'on-demand')`),
    check("backups_state_check", sql`${table.state} in ('running', 'succeeded', 'failed')`),
  ],
);

export type BackupRow = typeof backups.$inferSelect;

/** Whether a project's backups run on its plan's schedule (the plan says how often and how long they are kept). */
export const backupSchedules = pgTable("backup_schedules", {
  projectId: uuid("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SNAPSHOT_STATES = ["writing", "ready", "incoming"] as const;
export type SnapshotState = (typeof SNAPSHOT_STATES)[number];

export const snapshots = pgTable(
  "snapshots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The collection's name when it was taken (kept after the collection goes, to restore it). */
    collectionName: text("collection_name").notNull(),
    /** The collection it was taken of (no reference: the snapshot outlives it). */
    collectionId: uuid("collection_id"),
    /** Qdrant's snapshot name, unique in the collection. */
    name: text("name").notNull(),
    state: text("state", { enum: SNAPSHOT_STATES }).$type<SnapshotState>().notNull(),
    storageKey: text("storage_key").notNull(),
    size: bigint("size", { mode: "number" }),
    /** SHA-256 of the file, hexadecimal. */
    checksum: text("checksum"),
    points: bigint("points", { mode: "number" }),
    /** Why it was taken, in words (a backup's schedule, a user's note). */
    note: text("note"),
    /** The backup it is part of: not listed by Qdrant's snapshot calls, and gone with its backup. */
    backupId: uuid("backup_id").references(() => backups.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("snapshots_project_id_collection_name_name_unique").on(table.projectId, table.collectionName, table.name),
    index("snapshots_project_id_created_at_index").on(table.projectId, table.createdAt),
    check("snapshots_state_check", sql`${table.state} in ('writing', 'ready', 'incoming')`),
  ],
);

export type Snapshot = typeof snapshots.$inferSelect;
