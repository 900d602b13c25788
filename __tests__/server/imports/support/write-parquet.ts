// Parquet files for the readers' tests, written with hyparquet-writer (snappy
// pages, statistics, row groups of the size asked): the columns in order, each
// typed. Vectors as pyarrow and pandas write them, a LIST of FLOAT (three
// levels: the column, its repeated group, the element), or as JSON text.
import type { SchemaElement } from "hyparquet";
import { parquetWriteFile } from "hyparquet-writer";

export type ParquetColumnType = "int64" | "double" | "string" | "boolean" | "float-list" | "int64-list" | "json";
export interface ParquetColumn {
  name: string;
  type: ParquetColumnType;
}

const BASIC_TYPES = { int64: "INT64", double: "DOUBLE", boolean: "BOOLEAN" } as const;

export function writeParquet(path: string, columns: ParquetColumn[], rows: Record<string, unknown>[], rowGroupSize: number): void {
  parquetWriteFile({
    filename: path,
    rowGroupSize,
    columnData: columns.map(({ name, type }) => {
      const values = rows.map((row) => row[name]);
      if (type === "int64") return { name, data: values.map((value) => BigInt(value as number)) };
      if (type === "int64-list") return { name, data: values.map((list) => (list as number[]).map(BigInt)) };
      return { name, data: values };
    }),
    schema: [{ name: "root", num_children: columns.length }, ...columns.flatMap(schemaOf)],
  });
}

function schemaOf({ name, type }: ParquetColumn): SchemaElement[] {
  switch (type) {
    case "float-list":
    case "int64-list":
      return [
        { name, repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
        { name: "list", repetition_type: "REPEATED", num_children: 1 },
        { name: "element", type: type === "float-list" ? "FLOAT" : "INT64", repetition_type: "REQUIRED" },
      ];
    case "string":
      return [{ name, type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" }];
    case "json":
      return [{ name, type: "BYTE_ARRAY", converted_type: "JSON", repetition_type: "REQUIRED" }];
    default:
      return [{ name, type: BASIC_TYPES[type], repetition_type: "REQUIRED" }];
  }
}
