// Request notebooks (server/notebooks/): a project's notebooks with their
// cells, and the runs of their request cells (the newest NOTEBOOK_RUNS_KEPT).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTEBOOK_SHARING, type NotebookCell, type NotebookSharing } from "../../../contract/notebooks";
import { projects } from "./organisations";

export const notebooks = pgTable(
  "notebooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cells: jsonb("cells").$type<NotebookCell[]>().notNull(),
    sharing: text("sharing", { enum: NOTEBOOK_SHARING }).$type<NotebookSharing>().notNull(),
    /** Raised by every save; a save names the version it was made on. */
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").notNull(),
    updatedBy: text("updated_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notebooks_project_id_updated_at_index").on(table.projectId, table.updatedAt), check("notebooks_sharing_check", sql`${table.sharing} in ('private', 'read', 'edit')`)],
);

export type NotebookRow = typeof notebooks.$inferSelect;

export const notebookRuns = pgTable(
  "notebook_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    notebookId: uuid("notebook_id")
      .notNull()
      .references(() => notebooks.id, { onDelete: "cascade" }),
    cellId: text("cell_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    durationMs: real("duration_ms").notNull(),
    ranBy: text("ran_by").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("notebook_runs_notebook_id_ran_at_index").on(table.notebookId, table.ranAt)],
);

export type NotebookRunRow = typeof notebookRuns.$inferSelect;
