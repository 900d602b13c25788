// CSV and TSV: the first record names the columns; each later record is a row of cell texts.
// Records are parsed by papaparse's core parser, fed the file a chunk at a time: the text
// after the last whole record is carried into the next chunk. Rows resume at the byte offset
// recorded with the checkpoint, counted from the parser's character positions.
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import Papa from "papaparse";
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { ReaderError } from "./reader-error";
import { checkHeader } from "./check-header";

/** Text carried past one record's start without its end: a longer record is taken for a quote left open. */
const MAX_RECORD_CHARS = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const BOM = "\uFEFF";

type Newline = "\n" | "\r\n";

interface CsvRecord {
  fields: string[];
  /** File offset just past the record. */
  end: number;
}

/** Text that cannot be split into records: nothing after it can be read. */
class BrokenText extends Error {}

/** Reads delimited text: `delimiter` is "," for CSV and "\t" for TSV. */
export async function* readDelimited(path: string, delimiter: string, after?: ReaderCheckpoint): AsyncGenerator<ReadItem> {
  let rowNumber = 0;
  let isHeaderRead = false;
  try {
    const { columns, lineBreak, rest } = await readHeader(path, delimiter);
    isHeaderRead = true;
    let rows = rest;
    if (after?.byteOffset !== undefined) {
      await rest.return(undefined);
      rowNumber = after.rowNumber;
      // Told the header's line break: the text at the offset may start inside no line the break can be told from.
      rows = records(path, delimiter, after.byteOffset, lineBreak);
    }
    for await (const record of rows) {
      rowNumber += 1;
      if (after !== undefined && rowNumber <= after.rowNumber) continue;
      yield toItem(record, columns, rowNumber);
    }
  } catch (error) {
    if (!(error instanceof BrokenText)) throw error;
    const where = isHeaderRead ? `Row ${rowNumber + 1}` : "The header row";
    throw new ReaderError("unreadable", `${where} cannot be read, nor anything after it: ${error.message}`, { cause: error });
  }
}

/** The header row alone, checked: for previews of files with no data rows. */
export async function readDelimitedHeader(path: string, delimiter: string): Promise<string[]> {
  try {
    const { columns, rest } = await readHeader(path, delimiter);
    await rest.return(undefined);
    return columns;
  } catch (error) {
    if (!(error instanceof BrokenText)) throw error;
    throw new ReaderError("unreadable", `The header row cannot be read: ${error.message}`, { cause: error });
  }
}

/** The header's columns, the file's line break, and the records after the header. */
async function readHeader(path: string, delimiter: string): Promise<{ columns: string[]; lineBreak: LineBreak; rest: AsyncGenerator<CsvRecord> }> {
  const lineBreak: LineBreak = {};
  const rest = records(path, delimiter, 0, lineBreak);
  const header = await rest.next();
  if (header.done) throw new ReaderError("empty", "The file is empty");
  return { columns: checkHeader(header.value.fields), lineBreak, rest };
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

/** A file's line break: decided by the first one read (a file's lines all end alike), then kept. */
interface LineBreak {
  newline?: Newline;
}

/** Non-empty records from byte `start`, each with the offset just past it. */
async function* records(path: string, delimiter: string, start: number, lineBreak: LineBreak = {}): AsyncGenerator<CsvRecord> {
  const input = createReadStream(path, { start, highWaterMark: CHUNK_BYTES });
  const decoder = new StringDecoder("utf8");
  let isFileStart = start === 0;
  /** Text not yet split into records, and the file offset of its first character. */
  let text = "";
  let textStart = start;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      text += decoder.write(chunk);
      if (isFileStart && text.length > 0) {
        isFileStart = false;
        if (text.startsWith(BOM)) {
          text = text.slice(BOM.length);
          textStart = Buffer.byteLength(BOM);
        }
      }
      lineBreak.newline ??= lineBreakOf(text);
      const { newline } = lineBreak;
      if (newline) {
        const parsed = parseRecords(text, delimiter, newline, false);
        textStart = yield* withOffsets(parsed, text, textStart);
        text = text.slice(parsed.consumed);
      }
      if (text.length > MAX_RECORD_CHARS) throw new BrokenText("a row is longer than 64 MB (is a quote left open?)");
    }
    text += decoder.end();
    yield* withOffsets(parseRecords(text, delimiter, lineBreak.newline ?? "\n", true), text, textStart);
  } finally {
    input.destroy();
  }
}

interface Parsed {
  /** Whole records: their fields and the character position just past each. */
  records: { fields: string[]; end: number }[];
  /** Characters of whole records: what follows is carried into the next chunk. */
  consumed: number;
  /** Why the record after the last one cannot be read, if it cannot. */
  broken?: string;
}

/** The whole records of `text`; the last one too when `isLast` (the file ends there). */
function parseRecords(text: string, delimiter: string, newline: Newline, isLast: boolean): Parsed {
  const parsed: Parsed = { records: [], consumed: 0 };
  const parser = new Papa.Parser({
    delimiter,
    newline,
    step: (results) => {
      const [problem] = results.errors;
      if (problem) {
        parsed.broken = describe(problem);
        parser.abort();
        return;
      }
      // The core parser hands each step a batch of one record.
      const [fields = []] = results.data as unknown as string[][];
      parsed.records.push({ fields, end: results.meta.cursor });
      parsed.consumed = results.meta.cursor;
    },
  });
  parser.parse(text, 0, !isLast);
  return parsed;
}

/**
 * The records with their file offsets, returning the offset past the last; throws, after the
 * records before it, at text that cannot be read.
 */
function* withOffsets({ records: parsed, broken }: Parsed, text: string, textStart: number): Generator<CsvRecord, number> {
  let offset = textStart;
  let at = 0;
  for (const { fields, end } of parsed) {
    offset += Buffer.byteLength(text.slice(at, end));
    at = end;
    // A blank line is no record.
    if (fields.length === 1 && fields[0] === "") continue;
    yield { fields, end: offset };
  }
  if (broken) throw new BrokenText(broken);
  return offset;
}

function describe(error: Papa.ParseError): string {
  switch (error.code) {
    case "MissingQuotes":
      return "a quoted value is never closed";
    case "InvalidQuotes":
      return "a quoted value is followed by more text before the next delimiter";
    default:
      return error.message;
  }
}

/** The first line's break, once the text holds one. */
function lineBreakOf(text: string): Newline | undefined {
  const end = text.indexOf("\n");
  if (end === -1) return undefined;
  return end > 0 && text[end - 1] === "\r" ? "\r\n" : "\n";
}
