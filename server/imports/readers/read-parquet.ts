// Parquet: row groups read one at a time through a file-range reader, never the whole file.
// Rows resume by row number: the row group holding the next row is found from the metadata.
// hyparquet walks the schema recursively, so a schema nested deeper than its values may be
// (MAX_NESTING) is refused before it is read; a row nested deeper is a row error.
import { open, type FileHandle } from "node:fs/promises";
import { parquetMetadataAsync, parquetReadObjects, parquetSchema, type AsyncBuffer, type FileMetaData, type SchemaElement, type SchemaTree } from "hyparquet";
import { compressors } from "hyparquet-compressors";
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { ReaderError } from "./reader-error";
import { MAX_NESTING, refuseDeepRow } from "./nesting-depth";
import { parseShallowJson } from "./shallow-json";

const utf8 = new TextDecoder();
/** JSON columns' values, cut where they nest too deep before they are built (shallow-json.ts). */
const parsers = { jsonFromBytes: (bytes: Uint8Array | undefined) => bytes && parseShallowJson(utf8.decode(bytes)) };

/** Schema levels a value of MAX_NESTING levels takes at most: two per list (the list and its repeated group), and the root. */
const MAX_SCHEMA_DEPTH = 2 * MAX_NESTING + 1;

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
        const rows = await parquetReadObjects({ file, metadata, rowStart, rowEnd: groupEnd, compressors, parsers });
        let rowNumber = rowStart;
        for (const values of rows) {
          rowNumber += 1;
          yield refuseDeepRow({ kind: "row", rowNumber, values: withSafeIntegers(values, bigintColumns), checkpoint: { rowNumber } });
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
  let metadata: FileMetaData;
  try {
    metadata = await parquetMetadataAsync(file);
  } catch (error) {
    const why = error instanceof RangeError ? "its metadata is nested too deeply or is cut short" : (error as Error).message;
    throw new ReaderError("unreadable", `The Parquet file cannot be read: ${why}`, { cause: error });
  }
  if (schemaDepth(metadata.schema) > MAX_SCHEMA_DEPTH) {
    throw new ReaderError("unreadable", `The Parquet file cannot be read: its schema nests more than ${MAX_SCHEMA_DEPTH} levels deep`);
  }
  return metadata;
}

/** The depth of the schema's tree (the root alone: 0), from its elements in depth-first order, each with its number of children. */
function schemaDepth(schema: readonly SchemaElement[]): number {
  /** Children still to come at each level above the next element. */
  const left: number[] = [];
  let deepest = 0;
  for (const element of schema) {
    while (left.length > 0 && left.at(-1) === 0) left.pop();
    if (left.length > 0) left[left.length - 1] = (left.at(-1) ?? 1) - 1;
    deepest = Math.max(deepest, left.length);
    if (element.num_children) left.push(element.num_children);
  }
  return deepest;
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
