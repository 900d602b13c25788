// The one way the service calls a URL a tenant named (external models'
// endpoints, alert webhooks, snapshots to recover from). It resolves
// the host once, refuses it unless every address it resolves to is public
// (address-policy.ts) or on the operator's allow-list, and connects to the
// address it checked, so that no DNS answer can change between the check and
// the connection. It follows no redirect (the caller sees the 3xx), bounds the
// whole exchange in time and the answer in bytes, and fails with an
// OutboundError whose message the tenant may read after the host's name.
import { lookup } from "node:dns/promises";
import fs from "node:fs";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { IncomingHttpHeaders } from "node:http";
import { Agent, buildConnector, request } from "undici";
import { isPermittedAddress, literalAddress, type AllowList } from "./address-policy";
import { insideAddress, OutboundError } from "./outbound-error";

export interface OutboundRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
  /** The whole exchange: connecting, sending, and the answer read. */
  timeoutMs: number;
  /** Bytes of the answer's body read at most (more fails the call); 0 reads none, for a caller that needs only the status. */
  maxAnswerBytes: number;
  /** The caller's own cancel: its reason is thrown as it is. */
  signal?: AbortSignal;
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A file fetched with GET into a local file (a snapshot to recover from). */
export interface OutboundDownload {
  url: string;
  headers: Record<string, string>;
  /** The whole exchange: connecting, and every byte written. */
  timeoutMs: number;
  /** More bytes than this fails the download. */
  maxBytes: number;
  /** Written only with a 2xx answer's body. */
  file: string;
  signal?: AbortSignal;
}

export interface OutboundClient {
  send(outbound: OutboundRequest): Promise<OutboundAnswer>;
  /** The answer's status; its body is in `file` when the status is 2xx (nothing is written otherwise). */
  download(outbound: OutboundDownload): Promise<{ status: number; bytes: number }>;
  /** Throws the OutboundError a call to this URL would meet before connecting: an inside address (a name that does not resolve passes). */
  check(url: string): Promise<void>;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 10_000;
const NOT_FOUND_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "EAI_NODATA", "EAI_NONAME", "ENODATA"]);

function errorCode(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

function inWords(bytes: number): string {
  return bytes < 2 ** 20 ? `${bytes} bytes` : `${Math.round((bytes / 2 ** 20) * 10) / 10} MB`;
}

/** The address to connect to, when every address the host resolves to is permitted; an OutboundError otherwise. */
async function resolvePermitted(hostname: string, allow: AllowList): Promise<string> {
  const literal = literalAddress(hostname);
  if (literal !== null) {
    if (!isPermittedAddress(literal, allow)) throw insideAddress();
    return literal;
  }
  let addresses: string[];
  try {
    addresses = (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch (error) {
    if (NOT_FOUND_CODES.has(errorCode(error) ?? "")) throw new OutboundError("not_found", "could not be found", { cause: error });
    throw new OutboundError("unreachable", "could not connect", { cause: error });
  }
  // One inside address is enough to refuse: a name that mixes them could be steered to it.
  const [first] = addresses;
  if (first === undefined || addresses.some((address) => !isPermittedAddress(address, allow))) throw insideAddress();
  return first;
}

async function readBounded(body: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      body.destroy();
      throw new OutboundError("too_large", `answered more than ${inWords(maxBytes)}`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export function createOutboundClient({ allow }: { allow: AllowList }): OutboundClient {
  const connectTo = buildConnector({ timeout: CONNECT_TIMEOUT_MS });
  const dispatcher = new Agent({
    connect(options, callback) {
      resolvePermitted(options.hostname, allow).then(
        // The first address checked; TLS still verifies the certificate for the name (undici takes the SNI name from `host`).
        (address) => connectTo({ ...options, hostname: address }, callback),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  });

  async function send(outbound: OutboundRequest): Promise<OutboundAnswer> {
    const url = new URL(outbound.url);
    const timeout = AbortSignal.timeout(outbound.timeoutMs);
    const signal = outbound.signal ? AbortSignal.any([outbound.signal, timeout]) : timeout;
    let phase: "connecting" | "reading" = "connecting";
    try {
      const answer = await request(url, { method: outbound.method, headers: outbound.headers, body: outbound.body, signal, dispatcher });
      phase = "reading";
      if (outbound.maxAnswerBytes === 0) {
        await answer.body.dump();
        return { status: answer.statusCode, headers: answer.headers, body: Buffer.alloc(0) };
      }
      const body = await readBounded(answer.body, outbound.maxAnswerBytes);
      return { status: answer.statusCode, headers: answer.headers, body };
    } catch (error) {
      if (outbound.signal?.aborted) throw outbound.signal.reason;
      if (error instanceof OutboundError) throw error;
      if (timeout.aborted) throw new OutboundError("timeout", `did not answer within ${outbound.timeoutMs / 1000} s`, { cause: error });
      const message = phase === "connecting" ? "could not connect" : "closed the connection before its answer was complete";
      throw new OutboundError("unreachable", message, { cause: error });
    }
  }

  async function download(outbound: OutboundDownload): Promise<{ status: number; bytes: number }> {
    const timeout = AbortSignal.timeout(outbound.timeoutMs);
    const signal = outbound.signal ? AbortSignal.any([outbound.signal, timeout]) : timeout;
    let phase: "connecting" | "reading" = "connecting";
    try {
      const answer = await request(new URL(outbound.url), { method: "GET", headers: outbound.headers, signal, dispatcher });
      phase = "reading";
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        await answer.body.dump();
        return { status: answer.statusCode, bytes: 0 };
      }
      let bytes = 0;
      const bounded = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.byteLength;
          done(bytes > outbound.maxBytes ? new OutboundError("too_large", `answered more than ${inWords(outbound.maxBytes)}`) : null, chunk);
        },
      });
      await pipeline(answer.body, bounded, fs.createWriteStream(outbound.file));
      return { status: answer.statusCode, bytes };
    } catch (error) {
      if (outbound.signal?.aborted) throw outbound.signal.reason;
      if (error instanceof OutboundError) throw error;
      if (timeout.aborted) throw new OutboundError("timeout", `did not send the file within ${outbound.timeoutMs / 1000} s`, { cause: error });
      const message = phase === "connecting" ? "could not connect" : "closed the connection before the file was complete";
      throw new OutboundError("unreachable", message, { cause: error });
    }
  }

  async function check(text: string): Promise<void> {
    try {
      await resolvePermitted(new URL(text).hostname, allow);
    } catch (error) {
      if (error instanceof OutboundError && error.failure === "inside_address") throw error;
    }
  }

  return { send, download, check, close: () => dispatcher.close() };
}
