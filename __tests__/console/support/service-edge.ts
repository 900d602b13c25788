// The service at the network edge of the console: the API client's axios
// adapter answered by the test, for the control plane (/api/...) and the data
// plane (Qdrant's REST API at the root, with X-Project-Id). Each request is
// recorded; a request no route answers fails the test loudly.
import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { apiClient } from "../../../src/api-client/client";

export interface ServiceRequest {
  method: string;
  /** The path with the base URL ("/api/auth/me", "/collections/docs"), without the query. */
  path: string;
  query: Record<string, string>;
  projectId: string | null;
  authorization: string | null;
  body: unknown;
}

export type ServiceAnswer = { status: number; body?: unknown } | "network-error";
type Answering = ServiceAnswer | Promise<ServiceAnswer>;
export type ServiceRoute = (request: ServiceRequest) => Answering | undefined;

export interface ServiceEdge {
  requests: ServiceRequest[];
  /** Requests of a method and path ("PUT /collections/docs"). */
  calls: (methodAndPath: string) => ServiceRequest[];
  /** Answers first: a later route overrides an earlier one. */
  route: (methodAndPath: string | RegExp, answer: ServiceAnswer | ((request: ServiceRequest) => Answering)) => void;
}

/** A data-plane answer: `{ result, status: "ok", time }`. */
export function qdrantOk(result: unknown): ServiceAnswer {
  return { status: 200, body: { result, status: "ok", time: 0.001 } };
}

/** A data-plane error: `{ status: { error } }`. */
export function qdrantError(status: number, error: string): ServiceAnswer {
  return { status, body: { status: { error }, time: 0.001 } };
}

function toRequest(config: InternalAxiosRequestConfig): ServiceRequest {
  const headers = AxiosHeaders.from(config.headers);
  const base = (config.baseURL ?? "").replace(/\/+$/, "");
  const params = (config.params ?? {}) as Record<string, unknown>;
  return {
    method: (config.method ?? "get").toUpperCase(),
    path: `${base}${config.url ?? ""}`,
    query: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
    projectId: (headers.get("X-Project-Id") as string | undefined) ?? null,
    authorization: (headers.get("Authorization") as string | undefined) ?? null,
    body: typeof config.data === "string" ? (JSON.parse(config.data) as unknown) : config.data,
  };
}

export function installServiceEdge(): ServiceEdge {
  const requests: ServiceRequest[] = [];
  const routes: ServiceRoute[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = toRequest(config);
    requests.push(request);
    const answering = routes.reduceRight<Answering | undefined>((found, route) => found ?? route(request), undefined);
    if (answering === undefined) throw new Error(`Unexpected request in a test: ${request.method} ${request.path}`);
    // As axios's own adapters do, an aborted request stops waiting and rejects as cancelled.
    const signal = config.signal as AbortSignal | undefined;
    const answer = signal
      ? await Promise.race([
          answering,
          new Promise<never>((_resolve, reject) => {
            const cancel = () => reject(new CanceledError(undefined, undefined, config));
            if (signal.aborted) cancel();
            else signal.addEventListener("abort", cancel, { once: true });
          }),
        ])
      : await answering;
    if (answer === "network-error") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { data: answer.body ?? null, status: answer.status, statusText: "", headers: {}, config };
    // As axios settles an answer: the request's validateStatus decides (by default, any 4xx or 5xx is an error).
    const isValid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 400;
    if (!isValid) throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    calls: (methodAndPath) => requests.filter((request) => `${request.method} ${request.path}` === methodAndPath),
    route: (match, answer) => {
      routes.push((request) => {
        const key = `${request.method} ${request.path}`;
        const isMatch = typeof match === "string" ? key === match : match.test(key);
        if (!isMatch) return undefined;
        return typeof answer === "function" ? answer(request) : answer;
      });
    },
  };
}
