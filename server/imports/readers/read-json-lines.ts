// JSON Lines: one object per line. Blank lines are not rows; a line that is not a JSON object,
// or nests deeper than MAX_NESTING, is a row error. Rows resume at the byte offset recorded
// with the checkpoint.
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { readLines } from "./read-lines";
import { describeJsonValue, isPlainObject } from "./json-values";
import { refuseDeepRow } from "./nesting-depth";
import { parseShallowJson } from "./shallow-json";

const MAX_LINE_BYTES = 64 * 1024 * 1024;
const BOM = "\ufeff";

export async function* readJsonLines(path: string, after?: ReaderCheckpoint): AsyncGenerator<ReadItem> {
  const start = after?.byteOffset ?? 0;
  let rowNumber = after?.byteOffset !== undefined ? after.rowNumber : 0;
  for await (const line of readLines(path, start, MAX_LINE_BYTES)) {
    const text = start === 0 && rowNumber === 0 && line.text?.startsWith(BOM) ? line.text.slice(1) : line.text;
    if (text !== undefined && text.trim() === "") continue;
    rowNumber += 1;
    if (after !== undefined && rowNumber <= after.rowNumber) continue;
    yield toItem(text, rowNumber, { rowNumber, byteOffset: line.end });
  }
}

function toItem(text: string | undefined, rowNumber: number, checkpoint: ReaderCheckpoint): ReadItem {
  if (text === undefined) return { kind: "error", rowNumber, reason: "is longer than 64 MB", checkpoint };
  let value: unknown;
  try {
    // Below the row's own object, what nests past MAX_NESTING is cut before it is built (shallow-json.ts).
    value = parseShallowJson(text, 1);
  } catch (error) {
    return { kind: "error", rowNumber, reason: `is not valid JSON (${(error as Error).message})`, checkpoint };
  }
  if (!isPlainObject(value)) return { kind: "error", rowNumber, reason: `is ${describeJsonValue(value)}, not an object`, checkpoint };
  return refuseDeepRow({ kind: "row", rowNumber, values: value, checkpoint });
}
