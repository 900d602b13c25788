// Where the S3 storage holds a request's bytes while they arrive
// (DATA_DIR/upload-spool): a file per request, checked (checked-write.ts)
// before any byte goes to the bucket, and removed once the request is done.
// What a crash leaves there is removed when the spool is first used again.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface SpoolFile {
  readonly path: string;
  /** Writes the bytes as they come (a failed source leaves what had arrived). */
  fill(body: Readable): Promise<void>;
  /** Bytes in the file. */
  size(): Promise<number>;
  remove(): Promise<void>;
}

export class RequestSpool {
  private ready: Promise<void> | undefined;

  constructor(private readonly directory: string) {}

  /** A new file for a request on tus's file id; its name says which upload it is for. */
  async open(fileId: string): Promise<SpoolFile> {
    this.ready ??= fsp.rm(this.directory, { recursive: true, force: true }).then(async () => {
      await fsp.mkdir(this.directory, { recursive: true });
    });
    await this.ready;
    const file = path.join(this.directory, `${fileId.replace("/", ".")}.${randomBytes(6).toString("hex")}`);
    return {
      path: file,
      fill: (body) => pipeline(body, fs.createWriteStream(file)),
      size: async () => (await fsp.stat(file).catch(() => ({ size: 0 }))).size,
      remove: () => fsp.rm(file, { force: true }),
    };
  }
}
