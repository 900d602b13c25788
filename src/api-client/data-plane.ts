// Calls to the data plane (Qdrant's REST API) for one project, through the
// console's one axios instance. Answers are `{ result, status, time }`; the
// callers get the result. Paths are built here, names always encoded.
import type { Method } from "axios";
import { apiClient } from "./client";

interface QdrantAnswer<T> {
  result: T;
  status: string;
  time: number;
}

export interface DataPlaneCall {
  method: Method;
  path: string;
  body?: unknown;
  params?: Record<string, string | number | boolean>;
}

export async function callDataPlane<T>(projectId: string, call: DataPlaneCall): Promise<T> {
  const response = await apiClient.request<QdrantAnswer<T>>({
    method: call.method,
    url: call.path,
    data: call.body,
    params: call.params,
    dataPlaneProject: projectId,
  });
  return response.data.result;
}

/** "/collections/<name>/<rest...>", each part encoded. */
export function collectionPath(name: string, ...rest: string[]): string {
  return ["/collections", ...[name, ...rest].map(encodeURIComponent)].join("/");
}
