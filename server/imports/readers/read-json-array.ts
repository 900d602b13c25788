// A JSON array of objects (Qdrant's own point shape among them), streamed element by element;
// an element that is not an object, or nests deeper than MAX_NESTING, is a row error.
// Elements have no byte offsets from the parser, so a resumed read skips the rows done.
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Transform } from "node:stream";
import { JSONParser } from "@streamparser/json-node";
import type { ReadItem, ReaderCheckpoint } from "./reader-types";
import { ReaderError } from "./reader-error";
import { describeJsonValue, isPlainObject } from "./json-values";
import { MAX_NESTING, refuseDeepRow } from "./nesting-depth";
import { DepthCut } from "./shallow-json";

export async function* readJsonArray(path: string, after?: ReaderCheckpoint): AsyncGenerator<ReadItem> {
  const start = await arrayStart(path);
  // keepStack: false, so that the array does not keep the elements already emitted.
  const parser = new JSONParser({ paths: ["$.*"], keepStack: false });
  // Decoded here, as the other readers decode, so that bytes that are not UTF-8 read as U+FFFD: the parser's own
  // decoder refused the whole file past them.
  const input = createReadStream(path, { start, encoding: "utf8" });
  // Below the array and each element, what nests past MAX_NESTING is cut before the parser builds it (shallow-json.ts).
  const cut = new DepthCut(2 + MAX_NESTING + 1);
  const shallow = new Transform({ decodeStrings: false, transform: (chunk: string, _encoding, done) => done(null, cut.cut(chunk)) });
  input.on("error", (error) => parser.destroy(error));
  input.pipe(shallow).pipe(parser);
  let rowNumber = 0;
  try {
    for await (const { value } of parser as AsyncIterable<{ value: unknown }>) {
      rowNumber += 1;
      if (after !== undefined && rowNumber <= after.rowNumber) continue;
      const checkpoint = { rowNumber };
      if (isPlainObject(value)) yield refuseDeepRow({ kind: "row", rowNumber, values: value, checkpoint });
      else yield { kind: "error", rowNumber, reason: `is ${describeJsonValue(value)}, not an object`, checkpoint };
    }
  } catch (error) {
    if (error instanceof ReaderError) throw error;
    // The parser reads ahead by a chunk, so the fault lies somewhere past the last row yielded.
    const where = rowNumber === 0 ? "" : ` past row ${rowNumber}`;
    throw new ReaderError("unreadable", `The JSON array is not valid JSON${where}: ${(error as Error).message}`, { cause: error });
  } finally {
    input.destroy();
    shallow.destroy();
    parser.destroy();
  }
}

/** The offset of the opening bracket, past a byte order mark and blanks; refuses anything but an array. */
async function arrayStart(path: string): Promise<number> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString("latin1");
    const bom = text.startsWith("\xef\xbb\xbf") ? 3 : 0;
    const first = text.slice(bom).search(/\S/);
    if (first === -1 && bytesRead < head.length) throw new ReaderError("empty", "The file is empty");
    if (first === -1 || text[bom + first] !== "[") {
      throw new ReaderError("unreadable", "The file does not hold a JSON array: a JSON file must be one array of objects, [{...}, {...}]");
    }
    return bom + first;
  } finally {
    await handle.close();
  }
}
