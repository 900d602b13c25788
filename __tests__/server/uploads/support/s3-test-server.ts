// An S3-compatible server for the upload tests: s3rver 3.7.1 (S3 in Node,
// on disk) on a loopback port, in a temp folder, with one bucket. s3rver
// lacks three multipart calls that @tus/s3-store and the tests make:
// ListParts (an upload's offset), AbortMultipartUpload (termination) and
// ListMultipartUploads (what a bucket still holds of unfinished uploads).
// They are answered here, as S3 documents them, from s3rver's own record of
// each multipart upload (<bucket>/._S3rver_uploads/<upload id>/: its key,
// and each part with its MD5); everything else is s3rver's.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver, { type S3rverContext } from "s3rver";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** s3rver's own account. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-s3-"));
  const bucket = `vdb-uploads-${randomUUID().slice(0, 8)}`;
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(async (ctx, next) => {
    if (!(await answerMultipart(ctx, directory))) await next();
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Answers ListParts, AbortMultipartUpload and ListMultipartUploads (path-style requests); false for anything else. */
async function answerMultipart(ctx: S3rverContext, directory: string): Promise<boolean> {
  const [bucket = "", ...keyParts] = ctx.path.slice(1).split("/").map(decodeURIComponent);
  const key = keyParts.join("/");
  const uploads = path.join(directory, bucket, "._S3rver_uploads");
  const uploadId = first(ctx.query.uploadId);
  if (key === "" && ctx.method === "GET" && "uploads" in ctx.query) {
    const prefix = first(ctx.query.prefix) ?? "";
    const entries = fs.existsSync(uploads) ? fs.readdirSync(uploads) : [];
    const listed = entries
      .map((id) => ({ id, key: fs.readFileSync(path.join(uploads, id, "key"), "utf8"), initiated: fs.statSync(path.join(uploads, id)).birthtime }))
      .filter((upload) => upload.key.startsWith(prefix))
      .map((upload) => `<Upload><Key>${xml(upload.key)}</Key><UploadId>${upload.id}</UploadId><Initiated>${upload.initiated.toISOString()}</Initiated></Upload>`);
    reply(ctx, 200, `<ListMultipartUploadsResult><Bucket>${xml(bucket)}</Bucket><Prefix>${xml(prefix)}</Prefix><MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${listed.join("")}</ListMultipartUploadsResult>`);
    return true;
  }
  if (key === "" || uploadId === undefined || !["GET", "DELETE"].includes(ctx.method)) return false;
  const folder = path.join(uploads, path.basename(uploadId));
  if (!fs.existsSync(folder) || fs.readFileSync(path.join(folder, "key"), "utf8") !== key) {
    const message = "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.";
    reply(ctx, 404, `<Error><Code>NoSuchUpload</Code><Message>${message}</Message><UploadId>${xml(uploadId)}</UploadId></Error>`);
    return true;
  }
  if (ctx.method === "DELETE") {
    fs.rmSync(folder, { recursive: true, force: true });
    ctx.status = 204;
    return true;
  }
  const parts = fs
    .readdirSync(folder)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b)
    .map((number) => {
      const file = path.join(folder, String(number));
      const stat = fs.statSync(file);
      const etag = fs.existsSync(`${file}.md5`) ? fs.readFileSync(`${file}.md5`, "utf8") : "";
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${etag}"</ETag><Size>${stat.size}</Size></Part>`;
    });
  reply(ctx, 200, `<ListPartsResult><Bucket>${xml(bucket)}</Bucket><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`);
  return true;
}

function reply(ctx: S3rverContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = "application/xml";
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
