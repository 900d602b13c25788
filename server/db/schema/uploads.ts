// Files sent to a project over tus (server/uploads/): one row per
// upload, written when it is created and when its last byte lands, so that
// the console lists a project's uploads and resumes the unfinished ones. The
// bytes live in the upload storage (DATA_DIR/uploads, or a bucket), never in the store.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { UPLOAD_STATES, type UploadState } from "../../../contract/uploads";
import { projects } from "./organisations";

export const uploads = pgTable(
  "uploads",
  {
    /** The tus id: the last segment of the upload's URL (32 hex digits). */
    id: text("id").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The user who started it (their `sub`). */
    uploadedBy: text("uploaded_by").notNull(),
    /** From the tus metadata; shown, never used as a path. */
    fileName: text("file_name"),
    fileType: text("file_type"),
    /** Null while the client defers the length. */
    size: bigint("size", { mode: "number" }),
    /** Bytes received as of the last acknowledged PATCH. */
    offset: bigint("offset", { mode: "number" }).notNull().default(0),
    state: text("state", { enum: UPLOAD_STATES }).$type<UploadState>().notNull().default("uploading"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    // A project's uploads, newest first.
    index("uploads_project_id_created_at_index").on(table.projectId, table.createdAt),
    check("uploads_state_check", sql`${table.state} in ('uploading', 'complete')`),
  ],
);

export type Upload = typeof uploads.$inferSelect;
