// The uploads' bucket as the S3 storage uses it beside tus's S3 store: every
// key under UPLOADS_S3_PREFIX; what @tus/s3-store makes of an upload (<key>
// once finished, <key>.info with the multipart upload's id in its metadata,
// <key>.part for a tail under S3's 5 MiB least part, and the multipart upload
// until it finishes) removed together; a finished upload downloaded.
import fs from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isMissingObject } from "../object-storage/s3-connection";
import { deleteKeys, listKeys } from "../object-storage/s3-keys";
import { AbortMultipartUploadCommand, GetObjectCommand, HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";

const INFO = ".info";


export class UploadBucket {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  /** The key of tus's file id (`<project id>/<upload id>`). */
  keyOf(fileId: string): string {
    return `${this.prefix}${fileId}`;
  }

  /** Removes an upload, finished or not; whether there was one (its .info, written first and removed last). */
  async removeUpload(key: string): Promise<boolean> {
    if (!(await this.abortMultipart(key))) return false;
    await deleteKeys(this.client, this.bucket, [key, `${key}.part`]);
    // The .info last: an upload half removed is still found, to be removed again.
    await deleteKeys(this.client, this.bucket, [`${key}${INFO}`]);
    return true;
  }

  /** Removes every upload of a project: their multipart uploads aborted, their objects deleted. */
  async removeProject(projectId: string): Promise<void> {
    const keys = await listKeys(this.client, this.bucket, `${this.prefix}${projectId}/`);
    const infos = keys.filter((key) => key.endsWith(INFO));
    for (const info of infos) await this.abortMultipart(info.slice(0, -INFO.length));
    await deleteKeys(this.client, this.bucket, keys.filter((key) => !key.endsWith(INFO)));
    await deleteKeys(this.client, this.bucket, infos);
  }

  /** Writes a finished upload's object to `file`; false when there is no such object. */
  async download(key: string, file: string): Promise<boolean> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error(`The bucket answered no body for ${key}`);
      await pipeline(Body, fs.createWriteStream(file));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  /**
   * Aborts the upload's multipart upload, named in its .info's metadata (as @tus/s3-store writes it): listing
   * multipart uploads by prefix is not what every S3-compatible store does. Whether the .info was there.
   */
  private async abortMultipart(key: string): Promise<boolean> {
    let uploadId: string | undefined;
    try {
      const info = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: `${key}${INFO}` }));
      uploadId = info.Metadata?.["upload-id"];
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
    try {
      if (uploadId) await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
    } catch (error) {
      // A finished (or already aborted) multipart upload: nothing to abort.
      if (!isMissingObject(error)) throw error;
    }
    return true;
  }
}
