// The end of an import or dry run that read rows and found none it could
// write: a failure, whatever each row's own reason, worded from the row
// errors it kept (the reason most of them give, or the first row's when each
// differs) with what to do. Its row errors and counts stay, as for any end.
// A collection the import created for itself and that still holds nothing is
// removed again, so that a second try can create it under the same name.
import { asc, count, desc, eq, min } from "drizzle-orm";
import type { ImportCounts } from "../../../contract/imports";
import type { Database } from "../../db/client";
import { importRowErrors, type Collection } from "../../db/schema";
import { AppError } from "../../errors";
import type { DataPlane } from "../../data/data-plane";
import { deleteCollection } from "../../data/collections/delete-collection";

export function isEveryRowFailed(counts: ImportCounts): boolean {
  return counts.rows > 0 && counts.written === 0;
}

/** Removes the collection when it holds no point; whether it did. */
export async function removeIfEmpty(plane: DataPlane, collection: Collection): Promise<boolean> {
  if ((await plane.engine.count(collection.engineId)) > 0) return false;
  return deleteCollection(plane, collection.projectId, collection.name);
}

/** `removedCollection`: the name of the new collection removed again, if it was. */
export async function everyRowFailed(db: Database, jobId: string, counts: ImportCounts, isDryRun: boolean, removedCollection: string | null = null): Promise<AppError> {
  const rows = count();
  const firstRow = min(importRowErrors.rowNumber);
  const [top] = await db
    .select({ reason: importRowErrors.reason, column: importRowErrors.column, rows, firstRow })
    .from(importRowErrors)
    .where(eq(importRowErrors.jobId, jobId))
    .groupBy(importRowErrors.reason, importRowErrors.column)
    .orderBy(desc(rows), asc(firstRow))
    .limit(1);
  const removed = removedCollection === null ? "" : ` and the new collection "${removedCollection}" was removed again`;
  const outcome = `Every row failed (${formatCount(counts.failed)} of ${formatCount(counts.rows)}), so ${isDryRun ? "the import would write nothing" : `nothing was written${removed}`}.`;
  const advice = "Correct the mapping or the file as the row errors say, then run it again.";
  if (!top) return new AppError("bad_request", `${outcome} ${advice}`);
  const where = top.column === null ? `row ${top.firstRow}` : `row ${top.firstRow}, column "${top.column}"`;
  const said = top.reason.replace(/\.$/, "");
  const reason = top.rows > 1 ? `The most common reason (${formatCount(top.rows)} rows, the first ${where}): ${said}.` : `The first (${where}): ${said}.`;
  return new AppError("bad_request", `${outcome} ${reason} ${advice}`);
}

function formatCount(value: number): string {
  return value.toLocaleString("en");
}
