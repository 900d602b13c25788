// The upload storage the settings ask for: the folder DATA_DIR/uploads, or
// the bucket UPLOADS_S3_BUCKET names (upload-storage.ts).
import path from "node:path";
import type { Config } from "../config";
import { createFolderUploadStorage } from "./folder-upload-storage";
import type { S3Credentials } from "../object-storage/s3-connection";
import { createS3UploadStorage } from "./s3-upload-storage";
import type { UploadStorage } from "./upload-storage";

export interface UploadStorageOptions {
  /** Credentials for the bucket (tests: the local server's); by default the AWS SDK's chain (environment, shared files, the instance's role). */
  s3Credentials?: S3Credentials;
}

export function createUploadStorage(config: Pick<Config, "dataDir" | "uploadsS3">, options: UploadStorageOptions = {}): UploadStorage {
  if (!config.uploadsS3) return createFolderUploadStorage(path.join(config.dataDir, "uploads"));
  return createS3UploadStorage(config.uploadsS3, { dataDir: config.dataDir, credentials: options.s3Credentials });
}
