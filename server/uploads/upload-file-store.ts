// tus's file store (@tus/file-store), made to keep nothing of a refused
// request: bytes past what the upload may hold, or whose checksum does not
// match Upload-Checksum, are cut off again before tus lets go of the
// upload's lock, and a length a PATCH declares is written only once its
// bytes are in. What a dropped connection had sent is kept, to resume from.
import { createHash, type Hash } from "node:crypto";
import fs from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { findTusRequest } from "./tus-request-context";
import { fileIdPath } from "./upload-files";

/** tus's refusal of bytes whose checksum does not match: 460 in the checksum extension, 400 on /api (tus-reply.ts). */
class ChecksumMismatch extends Error {
  readonly status_code = 460;
  readonly body: string;

  constructor(message: string) {
    super(message);
    this.body = message;
  }
}

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status_code" in error && typeof error.status_code === "number" ? error.status_code : undefined;
}

/** The bytes as they pass, hashed; a failure of the source (tus's limit among them) noted. */
async function* watched(source: AsyncIterable<Buffer>, hash: Hash | null, failure: { error?: unknown }): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      hash?.update(chunk);
      yield chunk;
    }
  } catch (error) {
    failure.error = error;
    throw error;
  }
}

export class UploadFileStore extends FileStore {
  override async declareUploadLength(id: string, length: number): Promise<void> {
    const context = findTusRequest();
    if (context) context.pendingLength = length;
    else await super.declareUploadLength(id, length);
  }

  override async write(readable: Readable | IncomingMessage, id: string, offset: number): Promise<number> {
    const context = findTusRequest();
    const hash = context?.checksum ? createHash(context.checksum.algorithm) : null;
    const failure: { error?: unknown } = {};
    let end: number;
    try {
      end = await super.write(Readable.from(watched(readable, hash, failure)), id, offset);
    } catch (error) {
      // 413: the body ran past what the upload may hold. A connection that dropped keeps what it sent.
      if (statusOf(failure.error) === 413) await this.cutBack(id, offset);
      throw error;
    }
    if (hash && context?.checksum && hash.digest("base64") !== context.checksum.digest) {
      await this.cutBack(id, offset);
      throw new ChecksumMismatch(`The bytes received do not match Upload-Checksum (${context.checksum.algorithm}): none of them were kept; send them again from offset ${offset}`);
    }
    if (context?.pendingLength !== undefined) await super.declareUploadLength(id, context.pendingLength);
    return end;
  }

  /** Removes a file and its metadata, if there are any (a refused creation). */
  async discard(id: string): Promise<void> {
    const file = this.pathOf(id);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.json`, { force: true })]);
  }

  private async cutBack(id: string, offset: number): Promise<void> {
    await fs.truncate(this.pathOf(id), offset);
  }

  private pathOf(id: string): string {
    return fileIdPath(this.directory, id);
  }
}
