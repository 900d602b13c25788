// The file storage the settings ask for, for one kind of file (`name`:
// "snapshots"): the folder DATA_DIR/<name>, or <UPLOADS_S3_PREFIX><name>/ in
// the bucket UPLOADS_S3_BUCKET names.
import path from "node:path";
import type { Config } from "../config";
import type { FileStorage } from "./file-storage";
import { createFolderFileStorage } from "./folder-file-storage";
import { openS3Connection, type S3Credentials } from "./s3-connection";
import { createS3FileStorage } from "./s3-file-storage";

export function createFileStorage(config: Pick<Config, "dataDir" | "uploadsS3">, name: string, s3Credentials?: S3Credentials): FileStorage {
  if (!config.uploadsS3) return createFolderFileStorage(path.join(config.dataDir, name));
  return createS3FileStorage(openS3Connection(config.uploadsS3, s3Credentials), config.uploadsS3.bucket, `${config.uploadsS3.prefix}${name}/`);
}
