// The first rows of a file and its columns, each with a type inferred from those rows.
import type { ImportFormat, ReadRow, RowError } from "./reader-types";
import { readRows } from "./read-rows";
import { readDelimitedHeader } from "./read-csv";
import { readParquetColumns } from "./read-parquet";
import { readCellText } from "./read-cell-text";
import { inferColumnType, type ColumnType } from "./infer-column-type";

export interface PreviewColumn {
  name: string;
  type: ColumnType;
}

export interface FilePreview {
  format: ImportFormat;
  /** In the file's order: the header's for CSV and TSV, the schema's for Parquet, first seen for JSON. */
  columns: PreviewColumn[];
  /** The first rows as read (CSV and TSV: cell texts, see readCellText). */
  rows: ReadRow[];
  /** Bad rows among the first `rows` read. */
  errors: RowError[];
}

export async function previewFile(path: string, format: ImportFormat, options: { rows?: number } = {}): Promise<FilePreview> {
  const limit = options.rows ?? 20;
  const rows: ReadRow[] = [];
  const errors: RowError[] = [];
  if (limit > 0) {
    for await (const item of readRows(path, format)) {
      if (item.kind === "row") rows.push(item);
      else errors.push(item);
      if (rows.length + errors.length >= limit) break;
    }
  }
  const isText = format === "csv" || format === "tsv";
  const names = await columnNames(path, format, rows);
  const columns = names.map((name) => {
    const values = rows.map((row) => (isText ? readCellText(String(row.values[name])) : row.values[name]));
    return { name, type: inferColumnType(values) };
  });
  return { format, columns, rows, errors };
}

async function columnNames(path: string, format: ImportFormat, rows: ReadRow[]): Promise<string[]> {
  if (format === "csv") return readDelimitedHeader(path, ",");
  if (format === "tsv") return readDelimitedHeader(path, "\t");
  if (format === "parquet") return readParquetColumns(path);
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row.values)) names.add(name);
  return [...names];
}
