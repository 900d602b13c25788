// The rows an import skipped (server/imports/): row number, column and why,
// the first IMPORT_ERRORS_KEPT per import. Written in the transaction that
// records the import's checkpoint, so that a resumed import lists each once.
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";

export const importRowErrors = pgTable(
  "import_row_errors",
  {
    /** The import's job. */
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    rowNumber: integer("row_number").notNull(),
    column: text("column"),
    reason: text("reason").notNull(),
  },
  (table) => [index("import_row_errors_job_id_row_number_index").on(table.jobId, table.rowNumber)],
);

export type ImportRowErrorRow = typeof importRowErrors.$inferSelect;
