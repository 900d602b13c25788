// What identifies a file's content for derived point ids (mapping/point-ids.ts):
// the SHA-256 of its bytes. The same file uploaded again gets the same
// fingerprint, whatever its name; any other file, another. Streamed: about a
// second per GB here, once per import (kept in its checkpoint).
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";

export async function fileFingerprint(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path, { highWaterMark: 1024 * 1024 }), hash, { signal });
  return hash.digest("hex").slice(0, 32);
}
