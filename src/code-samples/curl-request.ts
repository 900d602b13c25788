// One data-plane request as a curl command, with the API key from the environment.
import { API_KEY_VARIABLE } from "./client-setup";
import { shellQuote, type JsonValue } from "./code-literals";

export interface CurlRequest {
  method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE";
  /** The path below the service's URL, already encoded ("/collections/docs/index?wait=true"). */
  path: string;
  body?: JsonValue;
}

export function toCurl(url: string, request: CurlRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(`${url}${request.path}`)}`, `  -H "api-key: $${API_KEY_VARIABLE}"`];
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(request.body, null, 2))}`);
  }
  return lines.join(" \\\n");
}
