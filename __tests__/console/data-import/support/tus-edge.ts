// The service's tus endpoint at the network edge of the console: tus-js-client's
// HTTP stack (its defaultOptions.httpStack, as service-edge.ts replaces axios's
// adapter) answered by a small tus 1.0.0 server kept in memory: creation,
// HEAD, PATCH from the offset, termination. Each request is recorded; the
// uploads it holds feed the JSON list and delete (GET uploads, DELETE an
// upload) through the service edge.
import type { HttpRequest, HttpResponse, HttpStack } from "tus-js-client";
import * as tus from "tus-js-client";
import type { UploadSummary } from "../../../../contract/uploads";

export interface TusCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Bytes in the body (PATCH), or null. */
  bodyBytes: number | null;
}

export interface HeldUpload {
  id: string;
  projectId: string;
  fileName: string | null;
  size: number;
  offset: number;
  createdAt: string;
}

export interface TusEdge {
  calls: TusCall[];
  uploads: Map<string, HeldUpload>;
  /** Leaves every PATCH unanswered from now on (to see an upload under way, pause it or cancel it). */
  holdPatches: () => void;
  /** The next PATCH fails without an answer, as a dropped connection does. */
  dropNextPatch: () => void;
  /** The next creation is refused with this status and /api error, as the service refuses one past a project's bounds. */
  refuseNextCreation: (status: number, error: { code: string; message: string }) => void;
  /** An upload that a tab before this one started: held here, its URL in this browser's storage. */
  seedUnfinished: (upload: Omit<HeldUpload, "createdAt">, file: { name: string; type: string; size: number; lastModified: number }) => void;
  /** An upload the project holds already (finished when its offset is its size), started in another browser or by another member. */
  hold: (upload: Omit<HeldUpload, "createdAt"> & { createdAt?: string }) => void;
  /** The uploads as GET /api/projects/{id}/uploads lists them. */
  listed: (projectId: string) => UploadSummary[];
}

class FakeResponse implements HttpResponse {
  constructor(
    private readonly status: number,
    private readonly headers: Record<string, string> = {},
    private readonly body = "",
  ) {}
  getStatus() {
    return this.status;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return null;
  }
}

const UPLOADS_PATH = /\/api\/projects\/([^/]+)\/uploads(?:\/([0-9a-f]{32}))?$/;

function decodeMetadata(header: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (header ?? "")
      .split(",")
      .filter((pair) => pair.trim() !== "")
      .map((pair) => {
        const [key = "", value = ""] = pair.trim().split(" ");
        return [key, atob(value)];
      }),
  );
}

export function installTusEdge(): TusEdge {
  const calls: TusCall[] = [];
  const uploads = new Map<string, HeldUpload>();
  let isHolding = false;
  let dropNext = false;
  let refusal: { status: number; error: { code: string; message: string } } | null = null;
  let nextId = 1;

  function answer(call: TusCall): FakeResponse {
    const match = UPLOADS_PATH.exec(new URL(call.url).pathname);
    if (!match) return new FakeResponse(404, {}, JSON.stringify({ error: { code: "not_found", message: "Not found" } }));
    const [, projectId = "", id] = match;
    const upload = id === undefined ? undefined : uploads.get(id);
    const tusHeaders = { "tus-resumable": "1.0.0" };
    switch (call.method) {
      case "POST": {
        if (refusal !== null) {
          const { status, error } = refusal;
          refusal = null;
          return new FakeResponse(status, tusHeaders, JSON.stringify({ error }));
        }
        const newId = (nextId++).toString(16).padStart(32, "0");
        const metadata = decodeMetadata(call.headers["upload-metadata"]);
        uploads.set(newId, { id: newId, projectId, fileName: metadata["filename"] ?? null, size: Number(call.headers["upload-length"]), offset: 0, createdAt: "2026-11-26T09:00:00.000Z" });
        return new FakeResponse(201, { ...tusHeaders, location: `/api/projects/${projectId}/uploads/${newId}` });
      }
      case "HEAD":
        if (!upload) return new FakeResponse(404, tusHeaders);
        return new FakeResponse(200, { ...tusHeaders, "upload-offset": String(upload.offset), "upload-length": String(upload.size), "cache-control": "no-store" });
      case "PATCH": {
        if (!upload) return new FakeResponse(404, tusHeaders, JSON.stringify({ error: { code: "not_found", message: "No such upload in this project" } }));
        if (Number(call.headers["upload-offset"]) !== upload.offset) return new FakeResponse(409, tusHeaders, JSON.stringify({ error: { code: "conflict", message: "Upload-Offset does not match" } }));
        upload.offset += call.bodyBytes ?? 0;
        return new FakeResponse(204, { ...tusHeaders, "upload-offset": String(upload.offset) });
      }
      case "DELETE":
        if (id !== undefined) uploads.delete(id);
        return new FakeResponse(204, tusHeaders);
      default:
        return new FakeResponse(405);
    }
  }

  const stack: HttpStack = {
    getName: () => "tus-edge",
    createRequest: (method: string, url: string): HttpRequest => {
      const headers: Record<string, string> = {};
      let onProgress: (bytes: number) => void = () => undefined;
      let abort: () => void = () => undefined;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => {
          headers[name.toLowerCase()] = value;
        },
        getHeader: (name) => headers[name.toLowerCase()],
        setProgressHandler: (handler) => {
          onProgress = handler;
        },
        getUnderlyingObject: () => null,
        abort: () => {
          abort();
          return Promise.resolve();
        },
        send: (body: unknown) =>
          new Promise<HttpResponse>((resolve, reject) => {
            const bodyBytes = body instanceof Blob ? body.size : null;
            const call = { method, url, headers: { ...headers }, bodyBytes };
            calls.push(call);
            abort = () => reject(new Error("aborted"));
            const reply = () => {
              if (method === "PATCH" && dropNext) {
                dropNext = false;
                reject(new Error("The connection dropped"));
                return;
              }
              if (bodyBytes !== null) onProgress(bodyBytes);
              resolve(answer(call));
            };
            if (method !== "PATCH" || !isHolding) setTimeout(reply, 0);
          }),
      };
    },
  };
  tus.defaultOptions.httpStack = stack;
  // tus keeps upload URLs in localStorage (cleared before each test by setup.ts).

  return {
    calls,
    uploads,
    holdPatches: () => {
      isHolding = true;
    },
    dropNextPatch: () => {
      dropNext = true;
    },
    refuseNextCreation: (status, error) => {
      refusal = { status, error };
    },
    seedUnfinished: (upload, file) => {
      uploads.set(upload.id, { ...upload, createdAt: "2026-11-26T08:00:00.000Z" });
      const endpoint = `http://localhost/api/projects/${upload.projectId}/uploads`;
      const fingerprint = ["tus-br", file.name, file.type, file.size, file.lastModified, endpoint].join("-");
      window.localStorage.setItem(
        `tus::${fingerprint}::1`,
        JSON.stringify({ size: file.size, metadata: { filename: file.name, filetype: file.type }, creationTime: "2026-11-26T08:00:00.000Z", uploadUrl: `${endpoint}/${upload.id}` }),
      );
    },
    hold: (upload) => {
      uploads.set(upload.id, { createdAt: "2026-11-25T15:00:00.000Z", ...upload });
    },
    listed: (projectId) =>
      [...uploads.values()]
        .filter((upload) => upload.projectId === projectId)
        // Newest first, as the service lists them.
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((upload) => ({
          id: upload.id,
          fileName: upload.fileName,
          fileType: "text/csv",
          size: upload.size,
          offset: upload.offset,
          state: upload.offset === upload.size ? "complete" : "uploading",
          uploadedBy: "user-1",
          createdAt: upload.createdAt,
          completedAt: upload.offset === upload.size ? upload.createdAt : null,
        })),
  };
}
