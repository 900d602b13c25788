// /api/projects/{projectId}/notebooks (contract/notebooks.ts): the project's
// request notebooks, saved with a version so that two editors never undo each
// other's work, duplicated, deleted, and the runs of their request cells. A
// project's first list makes its starter notebook (starter-notebook.ts).
import { and, eq, sql } from "drizzle-orm";
import { NOTEBOOK_NAME_MAX, notebookRoutes } from "../../contract/notebooks";
import type { ApiRouter } from "../api-router/api-router";
import type { Database } from "../db/client";
import { notebookRuns, notebooks, projects } from "../db/schema";
import { AppError } from "../errors";
import { canDelete, canEdit, canRead, notebookNotFound, refusedEdit, type NotebookCaller } from "./notebook-access";
import { findNotebook, listReadableNotebooks, listRuns, pruneRuns, toNotebook, toNotebookRun, toNotebookSummary } from "./notebook-store";
import { STARTER_NOTEBOOK_NAME, starterCells } from "./starter-notebook";

export function registerNotebookRoutes(route: ApiRouter, { db }: { db: Database }): void {
  const readable = async (projectId: string, id: string, caller: NotebookCaller) => {
    const row = await findNotebook(db, projectId, id);
    if (!row || !canRead(row, caller)) throw notebookNotFound();
    return row;
  };

  // GET: the notebooks the caller may read (the starter one made on the project's first list)
  route(notebookRoutes.list, async ({ project, user, role: grant }) => {
    const caller = { sub: user.sub, grant };
    if (project.starterNotebookAt === null) await seedStarter(db, project.id, user.sub);
    return { status: 200, body: { notebooks: (await listReadableNotebooks(db, project.id, user.sub)).map((row) => toNotebookSummary(row, caller)) } };
  });

  // POST: a new notebook, empty or imported
  route(notebookRoutes.create, async ({ project, user, role: grant, body, audit }) => {
    const row = await audit.within(
      async (tx) => {
        const [created] = await tx
          .insert(notebooks)
          .values({ projectId: project.id, name: body.name, cells: body.cells ?? [], sharing: body.sharing ?? "private", createdBy: user.sub, updatedBy: user.sub })
          .returning();
        if (!created) throw new Error("the notebook was not stored");
        return created;
      },
      (created) => ({ id: created.id, name: created.name }),
    );
    return { status: 201, body: { notebook: toNotebook(row, { sub: user.sub, grant }) } };
  });

  // GET {id}
  route(notebookRoutes.get, async ({ project, user, role: grant, params }) => {
    const caller = { sub: user.sub, grant };
    return { status: 200, body: { notebook: toNotebook(await readable(project.id, params.notebookId, caller), caller) } };
  });

  // PUT {id}: saved on the version it was made on; sharing is its author's to change
  route(notebookRoutes.update, async ({ project, user, role: grant, params, body }) => {
    const caller = { sub: user.sub, grant };
    const row = await readable(project.id, params.notebookId, caller);
    if (!canEdit(row, caller)) throw refusedEdit(row);
    if (body.sharing !== undefined && body.sharing !== row.sharing && row.createdBy !== user.sub) throw new AppError("forbidden", "Only this notebook's author can change who it is shared with");
    const [saved] = await db
      .update(notebooks)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.cells !== undefined ? { cells: body.cells } : {}),
        ...(body.sharing !== undefined ? { sharing: body.sharing } : {}),
        version: sql`${notebooks.version} + 1`,
        updatedBy: user.sub,
        updatedAt: new Date(),
      })
      .where(and(eq(notebooks.id, row.id), eq(notebooks.version, body.version)))
      .returning();
    if (!saved) throw new AppError("conflict", "This notebook was changed elsewhere since you opened it: reload it to see the change, then make yours again");
    return { status: 200, body: { notebook: toNotebook(saved, caller) } };
  });

  // DELETE {id}: its author's, or an owner's or admin's
  route(notebookRoutes.delete, async ({ project, user, role: grant, params, audit }) => {
    const caller = { sub: user.sub, grant };
    const row = await readable(project.id, params.notebookId, caller);
    if (!canDelete(row, caller)) throw new AppError("forbidden", "Only this notebook's author, or an owner or admin, can delete it");
    await audit.within((tx) => tx.delete(notebooks).where(eq(notebooks.id, row.id)), { id: row.id, name: row.name });
    return { status: 204 };
  });

  // POST {id}/duplicate: a private copy
  route(notebookRoutes.duplicate, async ({ project, user, role: grant, params, body, audit }) => {
    const caller = { sub: user.sub, grant };
    const source = await readable(project.id, params.notebookId, caller);
    const copy = await audit.within(
      async (tx) => {
        const [created] = await tx
          .insert(notebooks)
          .values({ projectId: project.id, name: body?.name ?? `${source.name} (copy)`.slice(0, NOTEBOOK_NAME_MAX), cells: source.cells, sharing: "private", createdBy: user.sub, updatedBy: user.sub })
          .returning();
        if (!created) throw new Error("the copy was not stored");
        return created;
      },
      (created) => ({ id: created.id, name: created.name }),
    );
    return { status: 201, body: { notebook: toNotebook(copy, caller) } };
  });

  // GET {id}/runs
  route(notebookRoutes.listRuns, async ({ project, user, role: grant, params }) => {
    const row = await readable(project.id, params.notebookId, { sub: user.sub, grant });
    return { status: 200, body: { runs: (await listRuns(db, row.id)).map(toNotebookRun) } };
  });

  // POST {id}/runs: one run of a request cell, kept with the newest 100
  route(notebookRoutes.recordRun, async ({ project, user, role: grant, params, body }) => {
    const row = await readable(project.id, params.notebookId, { sub: user.sub, grant });
    if (!row.cells.some((cell) => cell.id === body.cellId && cell.kind === "request")) throw new AppError("bad_request", "cellId must name one of the notebook's request cells");
    const [run] = await db
      .insert(notebookRuns)
      .values({ notebookId: row.id, ...body, ranBy: user.sub })
      .returning();
    if (!run) throw new Error("the run was not stored");
    await pruneRuns(db, row.id);
    return { status: 201, body: { run: toNotebookRun(run) } };
  });
}

/** The project's starter notebook, made once: the project row records it, so that deleting the notebook is for good. */
async function seedStarter(db: Database, projectId: string, sub: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(projects)
      .set({ starterNotebookAt: new Date() })
      .where(and(eq(projects.id, projectId), sql`${projects.starterNotebookAt} is null`))
      .returning({ id: projects.id });
    if (!claimed) return;
    await tx.insert(notebooks).values({ projectId, name: STARTER_NOTEBOOK_NAME, cells: starterCells(), sharing: "read", createdBy: sub, updatedBy: sub });
  });
}
