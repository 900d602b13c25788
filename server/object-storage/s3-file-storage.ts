// Files as objects of the bucket, each at <prefix><key>. PutObject stores an
// object whole or not at all (a file of more than 5 GiB, S3's limit for one
// PUT, is refused by the bucket).
import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertStorageKey, type FileStorage } from "./file-storage";
import { isMissingObject, type S3Connection } from "./s3-connection";
import { deleteKeys, listKeys } from "./s3-keys";

export function createS3FileStorage(connection: S3Connection, bucket: string, prefix: string): FileStorage {
  const client = new S3Client(connection.config);
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  return {
    location: `s3://${bucket}/${prefix}`,
    async put(key, localFile) {
      const { size } = await fsp.stat(localFile);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: fs.createReadStream(localFile), ContentLength: size }));
    },
    async read(key) {
      try {
        const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        if (!(Body instanceof Readable)) throw new Error(`The bucket answered no body for ${key}`);
        return { stream: Body, size: ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    remove: (key) => deleteKeys(client, bucket, [keyOf(key)]),
    async removeAll(keyPrefix) {
      assertStorageKey(keyPrefix.replace(/\/$/, ""));
      const keys = await listKeys(client, bucket, `${prefix}${keyPrefix}`);
      await deleteKeys(client, bucket, keys);
    },
    close: () => connection.close(),
  };
}
