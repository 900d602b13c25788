// tus's DataStore over an S3-compatible bucket: @tus/s3-store (a multipart
// upload per tus upload, metadata in <key>.info), with the folder store's
// guarantees (checked-write.ts). A request's bytes are spooled to a local
// file while they are hashed and counted, and only bytes that pass go to the
// bucket: a refused PATCH (413 past the length, a checksum that does not
// match) leaves the bucket as it was; a declared length is written after its
// bytes. Keys carry UPLOADS_S3_PREFIX, which tus never sees. Termination
// removes every object of the upload, finished or not, and its local copy.
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { S3Store } from "@tus/s3-store";
import { DataStore, ERRORS, Upload } from "@tus/utils";
import { declareWhenKept, writeChecked } from "./checked-write";
import type { RequestSpool } from "./request-spool";
import type { UploadBucket } from "./upload-bucket";
import type { UploadCache } from "./upload-cache";
import { fromFileId } from "./upload-files";

export interface UploadS3StoreParts {
  s3: S3Store;
  bucket: UploadBucket;
  spool: RequestSpool;
  cache: UploadCache;
}

const noBytes = () => Readable.from([]);

export class UploadS3Store extends DataStore {
  constructor(private readonly parts: UploadS3StoreParts) {
    super();
    this.extensions = ["creation", "creation-with-upload", "creation-defer-length", "termination"];
  }

  override async create(upload: Upload): Promise<Upload> {
    const key = this.parts.bucket.keyOf(upload.id);
    const created = await this.parts.s3.create(new Upload({ ...upload, id: key }));
    upload.creation_date = created.creation_date;
    // A file of no bytes is finished as it is made: no PATCH brings bytes to finish it.
    if (upload.size === 0) await this.parts.s3.write(noBytes(), key, 0);
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    return new Upload({ ...(await this.parts.s3.getUpload(this.parts.bucket.keyOf(id))), id });
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await declareWhenKept(length, () => this.parts.s3.declareUploadLength(this.parts.bucket.keyOf(id), length));
  }

  override async write(readable: Readable | IncomingMessage, id: string, offset: number): Promise<number> {
    const key = this.parts.bucket.keyOf(id);
    const spooled = await this.parts.spool.open(id);
    let end = offset;
    try {
      return await writeChecked(readable, offset, {
        receive: (body) => spooled.fill(body),
        keep: async () => {
          // No bytes, no write: an upload finished at its creation (a file of no bytes) has no multipart upload to write to.
          if ((await spooled.size()) > 0) end = await this.parts.s3.write(fs.createReadStream(spooled.path), key, offset);
          return end;
        },
        drop: async () => undefined,
        declareLength: async (length) => {
          await this.parts.s3.declareUploadLength(key, length);
          // The last bytes came before the length was known: the multipart upload is finished now.
          if (length === end) await this.parts.s3.write(noBytes(), key, end);
        },
      });
    } finally {
      await spooled.remove();
    }
  }

  override async remove(id: string): Promise<void> {
    const { projectId, uploadId } = fromFileId(id);
    await this.parts.cache.remove(projectId, uploadId);
    if (!(await this.parts.bucket.removeUpload(this.parts.bucket.keyOf(id)))) throw ERRORS.FILE_NOT_FOUND;
  }
}
