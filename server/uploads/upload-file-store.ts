// tus's file store (@tus/file-store) for folder storage, made to keep nothing
// of a refused request (checked-write.ts): the bytes go straight into the
// upload's file, and are cut off again if the request is refused, before tus
// lets go of the upload's lock.
import fs from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { declareWhenKept, writeChecked } from "./checked-write";

export class UploadFileStore extends FileStore {
  override async declareUploadLength(id: string, length: number): Promise<void> {
    await declareWhenKept(length, () => super.declareUploadLength(id, length));
  }

  override async write(readable: Readable | IncomingMessage, id: string, offset: number): Promise<number> {
    let end = offset;
    return writeChecked(readable, offset, {
      receive: async (body) => {
        end = await super.write(body, id, offset);
      },
      keep: async () => end,
      drop: () => fs.truncate(path.join(this.directory, id), offset),
      declareLength: (length) => super.declareUploadLength(id, length),
    });
  }
}
