// What the service knows of the tus request being handled, for the parts tus
// calls without the request (its hooks, its maxSize, the store's write):
// set around each request by tus-transfer.ts (AsyncLocalStorage).
import { AsyncLocalStorage } from "node:async_hooks";
import type { UploadChecksum } from "../../contract/uploads-headers";
import type { AppError } from "../errors";

/** Who sends a tus request, and which upload it names (none for a creation). */
export interface TusCall {
  projectId: string;
  organisationId: string;
  userSub: string;
  uploadId?: string;
}

export interface TusRequestContext {
  call: TusCall;
  /** The most bytes the upload may hold in all (tus's maxSize): the largest file, or what remains of the project's bytes. */
  maxBytes: number;
  /** The upload's length when known (declared at creation, or by this PATCH). */
  size: number | null;
  /** Upload-Checksum: the digest this request's bytes must have. */
  checksum?: UploadChecksum;
  /** The file id (`<project id>/<upload id>`) a creation named: removed with its row if the creation is refused. */
  createdFileId?: string;
  /** Bytes held for this request while it runs, counted as taken by the project's other requests (in-flight-bytes.ts). */
  heldBytes?: number;
  /** A length this PATCH declares, written once its bytes are in (checked-write.ts). */
  pendingLength?: number;
  /** The service's own refusal, from inside tus, answered as it is. */
  refusal?: AppError;
}

const requests = new AsyncLocalStorage<TusRequestContext>();

export function runInTusRequest<T>(context: TusRequestContext, work: () => Promise<T>): Promise<T> {
  return requests.run(context, work);
}

/** The request being handled; tus calls the hooks that read it only while it is. */
export function currentTusRequest(): TusRequestContext {
  const context = requests.getStore();
  if (!context) throw new Error("tus called back outside a request");
  return context;
}

/** The request being handled, if any (the store also serves terminations). */
export function findTusRequest(): TusRequestContext | undefined {
  return requests.getStore();
}
