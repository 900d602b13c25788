// Uploads in an S3-compatible bucket (UPLOADS_S3_*), for replicas without a
// shared volume: tus writes through upload-s3-store.ts, imports read a local
// copy of a finished upload (upload-cache.ts), and a deleted project's
// objects and unfinished multipart uploads go (upload-bucket.ts). The
// credentials come from the AWS SDK's usual chain (environment, shared
// files, the instance's role); they need s3:PutObject, s3:GetObject,
// s3:DeleteObject, s3:AbortMultipartUpload and s3:ListMultipartUploadParts on
// the prefix's objects, and s3:ListBucket on the bucket.
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { S3Store, type MetadataValue } from "@tus/s3-store";
import type { KvStore } from "@tus/utils";
import type { UploadsS3Settings } from "../config";
import { openS3Connection, type S3Credentials } from "../object-storage/s3-connection";
import { RequestSpool } from "./request-spool";
import { UploadBucket } from "./upload-bucket";
import { UploadCache } from "./upload-cache";
import { toFileId } from "./upload-files";
import { UploadS3Store } from "./upload-s3-store";
import type { UploadStorage } from "./upload-storage";

/**
 * tus's S3 store keeps each upload's metadata in memory once read: another replica would not see a length this one
 * declared, nor that it finished the upload. Every read goes to the bucket instead.
 */
const UNCACHED: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

export function createS3UploadStorage(settings: UploadsS3Settings, { dataDir, credentials }: { dataDir: string; credentials?: S3Credentials }): UploadStorage {
  // One pool of connections for both clients below, closed with the service.
  const connection = openS3Connection(settings, credentials);
  const clientConfig = connection.config;
  const bucket = new UploadBucket(new S3Client(clientConfig), settings.bucket, settings.prefix);
  const cache = new UploadCache(path.join(dataDir, "upload-cache"), (projectId, uploadId, file) => bucket.download(bucket.keyOf(toFileId(projectId, uploadId)), file));
  const s3 = new S3Store({ s3ClientConfig: { ...clientConfig, bucket: settings.bucket }, cache: UNCACHED });
  const spool = new RequestSpool(path.join(dataDir, "upload-spool"));
  return {
    tusStore: new UploadS3Store({ s3, bucket, spool, cache }),
    async discard(projectId, uploadId) {
      await bucket.removeUpload(bucket.keyOf(toFileId(projectId, uploadId)));
    },
    localFile: (projectId, uploadId) => cache.file(projectId, uploadId),
    async removeProject(projectId) {
      await bucket.removeProject(projectId);
      await cache.removeProject(projectId);
    },
    close: () => connection.close(),
  };
}
