// The format of an uploaded file, from its name and its first bytes; a name that
// the content contradicts is refused rather than read as something it is not.
import { open } from "node:fs/promises";
import { basename, extname } from "node:path";
import { FORMAT_NAMES, type ImportFormat } from "./reader-types";
import { ReaderError } from "./reader-error";

const SNIFF_BYTES = 64 * 1024;
const EXTENSIONS: Record<string, ImportFormat> = {
  ".csv": "csv",
  ".tsv": "tsv",
  ".tab": "tsv",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl",
  ".json": "json",
  ".parquet": "parquet",
  ".pq": "parquet",
};
// Formats close enough that a name saying one and content showing the other is read as the content says:
// a .csv of tab-separated lines, a .json of JSON Lines.
const FAMILY: Record<ImportFormat, string> = { csv: "delimited", tsv: "delimited", jsonl: "json", json: "json", parquet: "parquet" };

/** The format to read `path` with; `fileName` is the name the user gave the file. */
export async function detectFormat(path: string, fileName: string): Promise<ImportFormat> {
  const head = await readHead(path);
  const content = sniffContent(head.bytes, head.size);
  const named = EXTENSIONS[extname(fileName).toLowerCase()];
  if (named === undefined || named === content || FAMILY[named] === FAMILY[content]) return content;
  throw new ReaderError("format-mismatch", `The file is named ${basename(fileName)} but holds ${FORMAT_NAMES[content]}`);
}

async function readHead(path: string): Promise<{ bytes: Buffer; size: number }> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.alloc(Math.min(size, SNIFF_BYTES));
    const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
    return { bytes: bytes.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

function sniffContent(bytes: Buffer, size: number): ImportFormat {
  if (size >= 8 && bytes.subarray(0, 4).toString("latin1") === "PAR1") return "parquet";
  const text = stripBom(bytes).toString("utf8");
  const start = text.search(/\S/);
  if (start === -1) throw new ReaderError("empty", "The file is empty");
  if (bytes.includes(0)) {
    throw new ReaderError("unknown-format", "The file holds binary data, not CSV, TSV, JSON Lines, a JSON array or Parquet");
  }
  const first = text[start];
  if (first === "[") return checkArrayOfObjects(text.slice(start + 1));
  if (first === "{") return checkJsonLines(text.slice(start), bytes.length < size);
  const firstLine = text.slice(start).split(/\r?\n/, 1)[0] ?? "";
  return count(firstLine, "\t") > count(firstLine, ",") ? "tsv" : "csv";
}

function checkArrayOfObjects(rest: string): ImportFormat {
  const next = rest.search(/\S/);
  if (next === -1 || rest[next] === "{" || rest[next] === "]") return "json";
  const kind = rest[next] === "[" ? "arrays" : rest[next] === '"' ? "strings" : /[-\d]/.test(rest[next] ?? "") ? "numbers" : "values";
  throw new ReaderError("unreadable", `The JSON array holds ${kind}, not objects: each element must be an object, one per row`);
}

function checkJsonLines(text: string, isCut: boolean): ImportFormat {
  const lines = text.split(/\r?\n/);
  // The last line of a cut sample may itself be cut.
  const whole = isCut ? lines.slice(0, -1) : lines;
  const first = whole.find((line) => line.trim() !== "");
  if (first === undefined) return "jsonl";
  try {
    JSON.parse(first);
    return "jsonl";
  } catch {
    throw new ReaderError(
      "unreadable",
      "The file starts with { but its first line is not a JSON object: JSON Lines needs one object per line, a JSON file one array of objects",
    );
  }
}

export function stripBom(bytes: Buffer): Buffer {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
