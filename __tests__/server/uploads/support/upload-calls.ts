// tus requests as a client (or an attacker) sends them, for the upload tests
// and the reliability suite: through fetch, or as raw bytes on a socket when
// a header must carry what fetch refuses to send (NUL, bytes that are not
// UTF-8); and what a project's uploads are, as a client lists them and as the
// storage holds them, to check that a refusal changed neither.
import net from "node:net";
import { listUploadsResponseSchema, TUS_VERSION } from "../../../../contract/uploads";
import { folderStorage, type StorageUnderTest } from "./upload-storages";

export interface UploadCaller {
  url: string;
  dataDir: string;
  projectId: string;
  token: string;
  /** Where the service keeps uploads (upload-storages.ts); the folder when absent. */
  storage?: StorageUnderTest;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The JSON body, or its text when it is not JSON; undefined when empty. */
  body: unknown;
}

export const uploadsPath = (caller: UploadCaller, rest = "") => `/api/projects/${caller.projectId}/uploads${rest}`;

export const tusHeaders = (caller: UploadCaller, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${caller.token}`, "tus-resumable": TUS_VERSION, ...extra });

function readBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A request through fetch; the body as bytes, or a stream (sent chunked, without Content-Length). */
export async function call(caller: UploadCaller, method: string, rest: string, headers: Record<string, string>, body?: Uint8Array | ReadableStream<Uint8Array>): Promise<Answer> {
  const payload = body === undefined || body instanceof ReadableStream ? body : new Uint8Array(body);
  const init: RequestInit & { duplex?: "half" } = { method, headers, body: payload, signal: AbortSignal.timeout(15_000), ...(body instanceof ReadableStream ? { duplex: "half" } : {}) };
  const response = await fetch(`${caller.url}${uploadsPath(caller, rest)}`, init);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: readBody(await response.text()) };
}

/** A body of `chunks` sent one after the other, chunked. */
export function chunkedBody(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(next);
    },
  });
}

/**
 * A request written byte for byte on a socket: header values as given
 * (Buffers for raw bytes); a body with its Content-Length, or chunks sent
 * chunked.
 */
export function callRaw(caller: UploadCaller, method: string, urlPath: string, headers: [string, string | Buffer][], body?: Buffer | Buffer[]): Promise<Answer> {
  const { hostname, port } = new URL(caller.url);
  const lines: Uint8Array[] = [Buffer.from(`${method} ${urlPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n`)];
  for (const [name, value] of headers) lines.push(Buffer.from(`${name}: `), typeof value === "string" ? Buffer.from(value, "latin1") : value, Buffer.from("\r\n"));
  if (Array.isArray(body)) {
    lines.push(Buffer.from("Transfer-Encoding: chunked\r\n\r\n"));
    for (const chunk of body.filter((part) => part.length > 0)) lines.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
    lines.push(Buffer.from("0\r\n\r\n"));
  } else {
    if (body !== undefined) lines.push(Buffer.from(`Content-Length: ${body.length}\r\n`));
    lines.push(Buffer.from("\r\n"), body ?? Buffer.alloc(0));
  }
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    // Written without ending our side: a server that refuses the head still has a socket to answer on.
    const socket = net.connect(Number(port), hostname, () => socket.write(Buffer.concat(lines)));
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${method} ${urlPath}`)));
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const bytes = Buffer.concat(received);
      const split = bytes.indexOf("\r\n\r\n");
      const text = bytes.toString("latin1");
      const head = split < 0 ? text : text.slice(0, split);
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const status = Number(statusLine.split(" ")[1]);
      if (!Number.isInteger(status)) return reject(new Error(`no HTTP answer to ${method} ${urlPath}: ${JSON.stringify(text.slice(0, 200))}`));
      const answerHeaders = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status, headers: answerHeaders, body: method === "HEAD" || split < 0 ? undefined : readBody(bytes.subarray(split + 4).toString("utf8")) });
    });
  });
}

/**
 * What the project's uploads are: as listed, and as the storage holds them (each upload's bytes, and the length tus
 * keeps beside them, in the folder's names whichever the storage: upload-storages.ts).
 */
export async function uploadsState(caller: UploadCaller): Promise<{ listed: unknown[]; disk: Record<string, string> }> {
  const answer = await call(caller, "GET", "", { authorization: `Bearer ${caller.token}` });
  if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`);
  const listed = listUploadsResponseSchema.parse(answer.body).uploads.map(({ id, size, offset, state, fileName }) => ({ id, size, offset, state, fileName }));
  return { listed, disk: await (caller.storage ?? folderStorage).held(caller.dataDir, caller.projectId) };
}

/** The upload's id from a creation's Location. */
export function createdId(answer: Answer): string {
  const location = answer.headers["location"];
  if (answer.status !== 201 || location === undefined) throw new Error(`the creation answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return location.split("/").pop() ?? "";
}
