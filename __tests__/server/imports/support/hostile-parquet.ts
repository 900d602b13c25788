// Parquet files no ordinary writer makes, for the hostile-file tests: a JSON
// column holding text nested deeper than any writer would serialise (written
// as a UTF8 column, then retyped JSON in the footer: both converted types are
// one byte in Thrift's compact protocol), and a schema of groups nested
// `depth` levels deep with no rows (its footer written by hand).
import fs from "node:fs";
import { writeParquet, type ParquetColumn } from "./write-parquet";

/** Thrift compact protocol: the field header of an i32 field 2 after the one before, and the zigzag values of UTF8 (0) and JSON (19). */
const CONVERTED_TYPE_FIELD = 0x25;
const UTF8 = 0x00;
const JSON_TYPE = 0x26;

/** Like writeParquet, with the `json` columns given as their JSON text, written unchanged whatever it holds. */
export function writeParquetWithJsonText(path: string, columns: ParquetColumn[], rows: Record<string, unknown>[]): void {
  const asText = columns.map((column) => (column.type === "json" ? { ...column, type: "string" as const } : column));
  writeParquet(path, asText, rows, rows.length);
  const bytes = fs.readFileSync(path);
  const footerLength = bytes.readUInt32LE(bytes.length - 8);
  const footerStart = bytes.length - 8 - footerLength;
  for (const column of columns.filter((candidate) => candidate.type === "json")) {
    const name = Buffer.from(column.name);
    // The schema element's name (field 4, binary: header 0x18, its length, its bytes), then its converted type.
    const pattern = Buffer.concat([Buffer.from([0x18, name.length]), name, Buffer.from([CONVERTED_TYPE_FIELD, UTF8])]);
    const at = bytes.indexOf(pattern, footerStart);
    if (at === -1) throw new Error(`the schema element of ${column.name} was not found in the footer`);
    bytes[at + pattern.length - 1] = JSON_TYPE;
  }
  fs.writeFileSync(path, bytes);
}

/** A Parquet file with no rows whose schema nests `depth` groups, each with one child, above one INT32 column. */
export function writeDeepSchemaParquet(path: string, depth: number): void {
  const elements: number[] = [];
  // Each group (the root first): its name (field 4, binary), num_children (field 5, i32) 1, the end of the struct.
  for (let level = 0; level < depth; level++) elements.push(0x48, `g${level}`.length, ...Buffer.from(`g${level}`), 0x15, 0x02, 0x00);
  // The leaf: type (field 1) INT32, repetition_type (field 3) REQUIRED, its name (field 4), the end of the struct.
  elements.push(0x15, 0x02, 0x25, 0x00, 0x18, 4, ...Buffer.from("leaf"), 0x00);
  const count = depth + 1;
  const metadata = Buffer.from([
    // version: 1
    0x15, 0x02,
    // schema: a list of `count` structs
    0x19, 0xfc, ...varint(count), ...elements,
    // num_rows: 0
    0x16, 0x00,
    // row_groups: an empty list of structs
    0x19, 0x0c,
    0x00,
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(metadata.length);
  fs.writeFileSync(path, Buffer.concat([Buffer.from("PAR1"), metadata, length, Buffer.from("PAR1")]));
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}
