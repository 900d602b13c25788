// One way to read every format: the rows of a file, in order, from the start or after a checkpoint.
import type { ImportFormat, ReadItem, ReadOptions } from "./reader-types";
import { readDelimited } from "./read-csv";
import { readJsonLines } from "./read-json-lines";
import { readJsonArray } from "./read-json-array";
import { readParquet } from "./read-parquet";

/**
 * Rows and row errors of `path`, read as `format` (see detectFormat). A file that cannot be read
 * at all (empty, unreadable header, broken past a point) throws a ReaderError; a bad row is
 * yielded as a RowError and the read goes on.
 */
export function readRows(path: string, format: ImportFormat, options: ReadOptions = {}): AsyncGenerator<ReadItem> {
  const { after } = options;
  switch (format) {
    case "csv":
      return readDelimited(path, ",", after);
    case "tsv":
      return readDelimited(path, "\t", after);
    case "jsonl":
      return readJsonLines(path, after);
    case "json":
      return readJsonArray(path, after);
    case "parquet":
      return readParquet(path, after);
  }
}
