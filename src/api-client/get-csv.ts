// A CSV export as text, with the file name the service gives it. Asked for
// text, axios parses neither the CSV nor a refusal's JSON body: the refusal is
// parsed here, so that its message (a row cap) reaches the user rather than a
// generic "HTTP 400".
import { apiClient } from "./client";

function readRefusalBody(data: unknown, _headers: unknown, status?: number): unknown {
  if (typeof data !== "string" || status === undefined || status < 400) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export async function getCsv(url: string, params: object, fallbackName: string): Promise<{ fileName: string; text: string }> {
  const response = await apiClient.get<string>(url, { params, responseType: "text", headers: { Accept: "text/csv" }, transformResponse: readRefusalBody });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { fileName, text: response.data };
}
