// The tus protocol server (@tus/server) over the upload storage (a folder or
// a bucket, upload-storage.ts), driven by the upload routes after the router
// has authenticated the caller, checked the right and found the project. tus
// sees a web Request built here around the body stream Fastify left unread,
// so nothing buffers a file.
//
// Which file a request names comes from the router's parsed path, never from
// the client: tus knows an upload as <project id>/<upload id>, the project
// being the one in the path (checked to be the caller's), and the upload id
// 32 hex digits the service chose. Another project's upload is not under
// this project's id, so it is not found. Metadata (file name, type) is
// stored as data only. What the service checks before tus sees a request is
// prepare-tus-request.ts; a creation refused once tus has named its upload
// leaves neither its row nor its bytes.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { Server, type Upload as TusUpload } from "@tus/server";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { TUS_VERSION } from "../../contract/uploads";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { InFlightBytes } from "./in-flight-bytes";
import { prepareTusRequest } from "./prepare-tus-request";
import { currentTusRequest, runInTusRequest, type TusCall, type TusRequestContext } from "./tus-request-context";
import { fromFileId, toFileId } from "./upload-files";
import { readUploadLimits } from "./upload-limits";
import { creationRefusal, offsetConflictMessage, pastLengthMessage } from "./upload-room";
import type { UploadStorage } from "./upload-storage";
import { completeUpload, deleteUploadRow, insertUploadUnlessRefused, recordUploadOffset } from "./upload-store";

export type { TusCall } from "./tus-request-context";

export interface UploadTransfer {
  /** Hands the request to tus; its answer, success or refusal. The service's own refusals are thrown (AppError). */
  handle(request: FastifyRequest, call: TusCall): Promise<Response>;
  /** tus termination: the upload's bytes and metadata removed, once any PATCH in flight lets go of it. */
  terminate(call: Required<TusCall>): Promise<Response>;
}

export interface UploadTransferOptions {
  db: Database;
  storage: UploadStorage;
  maxBytes: number;
  log: FastifyBaseLogger;
}

/** tus only reads the path (through the functions below); the origin is a placeholder. */
const PLACEHOLDER_ORIGIN = "http://uploads.invalid";

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status_code" in error && typeof error.status_code === "number" ? error.status_code : undefined;
}

export function createUploadTransfer({ db, storage, maxBytes, log }: UploadTransferOptions): UploadTransfer {
  const inFlight = new InFlightBytes();

  const server = new Server({
    path: "/api/projects",
    datastore: storage.tusStore,
    maxSize: () => currentTusRequest().maxBytes,
    namingFunction: () => {
      const context = currentTusRequest();
      context.createdFileId = toFileId(context.call.projectId, randomBytes(16).toString("hex"));
      return context.createdFileId;
    },
    getFileIdFromRequest: () => {
      const { projectId, uploadId } = currentTusRequest().call;
      return uploadId === undefined ? undefined : toFileId(projectId, uploadId);
    },
    generateUrl: (_request, { id }) => {
      const { projectId, uploadId } = fromFileId(id);
      return `/api/projects/${projectId}/uploads/${uploadId}`;
    },
    onUploadCreate: async (_request, upload) => {
      const context = currentTusRequest();
      const { projectId, organisationId, userSub } = context.call;
      const limits = await readUploadLimits(db, organisationId);
      // Checked again on the project's locked row: another creation may have come in since prepareTusRequest measured.
      const alsoInFlight = inFlight.of(projectId) - (context.heldBytes ?? 0);
      await insertUploadUnlessRefused(
        db,
        { id: fromFileId(upload.id).uploadId, projectId, uploadedBy: userSub, fileName: upload.metadata?.filename ?? null, fileType: upload.metadata?.filetype ?? null, size: upload.size ?? null },
        (others) => creationRefusal(limits, { ...others, storedBytes: others.storedBytes + alsoInFlight }, upload.size ?? null, maxBytes),
      );
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      await completeUpload(db, fromFileId(upload.id).uploadId, finalSize(upload));
      return {};
    },
    onResponseError: (request, error) => {
      const context = currentTusRequest();
      if (error instanceof AppError) {
        context.refusal = error;
        return { status_code: error.statusCode, body: error.message };
      }
      const status = statusOf(error);
      if (status === 413) return { status_code: 413, body: pastLengthMessage(context.size, context.maxBytes) };
      if (status === 409) return { status_code: 409, body: offsetConflictMessage(request.headers.get("upload-offset")) };
      // tus answers its own failures with a text body; the cause is logged here, the client gets a 500.
      if (status === undefined || status >= 500) log.error({ err: error }, "upload failed");
      return undefined;
    },
  });

  /** A creation refused (or failed) after tus named its upload: its row and bytes go, as if it had never come. */
  async function discardCreation(context: TusRequestContext): Promise<void> {
    if (context.createdFileId === undefined) return;
    const { projectId, uploadId } = fromFileId(context.createdFileId);
    await storage.discard(projectId, uploadId);
    await deleteUploadRow(db, projectId, uploadId);
  }

  async function send(request: Request, call: TusCall): Promise<Response> {
    const { context, release } = await prepareTusRequest(request, call, { db, maxFileBytes: maxBytes, inFlight });
    const isCreation = request.method === "POST";
    try {
      const response = await runInTusRequest(context, () => server.handleWeb(request));
      if (context.refusal) throw context.refusal;
      if (isCreation && response.status !== 201) await discardCreation(context);
      else await recordOffset(request, response, call);
      return response;
    } catch (error) {
      if (isCreation) await discardCreation(context);
      throw error;
    } finally {
      release();
    }
  }

  /** The list shows how far each upload got (a creation with upload names its id in Location); HEAD stays the exact answer. */
  async function recordOffset(request: Request, response: Response, call: TusCall): Promise<void> {
    const offset = response.headers.get("upload-offset");
    const uploadId = call.uploadId ?? response.headers.get("location")?.split("/").pop();
    if (response.ok && request.method !== "HEAD" && offset !== null && uploadId !== undefined) {
      const length = request.headers.get("upload-length");
      await recordUploadOffset(db, uploadId, Number(offset), length === null ? null : Number(length));
    }
  }

  return {
    handle: (request, call) => send(toWebRequest(request), call),
    terminate: (call) => send(new Request(`${PLACEHOLDER_ORIGIN}/api/projects/${call.projectId}/uploads/${call.uploadId}`, { method: "DELETE", headers: { "tus-resumable": TUS_VERSION } }), call),
  };
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
