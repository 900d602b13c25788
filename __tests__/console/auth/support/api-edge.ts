// The control plane at the network edge: the API client's transport (its axios
// adapter) answered by the test, each request recorded.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { apiClient } from "../../../../src/api-client/client";

export interface ApiRequest {
  method: string;
  url: string;
  authorization: string | null;
  data: unknown;
}

export type ApiAnswer = { status: number; data?: unknown } | "network-error";

export function installApiEdge(answer: (request: ApiRequest) => ApiAnswer): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const request: ApiRequest = {
      method: (config.method ?? "get").toUpperCase(),
      url: `${config.baseURL ?? ""}${config.url ?? ""}`,
      authorization: (headers.get("Authorization") as string | undefined) ?? null,
      data: typeof config.data === "string" ? (JSON.parse(config.data) as unknown) : config.data,
    };
    requests.push(request);
    const reply = answer(request);
    if (reply === "network-error") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = { data: reply.data ?? null, status: reply.status, statusText: "", headers: {}, config };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return requests;
}
