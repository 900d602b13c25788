// CSV and TSV: the first record names the columns; each later record is a row of cell texts.
// Rows resume at the byte offset recorded with the checkpoint (csv-parse's info.bytes).
import { createReadStream } from "node:fs";
import { CsvError, parse } from "csv-parse";
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { ReaderError } from "./reader-error";
import { checkHeader } from "./check-header";

const MAX_RECORD_BYTES = 64 * 1024 * 1024;

interface CsvRecord {
  fields: string[];
  /** File offset just past the record. */
  end: number;
}

/** Reads delimited text: `delimiter` is "," for CSV and "\t" for TSV. */
export async function* readDelimited(path: string, delimiter: string, after?: ReaderCheckpoint): AsyncGenerator<ReadItem> {
  const fromStart = records(path, delimiter, 0);
  const header = await fromStart.next();
  if (header.done) throw new ReaderError("empty", "The file is empty");
  const columns = checkHeader(header.value.fields);
  let rowNumber = 0;
  let rest = fromStart;
  if (after?.byteOffset !== undefined) {
    await fromStart.return(undefined);
    rowNumber = after.rowNumber;
    rest = records(path, delimiter, after.byteOffset);
  }
  try {
    for await (const record of rest) {
      rowNumber += 1;
      if (after !== undefined && rowNumber <= after.rowNumber) continue;
      yield toItem(record, columns, rowNumber);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new ReaderError("unreadable", `Row ${rowNumber + 1} cannot be read, nor anything after it: ${describeCsvError(error)}`, {
      cause: error,
    });
  }
}

/** The header row alone, checked: for previews of files with no data rows. */
export async function readDelimitedHeader(path: string, delimiter: string): Promise<string[]> {
  const all = records(path, delimiter, 0);
  const header = await all.next();
  await all.return(undefined);
  if (header.done) throw new ReaderError("empty", "The file is empty");
  return checkHeader(header.value.fields);
}

function toItem(record: CsvRecord, columns: string[], rowNumber: number): ReadItem {
  const checkpoint = { rowNumber, byteOffset: record.end };
  const { fields } = record;
  if (fields.length !== columns.length) {
    const reason = `has ${fields.length} values but the header names ${columns.length} columns`;
    // A short row names the first column it leaves out.
    const column = columns[fields.length];
    return column === undefined ? { kind: "error", rowNumber, reason, checkpoint } : { kind: "error", rowNumber, column, reason, checkpoint };
  }
  const values: Record<string, unknown> = {};
  columns.forEach((name, index) => (values[name] = fields[index]));
  return { kind: "row", rowNumber, values, checkpoint };
}

async function* records(path: string, delimiter: string, start: number): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter,
    bom: start === 0,
    info: true,
    relax_column_count: true,
    relax_quotes: delimiter === "\t",
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  const input = createReadStream(path, { start });
  input.on("error", (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
      yield { fields: record, end: start + info.bytes };
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted value is never closed";
    case "CSV_INVALID_CLOSING_QUOTE":
      return "a quoted value is followed by more text before the next delimiter";
    case "CSV_MAX_RECORD_SIZE":
      return "a row is longer than 64 MB (is a quote left open?)";
    default:
      return error.message;
  }
}
