// The smallest program that reaches a project: list its collections with the
// official Qdrant clients (or curl), given the service's URL and a key in
// API_KEY_VARIABLE. Shown by the API keys tab and the Overview.
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toCurl } from "./curl-request";

export function connectionSamples(url: string): CodeSamples {
  return {
    curl: toCurl(url, { method: "GET", path: "/collections" }),
    javascript: `${javascriptClientSetup(url)}\n\nconsole.log(await client.getCollections());`,
    python: `${pythonClientSetup(url)}\n\nprint(client.get_collections())`,
  };
}
