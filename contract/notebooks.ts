// /api/projects/:projectId/notebooks: request notebooks saved with the
// project. A notebook is an ordered list of cells, each Markdown or a
// data-plane request in the console syntax Qdrant users know ("POST
// collections/docs/points/query" on the first line, a JSON body below). The
// console runs a request cell against the data plane and records each run
// here (its history). A notebook is its author's alone (private), or shared
// with the project's members to read, or to edit (those whose role writes).
// Saves carry the version they were made on: a notebook changed meanwhile
// elsewhere answers 409 rather than losing either change.
import { z } from "zod";
import { NOTEBOOK_CELL_CHARS_MAX, NOTEBOOK_CELL_KINDS, NOTEBOOK_CELLS_MAX, NOTEBOOK_FILE_FORMAT, NOTEBOOK_NAME_MAX, NOTEBOOK_SHARING } from "./notebook-limits";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";

export * from "./notebook-limits";

const name = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, "name must not be empty")
  .max(NOTEBOOK_NAME_MAX, `name must be at most ${NOTEBOOK_NAME_MAX} characters`);

export const notebookCellSchema = z
  .object({
    /** Stable within the notebook: runs name it. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a cell's id must be 1 to 64 letters, digits, _ or -"),
    kind: z.enum(NOTEBOOK_CELL_KINDS, { error: 'a cell\'s kind must be "markdown" or "request"' }),
    source: z.string().max(NOTEBOOK_CELL_CHARS_MAX, `a cell holds at most ${NOTEBOOK_CELL_CHARS_MAX.toLocaleString("en-US")} characters`),
  })
  .meta({ id: "NotebookCell" });
export type NotebookCell = z.infer<typeof notebookCellSchema>;

const cells = z
  .array(notebookCellSchema)
  .max(NOTEBOOK_CELLS_MAX, `a notebook holds at most ${NOTEBOOK_CELLS_MAX} cells`)
  .refine((list) => new Set(list.map((cell) => cell.id)).size === list.length, "each cell's id must be its own");

/**
 * A notebook as a file (Export, Import): a JSON object {"format":
 * "vector-database-cloud/notebook", "version": 1, "name", "cells"}, its cells
 * as this API holds them ({id, kind, source}). The format names the file's
 * kind; the version grows when the cells change shape, and a reader refuses a
 * later version than its own rather than misread it.
 */
export const notebookFileSchema = z.object({
  format: z.literal(NOTEBOOK_FILE_FORMAT, { error: `a notebook file's format is "${NOTEBOOK_FILE_FORMAT}"` }),
  version: z.number({ error: "a notebook file's version must be a number" }).int().positive(),
  name,
  cells,
});
export type NotebookFile = z.infer<typeof notebookFileSchema>;

export const notebookSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    sharing: z.enum(NOTEBOOK_SHARING),
    /** The author's user id. */
    createdBy: z.string(),
    updatedBy: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    /** What a save must name (updateNotebookBodySchema.version). */
    version: z.number().int().positive(),
    cellCount: z.number().int().nonnegative(),
    /** Whether the caller may change it: its author, or a member whose role writes when it is shared to edit. */
    canEdit: z.boolean(),
  })
  .meta({ id: "NotebookSummary" });
export type NotebookSummary = z.infer<typeof notebookSummarySchema>;

export const notebookSchema = notebookSummarySchema.extend({ cells: z.array(notebookCellSchema) }).meta({ id: "Notebook" });
export type Notebook = z.infer<typeof notebookSchema>;

export const listNotebooksResponseSchema = z.object({ notebooks: z.array(notebookSummarySchema) });
export const notebookResponseSchema = z.object({ notebook: notebookSchema });
export type NotebookResponse = z.infer<typeof notebookResponseSchema>;

export const createNotebookBodySchema = z.strictObject({
  name,
  cells: cells.optional(),
  sharing: z.enum(NOTEBOOK_SHARING, { error: 'sharing must be "private", "read" or "edit"' }).optional(),
});
export type CreateNotebookBody = z.infer<typeof createNotebookBodySchema>;

export const updateNotebookBodySchema = z.strictObject({
  /** The version the change was made on. */
  version: z.number({ error: "version must be the notebook's version the change was made on" }).int().positive(),
  name: name.optional(),
  cells: cells.optional(),
  sharing: z.enum(NOTEBOOK_SHARING, { error: 'sharing must be "private", "read" or "edit"' }).optional(),
});
export type UpdateNotebookBody = z.infer<typeof updateNotebookBodySchema>;

/** The copy's name; "<name> (copy)" when none is given (or no body). */
export const duplicateNotebookBodySchema = z.strictObject({ name: name.optional() }).optional();
export type DuplicateNotebookBody = z.infer<typeof duplicateNotebookBodySchema>;

export const notebookRunSchema = z
  .object({
    id: z.uuid(),
    cellId: z.string(),
    method: z.string(),
    path: z.string(),
    /** The HTTP status the data plane answered; 0 when no answer came. */
    status: z.number().int().nonnegative(),
    durationMs: z.number().nonnegative(),
    ranBy: z.string(),
    ranAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "NotebookRun" });
export type NotebookRun = z.infer<typeof notebookRunSchema>;

export const recordNotebookRunBodySchema = z.strictObject({
  cellId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "cellId must name one of the notebook's cells"),
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"], { error: "method must be GET, POST, PUT, PATCH or DELETE" }),
  path: z.string().min(1).max(2_000, "path must be at most 2,000 characters"),
  status: z.number().int().min(0).max(599),
  durationMs: z.number().min(0).max(86_400_000),
});
export type RecordNotebookRunBody = z.infer<typeof recordNotebookRunBodySchema>;

export const listNotebookRunsResponseSchema = z.object({ runs: z.array(notebookRunSchema) });

export const notebookParamsSchema = projectParamsSchema.extend({ notebookId: z.string().meta({ description: "The notebook's id (a UUID)" }) });

export const notebookRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/notebooks",
    summary: "The notebooks the caller may read in the project (theirs and those shared), most recently changed first",
    access: ["notebook", "read"],
    params: projectParamsSchema,
    replies: { 200: listNotebooksResponseSchema },
    errors: [404],
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/notebooks",
    summary: "A new notebook (empty, or with the cells of an imported file)",
    access: ["notebook", "create"],
    audit: "notebook.create",
    params: projectParamsSchema,
    body: createNotebookBodySchema,
    replies: { 201: notebookResponseSchema },
    errors: [404],
  }),
  get: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/notebooks/{notebookId}",
    summary: "One notebook with its cells",
    access: ["notebook", "read"],
    params: notebookParamsSchema,
    replies: { 200: notebookResponseSchema },
    errors: [404],
  }),
  update: declareRoute({
    method: "PUT",
    path: "/api/projects/{projectId}/notebooks/{notebookId}",
    summary: "Save a notebook's name, cells or sharing, made on the version named (409 when it changed meanwhile)",
    access: ["notebook", "update"],
    params: notebookParamsSchema,
    body: updateNotebookBodySchema,
    replies: { 200: notebookResponseSchema },
    errors: [404, 409],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/notebooks/{notebookId}",
    summary: "Delete a notebook and its runs (its author, or an owner or admin)",
    access: ["notebook", "delete"],
    audit: "notebook.delete",
    params: notebookParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
  duplicate: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/notebooks/{notebookId}/duplicate",
    summary: "A private copy of a notebook the caller may read",
    access: ["notebook", "create"],
    audit: "notebook.create",
    params: notebookParamsSchema,
    body: duplicateNotebookBodySchema,
    replies: { 201: notebookResponseSchema },
    errors: [404],
  }),
  listRuns: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/notebooks/{notebookId}/runs",
    summary: "The notebook's last runs, newest first",
    access: ["notebook", "read"],
    params: notebookParamsSchema,
    replies: { 200: listNotebookRunsResponseSchema },
    errors: [404],
  }),
  recordRun: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/notebooks/{notebookId}/runs",
    summary: "Record a request cell's run (the console runs it against the data plane)",
    access: ["notebook", "read"],
    params: notebookParamsSchema,
    body: recordNotebookRunBodySchema,
    replies: { 201: z.object({ run: notebookRunSchema }) },
    errors: [404],
  }),
};
