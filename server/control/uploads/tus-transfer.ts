// The tus protocol server (@tus/server) over the upload folder (@tus/file-store),
// driven by the upload routes after the router has authenticated the caller,
// checked the right and found the project. tus sees a web Request built here
// around the body stream Fastify left unread, so nothing buffers a file.
//
// Which file a request names comes from the router's parsed path, never from
// the client: an upload's file is DATA_DIR/uploads/<project id>/<upload id>,
// the project being the one in the path (checked to be the caller's), and the
// upload id 32 hex digits the service chose. Another project's upload is not
// in this project's folder, so it is not found. Metadata (file name, type) is
// stored as data only.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { Server, type Upload as TusUpload } from "@tus/server";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { TUS_VERSION } from "../../../contract/uploads";
import type { Database } from "../../db/client";
import { completeUpload, insertUpload, recordUploadOffset } from "./upload-store";

/** Who sends a tus request, and which upload it names (none for a creation). */
export interface TusCall {
  projectId: string;
  userSub: string;
  uploadId?: string;
}

export interface UploadTransfer {
  /** Hands the request to tus; its answer, success or refusal. */
  handle(request: FastifyRequest, call: TusCall): Promise<Response>;
  /** tus termination: the upload's file and its metadata file removed, once any PATCH in flight lets go of it. */
  terminate(call: Required<TusCall>): Promise<Response>;
}

export interface UploadTransferOptions {
  db: Database;
  /** DATA_DIR/uploads. */
  directory: string;
  maxBytes: number;
  log: FastifyBaseLogger;
}

const UPLOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Whether text can be an upload id at all; anything else is not found without looking. */
export function isUploadId(value: string): boolean {
  return UPLOAD_ID_PATTERN.test(value);
}

/** tus only reads the path (through the functions below); the origin is a placeholder. */
const PLACEHOLDER_ORIGIN = "http://uploads.invalid";

export function createUploadTransfer({ db, directory, maxBytes, log }: UploadTransferOptions): UploadTransfer {
  const calls = new WeakMap<Request, TusCall>();
  const callOf = (request: Request): TusCall => {
    const call = calls.get(request);
    if (!call) throw new Error("a tus request arrived without its caller");
    return call;
  };

  const server = new Server({
    path: "/api/projects",
    datastore: new FileStore({ directory }),
    maxSize: maxBytes,
    namingFunction: (request) => toFileId(callOf(request).projectId, randomBytes(16).toString("hex")),
    getFileIdFromRequest: (request) => {
      const { projectId, uploadId } = callOf(request);
      return uploadId === undefined ? undefined : toFileId(projectId, uploadId);
    },
    generateUrl: (_request, { id }) => {
      const { projectId, uploadId } = fromFileId(id);
      return `/api/projects/${projectId}/uploads/${uploadId}`;
    },
    onUploadCreate: async (request, upload) => {
      const { projectId, userSub } = callOf(request);
      await insertUpload(db, {
        id: fromFileId(upload.id).uploadId,
        projectId,
        uploadedBy: userSub,
        fileName: upload.metadata?.filename ?? null,
        fileType: upload.metadata?.filetype ?? null,
        size: upload.size ?? null,
      });
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await completeUpload(db, fromFileId(upload.id).uploadId, finalSize(upload));
      return {};
    },
    onResponseError: (_request, error) => {
      // tus answers its own failures with a text body; the cause is logged here, the client gets a 500.
      if (!("status_code" in error) || error.status_code >= 500) log.error({ err: error }, "upload failed");
      return undefined;
    },
  });

  async function send(request: Request, call: TusCall): Promise<Response> {
    calls.set(request, call);
    const response = await server.handleWeb(request);
    const offset = response.headers.get("upload-offset");
    // The list shows how far each upload got (a creation with upload names its id in Location); HEAD stays the exact answer.
    const uploadId = call.uploadId ?? response.headers.get("location")?.split("/").pop();
    if (response.ok && request.method !== "HEAD" && offset !== null && uploadId !== undefined) {
      const length = request.headers.get("upload-length");
      await recordUploadOffset(db, uploadId, Number(offset), length === null ? null : Number(length));
    }
    return response;
  }

  return {
    handle: (request, call) => send(toWebRequest(request), call),
    terminate: (call) => send(new Request(`${PLACEHOLDER_ORIGIN}/api/projects/${call.projectId}/uploads/${call.uploadId}`, { method: "DELETE", headers: { "tus-resumable": TUS_VERSION } }), call),
  };
}

function toFileId(projectId: string, uploadId: string): string {
  return `${projectId}/${uploadId}`;
}

function fromFileId(fileId: string): { projectId: string; uploadId: string } {
  const [projectId = "", uploadId = ""] = fileId.split("/");
  return { projectId, uploadId };
}

function finalSize(upload: TusUpload): number {
  return upload.size ?? upload.offset;
}

/**
 * The Fastify request as tus reads it: method, path, headers, and the body
 * as a stream, when the scope's parser left it unread (tus's media type).
 */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const body = request.body instanceof Readable ? toBodyStream(request.body) : undefined;
  // Node's fetch needs duplex "half" for a streamed body; the DOM typings do not know the field yet.
  const init: RequestInit & { duplex: "half" } = { method: request.method, headers, body, duplex: "half" };
  return new Request(`${PLACEHOLDER_ORIGIN}${request.url}`, init);
}

/** One chunk read per chunk tus asks for: the socket is read no faster than the disk takes it. */
function toBodyStream(stream: Readable): ReadableStream<Uint8Array> {
  const chunks: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
}
