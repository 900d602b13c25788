// One S3 client configuration for everything the service keeps in the
// bucket UPLOADS_S3_BUCKET names (uploads through tus, snapshots): its own
// pool of keep-alive connections, closed with the service, and, for a store
// other than AWS's, checksums only where S3 requires them: the SDK's default
// trailing checksums (aws-chunked bodies) are what S3-compatible stores most
// often get wrong, storing the chunk framing as data.
import http from "node:http";
import https from "node:https";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { UploadsS3Settings } from "../config";

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Connection {
  config: S3ClientConfig;
  /** Lets go of the pooled connections. */
  close(): void;
}

/** Credentials: the given ones (tests: the local server's), else the AWS SDK's chain (environment, shared files, the instance's role). */
export function openS3Connection(settings: UploadsS3Settings, credentials?: S3Credentials): S3Connection {
  const agents = { httpAgent: new http.Agent({ keepAlive: true }), httpsAgent: new https.Agent({ keepAlive: true }) };
  return {
    config: {
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      requestHandler: agents,
      ...(credentials ? { credentials } : {}),
      ...(settings.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
    },
    close() {
      agents.httpAgent.destroy();
      agents.httpsAgent.destroy();
    },
  };
}

/** S3's answers for a key or multipart upload that is not there (NotFound: a HEAD's 404, which has no body). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof Error && ["NoSuchKey", "NotFound", "NoSuchUpload"].includes(error.name);
}
