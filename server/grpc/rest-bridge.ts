// One gRPC call run as the REST call it stands for, in process: Fastify's
// inject sends it through the data plane's own pipeline (data/http/
// data-router.ts: who calls and what they may do, the call allowance, the
// declared schemas, strict mode, metering, the audit trail), with the caller's
// `api-key` (or console `authorization` and `x-project-id`) metadata as its
// headers. The answer's `result` comes back; a refusal becomes Qdrant's gRPC
// status with the same words (grpc-status.ts).
import type { FastifyInstance } from "fastify";
import type * as grpc from "@grpc/grpc-js";
import { grpcErrorOf } from "./grpc-status";

export interface RestRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** With each path parameter already encoded (restPath). */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** The REST answer's `result` and `time` (seconds). */
export interface RestAnswer<T> {
  result: T;
  time: number;
}

export type RestCaller = <T>(request: RestRequest) => Promise<RestAnswer<T>>;

/** The metadata that says who calls, as REST reads it from headers. */
const CALLER_HEADERS = ["api-key", "authorization", "x-project-id"] as const;

export function restCallerFor(app: FastifyInstance, metadata: grpc.Metadata, peer: string): RestCaller {
  const headers: Record<string, string> = { "content-type": "application/json" };
  for (const name of CALLER_HEADERS) {
    const [value] = metadata.get(name);
    if (typeof value === "string") headers[name] = value;
  }
  const remoteAddress = addressOf(peer);
  return async <T>(request: RestRequest): Promise<RestAnswer<T>> => {
    const response = await app.inject({
      method: request.method,
      url: request.path + queryString(request.query),
      headers,
      remoteAddress,
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });
    const answer = parseAnswer(response.body);
    if (response.statusCode >= 200 && response.statusCode < 300) return { result: answer?.result as T, time: typeof answer?.time === "number" ? answer.time : 0 };
    const retryAfter = response.headers["retry-after"];
    throw grpcErrorOf(response.statusCode, errorWords(answer, response.body), typeof retryAfter === "string" ? retryAfter : null);
  };
}

/** A path with its parameters encoded: restPath`/collections/${name}/points`. */
export function restPath(parts: TemplateStringsArray, ...values: string[]): string {
  return parts.reduce((path, part, at) => path + part + (at < values.length ? encodeURIComponent(values[at] ?? "") : ""), "");
}

function queryString(query: RestRequest["query"]): string {
  const entries = Object.entries(query ?? {}).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]));
  return entries.length === 0 ? "" : `?${new URLSearchParams(entries).toString()}`;
}

function parseAnswer(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Qdrant's `{"status": {"error": ...}}`, or the control plane's `{"error": {"message": ...}}`. */
function errorWords(answer: Record<string, unknown> | undefined, text: string): string {
  const status = answer?.status as { error?: unknown } | undefined;
  if (typeof status?.error === "string") return status.error;
  const error = answer?.error as { message?: unknown } | undefined;
  if (typeof error?.message === "string") return error.message;
  return text || "The service gave no answer";
}

/** "ipv4:127.0.0.1:5000", "ipv6:[::1]:5000" → the address alone. */
function addressOf(peer: string): string {
  const address = peer.replace(/^ipv[46]:/, "");
  const bracketed = /^\[(.*)\]:\d+$/.exec(address);
  if (bracketed) return bracketed[1] ?? address;
  return address.replace(/:\d+$/, "");
}
