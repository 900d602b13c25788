// Parquet files for the readers' tests, written with hyparquet-writer (snappy
// pages, statistics, row groups of the size asked): the columns in order, each
// typed, and float lists for vectors.
import { parquetWriteFile } from "hyparquet-writer";

export type ParquetColumnType = "int64" | "double" | "string" | "boolean" | "float-list";
export interface ParquetColumn {
  name: string;
  type: ParquetColumnType;
}

const BASIC_TYPES = { int64: "INT64", double: "DOUBLE", string: "STRING", boolean: "BOOLEAN" } as const;

export function writeParquet(path: string, columns: ParquetColumn[], rows: Record<string, unknown>[], rowGroupSize: number): void {
  parquetWriteFile({
    filename: path,
    rowGroupSize,
    columnData: columns.map(({ name, type }) => {
      const values = rows.map((row) => row[name]);
      if (type === "float-list") return { name, data: values, nullable: false };
      return { name, data: type === "int64" ? values.map((value) => BigInt(value as number)) : values, type: BASIC_TYPES[type], nullable: false };
    }),
  });
}
