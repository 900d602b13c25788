// The notebooks tables' queries, and a row as /api shows it.
import { and, desc, eq, lt, notInArray, or } from "drizzle-orm";
import { NOTEBOOK_RUNS_KEPT, type Notebook, type NotebookRun, type NotebookSummary } from "../../contract/notebooks";
import type { Database } from "../db/client";
import { notebookRuns, notebooks, type NotebookRow, type NotebookRunRow } from "../db/schema";
import { canEdit, type NotebookCaller } from "./notebook-access";

export async function findNotebook(db: Database, projectId: string, id: string): Promise<NotebookRow | undefined> {
  const [row] = await db
    .select()
    .from(notebooks)
    .where(and(eq(notebooks.projectId, projectId), eq(notebooks.id, id)))
    .catch(() => []);
  return row;
}

/** The project's notebooks the caller may read: theirs, and the shared ones. */
export async function listReadableNotebooks(db: Database, projectId: string, sub: string): Promise<NotebookRow[]> {
  return db
    .select()
    .from(notebooks)
    .where(and(eq(notebooks.projectId, projectId), or(eq(notebooks.createdBy, sub), notInArray(notebooks.sharing, ["private"]))))
    .orderBy(desc(notebooks.updatedAt));
}

export async function listRuns(db: Database, notebookId: string): Promise<NotebookRunRow[]> {
  return db.select().from(notebookRuns).where(eq(notebookRuns.notebookId, notebookId)).orderBy(desc(notebookRuns.ranAt)).limit(NOTEBOOK_RUNS_KEPT);
}

/** Keeps the newest NOTEBOOK_RUNS_KEPT runs. */
export async function pruneRuns(db: Database, notebookId: string): Promise<void> {
  const [oldestKept] = await db
    .select({ ranAt: notebookRuns.ranAt })
    .from(notebookRuns)
    .where(eq(notebookRuns.notebookId, notebookId))
    .orderBy(desc(notebookRuns.ranAt))
    .offset(NOTEBOOK_RUNS_KEPT - 1)
    .limit(1);
  if (oldestKept) await db.delete(notebookRuns).where(and(eq(notebookRuns.notebookId, notebookId), lt(notebookRuns.ranAt, oldestKept.ranAt)));
}

export function toNotebookSummary(row: NotebookRow, caller: NotebookCaller): NotebookSummary {
  return {
    id: row.id,
    name: row.name,
    sharing: row.sharing,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    cellCount: row.cells.length,
    canEdit: canEdit(row, caller),
  };
}

export function toNotebook(row: NotebookRow, caller: NotebookCaller): Notebook {
  return { ...toNotebookSummary(row, caller), cells: row.cells };
}

export function toNotebookRun(row: NotebookRunRow): NotebookRun {
  return { id: row.id, cellId: row.cellId, method: row.method, path: row.path, status: row.status, durationMs: row.durationMs, ranBy: row.ranBy, ranAt: row.ranAt.toISOString() };
}
