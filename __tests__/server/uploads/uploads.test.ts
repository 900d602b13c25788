// /api/projects/:projectId/uploads over HTTP, driven by tus-js-client as the
// console drives it, on each storage (a folder, or an S3 bucket): a file sent
// in several PATCHes is stored byte for byte; an upload stopped midway, or
// cut off inside a PATCH, resumes from the service's offset; the project
// lists its uploads and removes one with its bytes, and a deleted project
// takes them all. Another organisation's (or another project's) upload is not
// found, a caller without a token is a 401 and a file above UPLOAD_MAX_BYTES a 413.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Upload, type PreviousUpload, type UploadOptions } from "tus-js-client";
import { MISSING_TOKEN_MESSAGE } from "../../../server/access/bearer-token";
import { listUploadsResponseSchema, TUS_BODY_TYPE, TUS_VERSION, type UploadSummary } from "../../../contract/uploads";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";
import { describeEachUploadStorage } from "./support/upload-storages";

jest.setTimeout(60_000);

const CHUNK = 256 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** What a browser's localStorage is to tus-js-client: where it finds uploads to resume after a reload. */
function memoryUrlStorage(): NonNullable<UploadOptions["urlStorage"]> {
  const entries = new Map<string, { fingerprint: string; upload: PreviousUpload }>();
  return {
    findAllUploads: async () => [...entries.values()].map((entry) => entry.upload),
    findUploadsByFingerprint: async (fingerprint) => [...entries.values()].filter((entry) => entry.fingerprint === fingerprint).map((entry) => entry.upload),
    removeUpload: async (key) => void entries.delete(key),
    addUpload: async (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${entries.size}`;
      entries.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } });
      return key;
    },
  };
}

describeEachUploadStorage("/api/projects/:projectId/uploads", (storage) => {
  describeEachStore("metadata", (getStore) => {
    let server: DataPlaneServer;
    let small: DataPlaneServer;
    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), storage().env, storage().serverOptions);
      small = await startDataPlaneServer(getStore(), { ...storage().env, UPLOAD_MAX_BYTES: String(1024 * 1024) }, storage().serverOptions);
    });
    afterAll(async () => {
      await server.close();
      await small.close();
    });

    const uploadsPath = (owner: Owner, rest = "") => `/api/projects/${owner.projectId}/uploads${rest}`;
    const bearer = (owner: Owner) => ({ authorization: `Bearer ${owner.token}` });
    const tusHeaders = (owner: Owner, extra: Record<string, string> = {}) => ({ ...bearer(owner), "tus-resumable": TUS_VERSION, ...extra });
    /** What the storage holds of the owner's uploads, in the folder's names (upload-storages.ts). */
    const held = (owner: Owner) => storage().held(server.dataDir, owner.projectId);
    const storedBytes = async (owner: Owner, id: string) => Buffer.from((await held(owner))[id] ?? "", "base64");

    async function listUploads(owner: Owner, on = server): Promise<UploadSummary[]> {
      const reply = await on.call("GET", uploadsPath(owner), { headers: bearer(owner) });
      expect(reply.status).toBe(200);
      return listUploadsResponseSchema.parse(reply.body).uploads;
    }

    async function headOffset(owner: Owner, url: string): Promise<Response> {
      return fetch(new URL(url, server.url), { method: "HEAD", headers: tusHeaders(owner) });
    }

    /** Sends `file` with tus-js-client; resolves with the upload's URL once done. */
    function send(owner: Owner, file: Buffer, options: UploadOptions = {}, on = server): { upload: Upload; done: Promise<string> } {
      let upload: Upload | undefined;
      const done = new Promise<string>((resolve, reject) => {
        upload = new Upload(file, {
          endpoint: `${on.url}${uploadsPath(owner)}`,
          headers: bearer(owner),
          chunkSize: CHUNK,
          retryDelays: null,
          metadata: { filename: "vectors.csv", filetype: "text/csv" },
          onSuccess: () => resolve(upload?.url ?? ""),
          onError: reject,
          ...options,
        });
        upload.start();
      });
      if (!upload) throw new Error("no upload");
      return { upload, done };
    }

    it("stores a file sent in several PATCHes byte for byte, and lists it with its metadata", async () => {
      const owner = await server.createOwner();
      const file = randomBytes(3 * 1024 * 1024 + 123);
      const patches: number[] = [];
      const url = await send(owner, file, { onChunkComplete: (size) => void patches.push(size) }).done;
      expect(patches.length).toBeGreaterThanOrEqual(12);
      expect(url).toMatch(new RegExp(`^${server.url}/api/projects/${owner.projectId}/uploads/[0-9a-f]{32}$`));
      const id = url.split("/").pop() ?? "";
      expect(Object.keys(await held(owner))).toEqual([id, `${id}.json`]);
      expect(sha256(await storedBytes(owner, id))).toBe(sha256(file));

      expect(await listUploads(owner)).toEqual([
        {
          id,
          fileName: "vectors.csv",
          fileType: "text/csv",
          size: file.length,
          offset: file.length,
          state: "complete",
          uploadedBy: owner.sub,
          createdAt: expect.any(String),
          completedAt: expect.any(String),
        },
      ]);
      const head = await headOffset(owner, url);
      expect({ status: head.status, offset: head.headers.get("upload-offset"), length: head.headers.get("upload-length"), cors: head.headers.get("access-control-allow-origin") }).toEqual({
        status: 200,
        offset: String(file.length),
        length: String(file.length),
        cors: null,
      });
    });

    it("resumes an upload stopped midway from the service's offset, as after a page reload", async () => {
      const owner = await server.createOwner();
      const file = randomBytes(4 * 1024 * 1024);
      const urlStorage = memoryUrlStorage();
      const fingerprint = async () => "vectors.csv-4194304";
      const common = { urlStorage, fingerprint, storeFingerprintForResuming: true, removeFingerprintOnSuccess: true };

      let first: Upload | undefined;
      await new Promise<void>((resolve, reject) => {
        first = send(owner, file, {
          ...common,
          onChunkComplete: (_size, accepted) => {
            if (accepted >= 1024 * 1024) void first?.abort().then(resolve, reject);
          },
        }).upload;
      });
      const url = first?.url ?? "";
      const id = url.split("/").pop() ?? "";
      const [stopped] = await listUploads(owner);
      expect(stopped).toMatchObject({ id, state: "uploading", size: file.length, offset: expect.any(Number), completedAt: null });
      const heldOffset = Number((await headOffset(owner, url)).headers.get("upload-offset"));
      expect(heldOffset).toBeGreaterThanOrEqual(1024 * 1024);
      expect(heldOffset).toBeLessThan(file.length);
      expect(stopped?.offset).toBe(heldOffset);
      expect((await storedBytes(owner, id)).equals(file.subarray(0, heldOffset))).toBe(true);

      // A new client, as after a reload: it finds the upload by the file's fingerprint and sends only the rest.
      const sentFrom: number[] = [];
      const resumed = new Promise<string>((resolve, reject) => {
        const upload = new Upload(file, {
          ...common,
          endpoint: `${server.url}${uploadsPath(owner)}`,
          headers: bearer(owner),
          chunkSize: CHUNK,
          retryDelays: null,
          onProgress: (sent) => void sentFrom.push(sent),
          onSuccess: () => resolve(upload.url ?? ""),
          onError: reject,
        });
        void upload.findPreviousUploads().then((previous) => {
          expect(previous.map((entry) => entry.uploadUrl)).toEqual([url]);
          const [last] = previous;
          if (last) upload.resumeFromPreviousUpload(last);
          upload.start();
        }, reject);
      });
      expect(await resumed).toBe(url);
      expect(Math.min(...sentFrom)).toBeGreaterThanOrEqual(heldOffset);
      expect(sha256(await storedBytes(owner, id))).toBe(sha256(file));
      expect((await listUploads(owner)).map((upload) => [upload.id, upload.state, upload.offset])).toEqual([[id, "complete", file.length]]);
    });

    it("stores a file larger than S3's least part (5 MiB) sent in PATCHes of 6 MiB, stopped after two and resumed", async () => {
      const owner = await server.createOwner();
      const file = randomBytes(14 * 1024 * 1024);
      let first: Upload | undefined;
      await new Promise<void>((resolve, reject) => {
        first = send(owner, file, {
          chunkSize: 6 * 1024 * 1024,
          onChunkComplete: (_size, accepted) => {
            if (accepted >= 12 * 1024 * 1024) void first?.abort().then(resolve, reject);
          },
        }).upload;
      });
      const url = first?.url ?? "";
      expect(Number((await headOffset(owner, url)).headers.get("upload-offset"))).toBe(12 * 1024 * 1024);
      expect((await listUploads(owner)).map((upload) => [upload.state, upload.offset])).toEqual([["uploading", 12 * 1024 * 1024]]);
      expect(await send(owner, file, { uploadUrl: url, chunkSize: 6 * 1024 * 1024 }).done).toBe(url);
      const id = url.split("/").pop() ?? "";
      expect(Object.keys(await held(owner))).toEqual([id, `${id}.json`]);
      expect(sha256(await storedBytes(owner, id))).toBe(sha256(file));
    });

    it("keeps what arrived of a PATCH cut off by a dropped connection, and resumes from there", async () => {
      const owner = await server.createOwner();
      const file = randomBytes(2 * 1024 * 1024);
      const created = await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-length": String(file.length) }) });
      expect(created.status).toBe(201);
      const url = created.headers.get("location") ?? "";
      expect(url).toMatch(new RegExp(`^/api/projects/${owner.projectId}/uploads/[0-9a-f]{32}$`));

      // Half a megabyte goes out of the 2 MB the PATCH announces, then the connection drops in the middle of the body.
      const firstPart = file.subarray(0, 512 * 1024);
      const target = new URL(url, server.url);
      const patch = http.request(target, { method: "PATCH", headers: tusHeaders(owner, { "upload-offset": "0", "content-type": TUS_BODY_TYPE, "content-length": String(file.length) }) });
      const closed = new Promise((resolve) => patch.on("close", resolve));
      patch.on("error", () => undefined);
      patch.write(firstPart);
      const id = url.split("/").pop() ?? "";
      const deadline = Date.now() + 10_000;
      while ((await storage().received(server.dataDir, owner.projectId, id)) < firstPart.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      patch.destroy();
      await closed;

      const offset = Number((await headOffset(owner, url)).headers.get("upload-offset"));
      expect(offset).toBe(firstPart.length);
      expect((await storedBytes(owner, id)).equals(firstPart)).toBe(true);
      await send(owner, file, { uploadUrl: new URL(url, server.url).href }).done;
      expect(sha256(await storedBytes(owner, id))).toBe(sha256(file));
    });

    it("removes an upload with its file, finished or not; a second time it is not found", async () => {
      const owner = await server.createOwner();
      const url = await send(owner, randomBytes(300 * 1024)).done;
      const id = url.split("/").pop() ?? "";
      const unfinished = await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-length": "1000" }) });
      const unfinishedId = unfinished.headers.get("location")?.split("/").pop() ?? "";
      expect((await listUploads(owner)).map((upload) => upload.id)).toEqual([unfinishedId, id]);

      expect(Object.keys(await held(owner)).sort()).toEqual([id, `${id}.json`, unfinishedId, `${unfinishedId}.json`].sort());

      for (const target of [id, unfinishedId]) {
        expect(await server.call("DELETE", uploadsPath(owner, `/${target}`), { headers: bearer(owner) })).toEqual({ status: 204, body: undefined });
        expect(Object.keys(await held(owner)).filter((name) => name.startsWith(target))).toEqual([]);
      }
      expect(await held(owner)).toEqual({});
      expect(await listUploads(owner)).toEqual([]);
      expect(await server.call("DELETE", uploadsPath(owner, `/${id}`), { headers: bearer(owner) })).toEqual({
        status: 404,
        body: { error: { code: "not_found", message: "No such upload in this project" } },
      });
      expect((await headOffset(owner, url)).status).toBe(404);
    });

    it("removes a deleted project's files with it, finished or not", async () => {
      const owner = await server.createOwner();
      const stranger = await server.createOwner();
      const finished = (await send(owner, randomBytes(64 * 1024)).done).split("/").pop() ?? "";
      const unfinished = (await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-length": "1000", "content-type": TUS_BODY_TYPE }), body: randomBytes(300) })).headers.get("location")?.split("/").pop() ?? "";
      const others = (await send(stranger, randomBytes(1000)).done).split("/").pop() ?? "";
      expect(Object.keys(await held(owner)).sort()).toEqual([finished, `${finished}.json`, unfinished, `${unfinished}.json`].sort());
      expect((await storedBytes(owner, unfinished)).length).toBe(300);

      expect((await server.call("DELETE", `/api/projects/${owner.projectId}`, { headers: bearer(owner) })).status).toBe(204);
      expect(await held(owner)).toEqual({});
      expect(fs.existsSync(path.join(server.dataDir, "uploads", owner.projectId))).toBe(false);
      // Another project's uploads stay.
      expect(Object.keys(await held(stranger))).toEqual([others, `${others}.json`]);
    });

    it("finds no upload of another organisation or another project, and never a path outside the folder", async () => {
      const owner = await server.createOwner();
      const stranger = await server.createOwner();
      const url = await send(owner, randomBytes(100 * 1024)).done;
      const id = url.split("/").pop() ?? "";
      const projectNotFound = { status: 404, body: { error: { code: "not_found", message: "Project not found" } } };

      // The owner's project, named by a stranger.
      for (const method of ["HEAD", "PATCH", "DELETE"]) {
        const answer = await fetch(`${server.url}${uploadsPath(owner, `/${id}`)}`, { method, headers: tusHeaders(stranger, { "upload-offset": "0", "content-type": TUS_BODY_TYPE }) });
        expect({ method, status: answer.status }).toEqual({ method, status: 404 });
      }
      expect(await server.call("DELETE", uploadsPath(owner, `/${id}`), { headers: bearer(stranger) })).toEqual(projectNotFound);
      expect(await server.call("GET", uploadsPath(owner), { headers: bearer(stranger) })).toEqual(projectNotFound);
      // The owner's upload id under the stranger's own project, and under another project of the owner's.
      // A second project needs a tier past Sandbox's one.
      await server.changeTier(owner, "startup");
      const other = await server.call("POST", "/api/projects", { headers: bearer(owner), body: { name: `second ${id.slice(0, 6)}` } });
      expect(other.status).toBe(201);
      for (const [caller, projectId] of [
        [stranger, stranger.projectId],
        [owner, other.body.id as string],
      ] as const) {
        const head = await fetch(`${server.url}/api/projects/${projectId}/uploads/${id}`, { method: "HEAD", headers: tusHeaders(caller) });
        expect(head.status).toBe(404);
        const patch = await fetch(`${server.url}/api/projects/${projectId}/uploads/${id}`, {
          method: "PATCH",
          headers: tusHeaders(caller, { "upload-offset": "0", "content-type": TUS_BODY_TYPE }),
          body: "overwritten",
        });
        expect({ status: patch.status, body: await patch.json() }).toEqual({ status: 404, body: { error: { code: "not_found", message: expect.any(String) } } });
        expect((await server.call("DELETE", `/api/projects/${projectId}/uploads/${id}`, { headers: bearer(caller) })).status).toBe(404);
      }
      expect(await listUploads(stranger)).toEqual([]);
      expect((await storedBytes(owner, id)).length).toBe(100 * 1024);

      // Ids the service did not choose name nothing, and file names are data.
      for (const bad of ["..%2F..%2Fmetadata", "..", `${id}.json`, id.toUpperCase()]) {
        const head = await fetch(`${server.url}${uploadsPath(owner, `/${bad}`)}`, { method: "HEAD", headers: tusHeaders(owner) });
        expect({ bad, status: head.status }).toEqual({ bad, status: 404 });
      }
      const evil = await send(owner, randomBytes(10), { metadata: { filename: "../../../etc/passwd", filetype: "text/plain" } }).done;
      const evilId = evil.split("/").pop() ?? "";
      expect(Object.keys(await held(owner)).sort()).toEqual([id, `${id}.json`, evilId, `${evilId}.json`].sort());
      expect((await listUploads(owner)).find((upload) => upload.id === evilId)?.fileName).toBe("../../../etc/passwd");
    });

    it("answers 401 in /api's shape without a token, and 412 without the tus version", async () => {
      const owner = await server.createOwner();
      const unauthenticated = await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: { "tus-resumable": TUS_VERSION, "upload-length": "10" } });
      expect({ status: unauthenticated.status, body: await unauthenticated.json() }).toEqual({ status: 401, body: { error: { code: "unauthorized", message: MISSING_TOKEN_MESSAGE } } });
      expect(await server.call("GET", uploadsPath(owner))).toEqual({ status: 401, body: { error: { code: "unauthorized", message: MISSING_TOKEN_MESSAGE } } });
      const versionless = await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: { ...bearer(owner), "upload-length": "10" } });
      expect({ status: versionless.status, body: await versionless.json() }).toEqual({ status: 412, body: { error: { code: "precondition_failed", message: "Tus-Resumable Required" } } });
      const badLength = await fetch(`${server.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-length": "ten" }) });
      expect({ status: badLength.status, body: await badLength.json() }).toEqual({ status: 400, body: { error: { code: "bad_request", message: "upload-length: expected a number of bytes" } } });
      expect(await listUploads(owner)).toEqual([]);
    });

    it("refuses a file above UPLOAD_MAX_BYTES with 413, at creation and when a deferred length runs over", async () => {
      const owner = await small.createOwner();
      const tooLarge = send(owner, randomBytes(1024 * 1024 + 1), {}, small).done;
      await expect(tooLarge).rejects.toThrow(/response code: 413/);
      const created = await fetch(`${small.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-length": String(1024 * 1024 + 1) }) });
      expect({ status: created.status, body: await created.json() }).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: "This file is 1,048,577 bytes: the largest file the service takes is 1,048,576 bytes" } } });

      const deferred = await fetch(`${small.url}${uploadsPath(owner)}`, { method: "POST", headers: tusHeaders(owner, { "upload-defer-length": "1" }) });
      expect(deferred.status).toBe(201);
      const over = await fetch(new URL(deferred.headers.get("location") ?? "", small.url), {
        method: "PATCH",
        headers: tusHeaders(owner, { "upload-offset": "0", "content-type": TUS_BODY_TYPE }),
        body: randomBytes(1024 * 1024 + 1),
      });
      expect(over.status).toBe(413);
      expect((await send(owner, randomBytes(1024 * 1024), {}, small).done).length).toBeGreaterThan(0);
    });
  });
});
