// The places the service keeps uploads, for the upload and import tests to
// run on each:
//
//   describeEachUploadStorage("uploads", (storage) => {
//     beforeAll(async () => {
//       server = await startDataPlaneServer(store, storage().env, storage().serverOptions);
//     });
//     ... await storage().held(server.dataDir, projectId) ...
//   });
//
// "folder": DATA_DIR/uploads, the default. "s3": a bucket of an s3rver the
// block starts (s3-test-server.ts), under a key prefix, reached through the
// UPLOADS_S3_* settings as an operator sets them. held() reads what the
// storage holds of a project's uploads (the folder's files; the bucket's
// objects and unfinished multipart uploads, through the S3 API) and says it
// in the folder's names, so that one expectation fits both: <upload id> its
// bytes (base64), <upload id>.json the length tus keeps beside them.
import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand, ListMultipartUploadsCommand, ListObjectsV2Command, ListPartsCommand, S3Client } from "@aws-sdk/client-s3";
import type { BuildAppOptions } from "../../../../server/app";
import { startS3TestServer, type S3TestServer } from "./s3-test-server";

export const UPLOAD_STORAGES = ["folder", "s3"] as const;
export type UploadStorageKind = (typeof UPLOAD_STORAGES)[number];

/** A project's uploads as the storage holds them, in the folder's names. */
export type HeldUploads = Record<string, string>;

export interface StorageUnderTest {
  kind: UploadStorageKind;
  /** The service's settings for this storage. */
  env: Record<string, string>;
  /** What buildApp needs beside them (the bucket's credentials). */
  serverOptions: Pick<BuildAppOptions, "uploadsS3Credentials">;
  held(dataDir: string, projectId: string): Promise<HeldUploads>;
  /** Bytes the service has of an upload, those of a request still arriving included. */
  received(dataDir: string, projectId: string, uploadId: string): Promise<number>;
  /** The uploads of the project the service keeps a local copy of, for imports to read (none: the folder is local). */
  localCopies(dataDir: string, projectId: string): string[];
  /** The names of the project's snapshot files the storage holds (DATA_DIR/snapshots/<project>/, or <prefix>snapshots/<project>/). */
  snapshotFiles(dataDir: string, projectId: string): Promise<string[]>;
}

/** The length in tus's metadata of an upload (the folder's .json, the bucket's .info: the same JSON). */
const lengthIn = (metadata: string) => `length ${String((JSON.parse(metadata) as { size?: number }).size ?? "deferred")}`;

/** Under this prefix, as an operator sharing a bucket would: keys outside it would show in no listing here. */
const PREFIX = "tenants/vdb/";

export const folderStorage: StorageUnderTest = {
  kind: "folder",
  env: {},
  serverOptions: {},
  async held(dataDir, projectId) {
    const folder = path.join(dataDir, "uploads", projectId);
    const held: HeldUploads = {};
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []) {
      const file = path.join(folder, name);
      if (name.endsWith(".json")) held[name] = lengthIn(fs.readFileSync(file, "utf8"));
      else held[name] = fs.readFileSync(file).toString("base64");
    }
    return held;
  },
  async received(dataDir, projectId, uploadId) {
    const file = path.join(dataDir, "uploads", projectId, uploadId);
    return fs.existsSync(file) ? fs.statSync(file).size : 0;
  },
  localCopies: () => [],
  async snapshotFiles(dataDir, projectId) {
    const folder = path.join(dataDir, "snapshots", projectId);
    return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  },
};

function s3Storage(server: S3TestServer): StorageUnderTest {
  const client = new S3Client({
    endpoint: server.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: server.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = server.bucket;
  const read = async (Key: string) => Buffer.from(await ((await client.send(new GetObjectCommand({ Bucket, Key }))).Body?.transformToByteArray() ?? new Uint8Array()));

  async function held(_dataDir: string, projectId: string): Promise<HeldUploads> {
    const under = `${PREFIX}${projectId}/`;
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: under, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key.slice(under.length));
      token = page.NextContinuationToken;
    } while (token);
    const unfinished = new Map<string, string>();
    for (const upload of (await client.send(new ListMultipartUploadsCommand({ Bucket, Prefix: under }))).Uploads ?? []) {
      if (upload.Key && upload.UploadId) unfinished.set(upload.Key.slice(under.length), upload.UploadId);
    }
    const ids = new Set([...keys].map((name) => name.replace(/\.(info|part)$/, "")).concat([...unfinished.keys()]));
    const result: HeldUploads = {};
    for (const id of [...ids].sort()) {
      // Finished: the object. Unfinished: the multipart upload's parts (their sizes: S3 reads no part back) and the tail under 5 MiB.
      const uploadId = unfinished.get(id);
      const parts = uploadId === undefined ? [] : ((await client.send(new ListPartsCommand({ Bucket, Key: `${under}${id}`, UploadId: uploadId }))).Parts ?? []);
      if (parts.length > 0) result[`${id} parts`] = parts.map((part) => part.Size).join(", ");
      if (keys.has(id)) result[id] = (await read(`${under}${id}`)).toString("base64");
      if (keys.has(`${id}.part`)) result[keys.has(id) ? `${id}.part` : id] = (await read(`${under}${id}.part`)).toString("base64");
      else if (!keys.has(id) && uploadId !== undefined) result[id] = "";
      if (keys.has(`${id}.info`)) result[`${id}.json`] = lengthIn((await read(`${under}${id}.info`)).toString("utf8"));
    }
    return result;
  }

  return {
    kind: "s3",
    env: { UPLOADS_S3_BUCKET: Bucket, UPLOADS_S3_ENDPOINT: server.endpoint, UPLOADS_S3_PREFIX: PREFIX, UPLOADS_S3_FORCE_PATH_STYLE: "true" },
    serverOptions: { uploadsS3Credentials: server.credentials },
    held,
    async received(dataDir, projectId, uploadId) {
      // A request's bytes wait in the spool until they are checked; then they are in the bucket.
      const spool = path.join(dataDir, "upload-spool");
      const arriving = fs.existsSync(spool) ? fs.readdirSync(spool).filter((name) => name.startsWith(`${projectId}.${uploadId}.`)) : [];
      const inSpool = arriving.reduce((total, name) => total + (fs.statSync(path.join(spool, name), { throwIfNoEntry: false })?.size ?? 0), 0);
      return inSpool + Buffer.from((await held(dataDir, projectId))[uploadId] ?? "", "base64").length;
    },
    localCopies(dataDir, projectId) {
      const folder = path.join(dataDir, "upload-cache", projectId);
      return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    },
    async snapshotFiles(dataDir, projectId) {
      const under = `${PREFIX}snapshots/${projectId}/`;
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: under }));
      // Nothing of them in the folder the default storage uses.
      if (fs.existsSync(path.join(dataDir, "snapshots"))) throw new Error("snapshots written to DATA_DIR/snapshots with a bucket set");
      return (page.Contents ?? []).map((object) => (object.Key ?? "").slice(under.length)).sort();
    },
  };
}

/** Runs `define` once per storage; the S3 run's server starts before the block's own hooks and stops after them. */
export function describeEachUploadStorage(title: string, define: (storage: () => StorageUnderTest) => void): void {
  describe.each(UPLOAD_STORAGES)(`${title} (%s uploads)`, (kind) => {
    let server: S3TestServer | undefined;
    let current: StorageUnderTest | undefined = kind === "folder" ? folderStorage : undefined;
    if (kind === "s3") {
      beforeAll(async () => {
        server = await startS3TestServer();
        current = s3Storage(server);
      });
      afterAll(() => server?.close());
    }
    define(() => {
      if (!current) throw new Error("the upload storage is not ready: use storage() inside tests and hooks only");
      return current;
    });
  });
}
