// A notebook's request as code, as the data plane is called without a client:
// curl, fetch in JavaScript and requests in Python, the key read from
// API_KEY_VARIABLE. The Python call is also what a notebook exported as a
// Jupyter notebook runs (cells/notebook-file.ts), after the same setup with
// the URL read from the environment.
import type { NotebookRequest } from "../api-client/notebooks";
import { API_KEY_VARIABLE, type CodeSamples } from "./client-setup";
import { toJavaScript, toJsonValue, toPython } from "./code-literals";
import { toCurl } from "./curl-request";

/** The environment variable a Jupyter notebook reads the service's URL from. */
export const URL_VARIABLE = "QDRANT_URL";

/** Python's imports, QDRANT_URL (the URL given, or from the environment when null) and QDRANT_API_KEY. */
export function pythonRequestSetup(url: string | null): string {
  const urlValue = url === null ? `os.environ["${URL_VARIABLE}"]` : JSON.stringify(url);
  return ["import os", "", "import requests", "", `${URL_VARIABLE} = ${urlValue}`, `${API_KEY_VARIABLE} = os.environ["${API_KEY_VARIABLE}"]`].join("\n");
}

/** `response = requests.post(f"{QDRANT_URL}/collections/…", …)`, after pythonRequestSetup. */
export function pythonRequestCall(request: NotebookRequest): string {
  // The path is written in an f-string: its own braces are doubled.
  const url = `f${JSON.stringify(`{${URL_VARIABLE}}${request.path.replace(/[{}]/g, (brace) => brace.repeat(2))}`)}`;
  const args = [url, `headers={"api-key": ${API_KEY_VARIABLE}}`];
  if (request.body !== undefined) args.push(`json=${toPython(toJsonValue(request.body))}`);
  return `response = requests.${request.method.toLowerCase()}(${args.join(", ")})`;
}

function javascript(url: string, request: NotebookRequest): string {
  const headers = [`"api-key": process.env.${API_KEY_VARIABLE}`, ...(request.body === undefined ? [] : [`"Content-Type": "application/json"`])];
  const options = [`  method: ${JSON.stringify(request.method)},`, `  headers: { ${headers.join(", ")} },`];
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${toJavaScript(toJsonValue(request.body), 1)}),`);
  return [`const response = await fetch(${JSON.stringify(`${url}${request.path}`)}, {`, ...options, "});", "console.log(await response.json());"].join("\n");
}

export function requestSamples(url: string, request: NotebookRequest): CodeSamples {
  return {
    curl: toCurl(url, request.body === undefined ? { method: request.method, path: request.path } : { method: request.method, path: request.path, body: toJsonValue(request.body) }),
    javascript: javascript(url, request),
    python: [pythonRequestSetup(url), "", pythonRequestCall(request), "print(response.json())"].join("\n"),
  };
}
