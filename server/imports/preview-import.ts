// POST /api/projects/{projectId}/imports/preview: the file's first rows and
// columns, and a mapping proposed from them (onto the named collection's
// vectors, or for a new collection named after the file, not as one the project has).
import type { ImportPreview, PreviewImportBody } from "../../contract/imports";
import { IMPORT_PREVIEW_ROWS } from "../../contract/imports";
import { toJsonValue } from "./mapping/cell-values";
import { proposeCollectionName } from "./propose-collection-name";
import { proposeMapping } from "./propose-mapping";
import { AppError } from "../errors";
import type { ImportContext } from "./import-context";
import { openImportFile } from "./import-file";

export async function previewImport({ db, plane, uploads, models }: ImportContext, projectId: string, body: PreviewImportBody): Promise<ImportPreview> {
  const file = await openImportFile(db, uploads, projectId, body.uploadId, body.format, IMPORT_PREVIEW_ROWS);
  const collection = body.collection === undefined ? undefined : await plane.catalog.find(projectId, body.collection);
  if (body.collection !== undefined && !collection) throw new AppError("not_found", `Collection "${body.collection}" does not exist`);
  const { preview } = file;
  const newName = collection ? "" : await proposeCollectionName(file.upload.fileName, async (name) => (await plane.catalog.find(projectId, name)) !== undefined);
  return {
    format: file.format,
    columns: preview.columns.map(({ name, type }) => ({ name, kind: type.kind, ...(type.length !== undefined ? { length: type.length } : {}), hasEmpty: type.hasEmpty })),
    rows: preview.rows.map((row) => ({ row: row.rowNumber, values: toJsonValue(row.values) as Record<string, unknown> })),
    errors: preview.errors.map((error) => ({ row: error.rowNumber, column: error.column ?? null, reason: error.reason })),
    proposal: proposeMapping(preview, newName, collection, (await models?.list(projectId)) ?? []),
  };
}
