// What a notebook may hold and who may see it, for both sides: the service
// (contract/notebooks.ts, in zod) and the console's forms, which import this
// file without zod (the Notebooks page stays light).

export const NOTEBOOK_CELL_KINDS = ["markdown", "request"] as const;
export type NotebookCellKind = (typeof NOTEBOOK_CELL_KINDS)[number];

export const NOTEBOOK_SHARING = ["private", "read", "edit"] as const;
export type NotebookSharing = (typeof NOTEBOOK_SHARING)[number];

export const NOTEBOOK_NAME_MAX = 100;
export const NOTEBOOK_CELLS_MAX = 200;
export const NOTEBOOK_CELL_CHARS_MAX = 100_000;
/** Runs kept per notebook, newest first. */
export const NOTEBOOK_RUNS_KEPT = 100;
/** A notebook's file, as exported and imported: {format, version, name, cells}. */
export const NOTEBOOK_FILE_FORMAT = "vector-database-cloud/notebook";
export const NOTEBOOK_FILE_VERSION = 1;
