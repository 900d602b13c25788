// What both upload stores keep of a tus write (upload-file-store.ts on disk,
// upload-s3-store.ts in a bucket): nothing of a refused request. Bytes past
// what the upload may hold (tus's 413), or whose checksum does not match
// Upload-Checksum, are dropped before tus lets go of the upload's lock, and a
// length a PATCH declares is written only once its bytes are kept. What a
// dropped connection had sent is kept, to resume from. Each store says how it
// receives, keeps and drops bytes; the decisions are made here, once.
import { createHash, type Hash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { findTusRequest } from "./tus-request-context";

/** tus's refusal of bytes whose checksum does not match: 460 in the checksum extension, 400 on /api (tus-reply.ts). */
class ChecksumMismatch extends Error {
  readonly status_code = 460;
  readonly body: string;

  constructor(message: string) {
    super(message);
    this.body = message;
  }
}

export interface WriteSteps {
  /** Takes the request's bytes in as they come (a failed source leaves what had arrived). */
  receive(body: Readable): Promise<void>;
  /** Makes what was received part of the upload; the offset after it. */
  keep(): Promise<number>;
  /** Forgets what was received: the upload is as it was before the request. */
  drop(): Promise<void>;
  /** Writes a length the request declared (Upload-Length on a deferred upload). */
  declareLength(length: number): Promise<void>;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === "object" && error !== null && "status_code" in error && typeof error.status_code === "number" ? error.status_code : undefined;
}

/** The bytes as they pass, hashed; a failure of the source (tus's limit among them) noted. */
async function* watched(source: AsyncIterable<Buffer>, hash: Hash | null, failure: { error?: unknown }): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      hash?.update(chunk);
      yield chunk;
    }
  } catch (error) {
    failure.error = error;
    throw error;
  }
}

/** A length tus asked the store to declare: held until the request's bytes are in while a request runs, written at once otherwise. */
export async function declareWhenKept(length: number, declare: () => Promise<void>): Promise<void> {
  const context = findTusRequest();
  if (context) context.pendingLength = length;
  else await declare();
}

export async function writeChecked(readable: Readable | IncomingMessage, offset: number, steps: WriteSteps): Promise<number> {
  const context = findTusRequest();
  const hash = context?.checksum ? createHash(context.checksum.algorithm) : null;
  const failure: { error?: unknown } = {};
  try {
    await steps.receive(Readable.from(watched(readable, hash, failure)));
  } catch (error) {
    // 413: the body ran past what the upload may hold. A connection that dropped keeps what it sent.
    // What was received is kept on a best effort: the request has failed either way, and HEAD answers what the store holds.
    if (statusOf(failure.error) === 413) await steps.drop();
    else await steps.keep().catch(() => undefined);
    throw error;
  }
  if (hash && context?.checksum && hash.digest("base64") !== context.checksum.digest) {
    await steps.drop();
    throw new ChecksumMismatch(`The bytes received do not match Upload-Checksum (${context.checksum.algorithm}): none of them were kept; send them again from offset ${offset}`);
  }
  const end = await steps.keep();
  if (context?.pendingLength !== undefined) await steps.declareLength(context.pendingLength);
  return end;
}
