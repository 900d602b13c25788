// What the service checks of a tus request before tus sees it, so that a
// refusal comes before anything is written, in the user's words: a PATCH's
// media type and offset, a length set twice or below what arrived, a file larger than
// the service takes, one more unfinished upload than the plan allows, bytes
// beyond what remains of the project's. What tus's callbacks need of the
// request (the most bytes the upload may hold, its length, the checksum) is
// its context (tus-request-context.ts).
import { TUS_BODY_TYPE } from "../../contract/uploads";
import { parseUploadChecksum, type UploadChecksum } from "../../contract/uploads-headers";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { InFlightBytes } from "./in-flight-bytes";
import type { TusCall, TusRequestContext } from "./tus-request-context";
import { readUploadLimits } from "./upload-limits";
import { uploadNotFound } from "./upload-not-found";
import { creationRefusal, lengthRefusal, pastLengthMessage, uploadCeiling, type UploadUsage } from "./upload-room";
import { findUpload, measureUploads } from "./upload-store";

export interface PrepareOptions {
  db: Database;
  /** UPLOAD_MAX_BYTES: the largest file the service takes. */
  maxFileBytes: number;
  inFlight: InFlightBytes;
}

export interface PreparedRequest {
  context: TusRequestContext;
  /** Lets go of the bytes held for this request (in-flight-bytes.ts). */
  release: () => void;
}

/** A header's number of bytes (the route's schema has checked its form), or null. */
function bytesOf(request: Request, name: string): number | null {
  const value = request.headers.get(name);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function checksumOf(request: Request): UploadChecksum | undefined {
  const header = request.headers.get("upload-checksum");
  const parsed = header === null ? null : parseUploadChecksum(header);
  return parsed !== null && "checksum" in parsed ? parsed.checksum : undefined;
}

const nothingHeld = () => undefined;

export async function prepareTusRequest(request: Request, call: TusCall, options: PrepareOptions): Promise<PreparedRequest> {
  const base = { call, maxBytes: options.maxFileBytes, size: null, checksum: checksumOf(request) };
  if (request.method === "POST") return prepareCreation(request, base, options);
  if (request.method === "PATCH") return prepareAppend(request, base, options);
  return { context: base, release: nothingHeld };
}

/** The project's other uploads as the store has them, and the bytes this instance's requests may be adding to them. */
async function othersOf({ db, inFlight }: PrepareOptions, projectId: string, exceptId?: string): Promise<UploadUsage> {
  const stored = await measureUploads(db, projectId, exceptId);
  return { ...stored, storedBytes: stored.storedBytes + inFlight.of(projectId) };
}

async function prepareCreation(request: Request, base: TusRequestContext, options: PrepareOptions): Promise<PreparedRequest> {
  const { projectId, organisationId } = base.call;
  const size = bytesOf(request, "upload-length");
  const bodyLength = bytesOf(request, "content-length");
  const hasBody = request.headers.get("content-type") === TUS_BODY_TYPE;
  if (!hasBody && ((bodyLength ?? 0) > 0 || request.headers.has("transfer-encoding"))) {
    throw new AppError("unsupported_media_type", `A creation's body is the file's first bytes, sent as Content-Type: ${TUS_BODY_TYPE}`);
  }
  const limits = await readUploadLimits(options.db, organisationId);
  const others = await othersOf(options, projectId);
  const refused = creationRefusal(limits, others, size, options.maxFileBytes);
  if (refused) throw refused;
  const ceiling = uploadCeiling(limits, others, options.maxFileBytes);
  if (hasBody && size !== null && bodyLength !== null && bodyLength > size) throw new AppError("payload_too_large", pastLengthMessage(size, ceiling));
  const context: TusRequestContext = { ...base, maxBytes: ceiling, size };
  if (size !== null || !hasBody) return { context, release: nothingHeld };
  context.heldBytes = Math.min(bodyLength ?? ceiling, ceiling);
  return { context, release: options.inFlight.hold(projectId, context.heldBytes) };
}

async function prepareAppend(request: Request, base: TusRequestContext, options: PrepareOptions): Promise<PreparedRequest> {
  const { projectId, organisationId, uploadId } = base.call;
  if (request.headers.get("content-type") !== TUS_BODY_TYPE) {
    throw new AppError("unsupported_media_type", `A PATCH carries the file's next bytes, sent as Content-Type: ${TUS_BODY_TYPE}`);
  }
  if (bytesOf(request, "upload-offset") === null) throw new AppError("bad_request", "A PATCH says where its bytes start: send Upload-Offset, the offset HEAD answers");
  const upload = uploadId === undefined ? undefined : await findUpload(options.db, projectId, uploadId);
  if (!upload) throw uploadNotFound();
  const declared = bytesOf(request, "upload-length");
  if (upload.size !== null) {
    if (declared !== null) throw new AppError("bad_request", `This upload's length is set already (${upload.size} bytes): Upload-Length goes once, on an upload created with Upload-Defer-Length: 1`);
    return { context: { ...base, size: upload.size }, release: nothingHeld };
  }
  // A deferred length: the upload may grow as far as the largest file, or what remains of the project's bytes.
  if (declared !== null && declared < upload.offset) {
    throw new AppError("bad_request", `Upload-Length (${declared}) is less than the ${upload.offset} bytes this upload holds already`);
  }
  const limits = await readUploadLimits(options.db, organisationId);
  const others = await othersOf(options, projectId, upload.id);
  const refused = declared === null ? null : lengthRefusal(limits, others, declared, options.maxFileBytes);
  if (refused) throw refused;
  const ceiling = uploadCeiling(limits, others, options.maxFileBytes);
  // tus reads a maxSize of 0 as no bound at all: an upload with no room left takes no byte more.
  if (declared === null && ceiling <= upload.offset) throw new AppError("payload_too_large", pastLengthMessage(null, ceiling));
  const bodyLength = bytesOf(request, "content-length");
  const heldBytes = Math.max(0, Math.min(bodyLength ?? ceiling, ceiling - upload.offset));
  const context: TusRequestContext = { ...base, maxBytes: ceiling, size: declared, heldBytes };
  return { context, release: options.inFlight.hold(projectId, heldBytes) };
}
