// Parquet: row groups read one at a time through a file-range reader, never the whole file.
// Rows resume by row number: the row group holding the next row is found from the metadata.
import { open, type FileHandle } from "node:fs/promises";
import { parquetMetadataAsync, parquetReadObjects, parquetSchema, type AsyncBuffer, type FileMetaData, type SchemaTree } from "hyparquet";
import { compressors } from "hyparquet-compressors";
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { ReaderError } from "./reader-error";

export async function* readParquet(path: string, after?: ReaderCheckpoint): AsyncGenerator<ReadItem> {
  const handle = await open(path, "r");
  try {
    const file = await fileRanges(handle);
    const metadata = await readMetadata(file);
    const bigintColumns = int64Columns(metadata);
    let groupStart = 0;
    for (const group of metadata.row_groups) {
      const groupEnd = groupStart + Number(group.num_rows);
      const rowStart = Math.max(groupStart, after?.rowNumber ?? 0);
      if (rowStart < groupEnd) {
        const rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd: groupEnd, compressors });
        let rowNumber = rowStart;
        for (const values of rows) {
          rowNumber += 1;
          yield { kind: "row", rowNumber, values: withSafeIntegers(values, bigintColumns), checkpoint: { rowNumber } };
        }
      }
      groupStart = groupEnd;
    }
  } finally {
    await handle.close();
  }
}

/** The top-level column names, in the file's order. */
export async function readParquetColumns(path: string): Promise<string[]> {
  const handle = await open(path, "r");
  try {
    const metadata = await readMetadata(await fileRanges(handle));
    return parquetSchema(metadata).children.map((child) => child.element.name);
  } finally {
    await handle.close();
  }
}

/** The top-level columns holding INT64 values, alone or in a list: the only ones whose values come as bigint. */
function int64Columns(metadata: FileMetaData): string[] {
  const holdsInt64 = (node: SchemaTree): boolean => node.element.type === "INT64" || node.children.some(holdsInt64);
  return parquetSchema(metadata)
    .children.filter(holdsInt64)
    .map((column) => column.element.name);
}

/** INT64 values come as bigint; those that fit a JavaScript number become numbers (JSON cannot carry bigint). Other columns are left as read. */
function withSafeIntegers(values: Record<string, unknown>, bigintColumns: readonly string[]): Record<string, unknown> {
  for (const name of bigintColumns) {
    const value = values[name];
    values[name] = Array.isArray(value) ? value.map(toSafeNumber) : toSafeNumber(value);
  }
  return values;
}

function toSafeNumber(value: unknown): unknown {
  if (typeof value !== "bigint") return value;
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

async function readMetadata(file: AsyncBuffer): Promise<FileMetaData> {
  try {
    return await parquetMetadataAsync(file);
  } catch (error) {
    throw new ReaderError("unreadable", `The Parquet file cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

async function fileRanges(handle: FileHandle): Promise<AsyncBuffer> {
  const { size } = await handle.stat();
  return {
    byteLength: size,
    async slice(start: number, end = size): Promise<ArrayBuffer> {
      const bytes = new Uint8Array(end - start);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
      return bytes.buffer.slice(0, bytesRead);
    },
  };
}
