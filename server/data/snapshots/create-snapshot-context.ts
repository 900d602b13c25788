// The snapshots' context as the settings ask for it: files in DATA_DIR/snapshots
// or under <UPLOADS_S3_PREFIX>snapshots/ in the uploads' bucket, work files in
// DATA_DIR/snapshot-work, and files brought to be restored up to
// UPLOAD_MAX_BYTES, as uploads are.
import path from "node:path";
import type { Config } from "../../config";
import type { JobRunner } from "../../jobs/job-runner";
import { createFileStorage } from "../../object-storage/create-file-storage";
import type { S3Credentials } from "../../object-storage/s3-connection";
import type { OutboundClient } from "../../outbound/outbound-client";
import type { DataPlane } from "../data-plane";
import type { SnapshotContext } from "./snapshot-context";

export function createSnapshotContext(
  config: Pick<Config, "dataDir" | "uploadsS3" | "uploadMaxBytes">,
  parts: { plane: DataPlane; jobs?: JobRunner; outbound: OutboundClient; s3Credentials?: S3Credentials },
): SnapshotContext {
  return {
    plane: parts.plane,
    storage: createFileStorage(config, "snapshots", parts.s3Credentials),
    workDir: path.join(config.dataDir, "snapshot-work"),
    ...(parts.jobs ? { jobs: parts.jobs } : {}),
    outbound: parts.outbound,
    maxFileBytes: config.uploadMaxBytes,
  };
}
