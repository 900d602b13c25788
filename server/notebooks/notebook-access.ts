// Who may read and change a notebook, beyond the rights table's notebook.*
// (checked by the router): a private notebook is its author's alone; one
// shared to read is every project member's to read; one shared to edit is
// changed by those whose role writes notebooks. Deleting is for its author,
// or an owner or admin. Another's notebook the caller may not read is 404,
// as if it were not there.
import { isAllowed, type Grant } from "../../contract/rights";
import type { NotebookRow } from "../db/schema";
import { AppError } from "../errors";

export interface NotebookCaller {
  sub: string;
  grant: Grant;
}

export function canRead(notebook: NotebookRow, caller: NotebookCaller): boolean {
  return notebook.createdBy === caller.sub || notebook.sharing !== "private";
}

export function canEdit(notebook: NotebookRow, caller: NotebookCaller): boolean {
  if (notebook.createdBy === caller.sub) return true;
  return notebook.sharing === "edit" && isAllowed(caller.grant, ["notebook", "update"]);
}

export function canDelete(notebook: NotebookRow, caller: NotebookCaller): boolean {
  return notebook.createdBy === caller.sub || (canRead(notebook, caller) && isAllowed(caller.grant, ["project", "delete"]));
}

export function notebookNotFound(): AppError {
  return new AppError("not_found", "No such notebook in this project");
}

export function refusedEdit(notebook: NotebookRow): AppError {
  return new AppError("forbidden", notebook.sharing === "read" ? "This notebook is shared to read: duplicate it to change your own copy" : "Only this notebook's author can change it");
}
