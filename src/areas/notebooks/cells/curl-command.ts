// A curl command pasted into a notebook (from Qdrant's documentation, or a
// colleague's terminal) becomes a request cell: its method, the URL's path and
// query (the host is the project's data plane), and its JSON body, pretty
// printed. The key it sends is dropped, and said so: the console runs
// requests with the user's session. $QDRANT_URL-like references stay as
// written, so a URL that starts with one still gives its path.
import { parse, type ParseEntry } from "shell-quote";
import { REQUEST_METHODS, type RequestMethod } from "./request-cell";

export type CurlConversion = { ok: true; source: string; dropped: string[] } | { ok: false; message: string };

/** curl's short options that take a value, by their long names (the ones this reader does not use are skipped with their value). */
const SHORT_OPTIONS: Readonly<Record<string, string>> = {
  X: "--request",
  H: "--header",
  d: "--data",
  u: "--user",
  A: "--user-agent",
  b: "--cookie",
  c: "--cookie-jar",
  e: "--referer",
  E: "--cert",
  F: "--form",
  m: "--max-time",
  o: "--output",
  r: "--range",
  T: "--upload-file",
  w: "--write-out",
  x: "--proxy",
  K: "--config",
  U: "--proxy-user",
  D: "--dump-header",
  C: "--continue-at",
  Y: "--speed-limit",
  y: "--speed-time",
  z: "--time-cond",
};

const LONG_OPTIONS_WITH_VALUE = new Set([
  ...Object.values(SHORT_OPTIONS),
  "--url",
  "--data-raw",
  "--data-binary",
  "--data-ascii",
  "--data-urlencode",
  "--json",
  "--oauth2-bearer",
  "--connect-timeout",
  "--cacert",
  "--capath",
  "--key",
  "--retry",
  "--retry-delay",
  "--retry-max-time",
  "--resolve",
  "--limit-rate",
  "--interface",
  "--max-redirs",
  "--unix-socket",
  "--proxy-header",
]);

const BODY_OPTIONS = new Set(["--data", "--data-raw", "--data-binary", "--data-ascii", "--data-urlencode", "--json"]);
const SESSION_NOTE = "(the console runs requests with your session)";
/** Headers the console sets itself for a JSON request. */
const IMPLIED_HEADERS = new Set(["content-type", "accept"]);

export function isCurlCommand(text: string): boolean {
  return /^curl\s/.test(text.trim());
}

interface CurlParts {
  method: string | null;
  urls: string[];
  data: string[];
  dropped: string[];
}

/** The command's words up to its end (a pipe or another command after it is not part of the request). */
function commandWords(command: string): string[] {
  // $QDRANT_API_KEY stays as written rather than becoming "" as in a shell.
  const entries: ParseEntry[] = parse(command.replace(/\\\r?\n/g, " "), (name) => `$${name}`);
  const words: string[] = [];
  for (const entry of entries) {
    if (typeof entry === "string") words.push(entry);
    else if ("pattern" in entry) words.push(entry.pattern);
    else if ("op" in entry) break;
  }
  return words;
}

function applyOption(option: string, value: string, parts: CurlParts): string | null {
  if (option === "--request") parts.method = value.toUpperCase();
  else if (option === "--url") parts.urls.push(value);
  else if (option === "--user" || option === "--oauth2-bearer") parts.dropped.push(`${option} credentials ${SESSION_NOTE}`);
  else if (option === "--form") return "This curl command sends a form (-F): a request cell's body is JSON";
  else if (BODY_OPTIONS.has(option)) {
    if (value.startsWith("@") && option !== "--data-raw") return `This curl command reads its body from a file (${value}): paste the JSON in its place`;
    parts.data.push(value);
  } else if (option === "--header") {
    const name = value.split(":")[0]?.trim().toLowerCase() ?? "";
    if (name === "api-key" || name === "authorization") parts.dropped.push(`${name} header ${SESSION_NOTE}`);
    else if (!IMPLIED_HEADERS.has(name)) parts.dropped.push(`${name} header (a request cell sends no headers of its own)`);
  }
  return null;
}

function readCommand(words: readonly string[]): CurlParts | { message: string } {
  const parts: CurlParts = { method: null, urls: [], data: [], dropped: [] };
  let index = 1;
  const next = (option: string): string | { message: string } => {
    index += 1;
    return words[index] ?? { message: `This curl command ends before the value of ${option}` };
  };
  for (; index < words.length; index += 1) {
    const word = words[index] ?? "";
    if (word === "--") {
      parts.urls.push(...words.slice(index + 1));
      break;
    }
    let option: string | null = null;
    let value: string | { message: string } = "";
    if (word.startsWith("--")) {
      if (!LONG_OPTIONS_WITH_VALUE.has(word)) continue;
      option = word;
      value = next(word);
    } else if (word.startsWith("-") && word.length > 1) {
      // A cluster of short flags ("-sS"), the last of which may take a value, attached ("-XPOST") or next.
      const at = [...word.slice(1)].findIndex((letter) => letter in SHORT_OPTIONS);
      if (at === -1) continue;
      option = SHORT_OPTIONS[word.charAt(at + 1)] ?? null;
      const attached = word.slice(at + 2);
      value = attached === "" ? next(word) : attached;
    } else {
      parts.urls.push(word);
    }
    if (typeof value !== "string") return value;
    const problem = option === null ? null : applyOption(option, value, parts);
    if (problem !== null) return { message: problem };
  }
  return parts;
}

/** The URL's path and query: its scheme and host, or the $QDRANT_URL it starts with, give way to the project's data plane. */
function pathOf(url: string): string {
  const rest = url.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/, "").replace(/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/, "");
  const path = /^[/?]/.test(rest) || rest === "" ? rest : rest.replace(/^[^/?#]*/, "");
  return `/${path.replace(/#.*$/, "").replace(/^\//, "")}`;
}

function isRequestMethod(method: string): method is RequestMethod {
  return (REQUEST_METHODS as readonly string[]).includes(method);
}

export function curlToRequestCell(command: string): CurlConversion {
  const words = commandWords(command);
  if (words[0] !== "curl") return { ok: false, message: "This is not a curl command: it does not start with curl" };
  const parts = readCommand(words);
  if ("message" in parts) return { ok: false, message: parts.message };
  const [url, ...others] = parts.urls;
  if (url === undefined) return { ok: false, message: "This curl command has no URL" };
  if (others.length > 0) return { ok: false, message: `This curl command has ${parts.urls.length} URLs: a request cell sends one request` };
  const method = parts.method ?? (parts.data.length > 0 ? "POST" : "GET");
  if (!isRequestMethod(method)) return { ok: false, message: `A request cell sends GET, POST, PUT, PATCH or DELETE, not ${method}` };
  const requestLine = `${method} ${pathOf(url)}`;
  const bodyText = parts.data.join("&");
  if (bodyText.trim() === "") return { ok: true, source: requestLine, dropped: parts.dropped };
  try {
    return { ok: true, source: `${requestLine}\n${JSON.stringify(JSON.parse(bodyText), null, 2)}`, dropped: parts.dropped };
  } catch (error) {
    return { ok: false, message: `This curl command's body is not JSON, and a request cell's body is: ${error instanceof Error ? error.message : String(error)}` };
  }
}
