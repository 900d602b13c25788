// Refused tus requests change nothing (issue 23, D2 and D4): a NUL or bytes
// that are not UTF-8 in Upload-Metadata, or raw in any header the upload
// routes read, are a 400 (never the 500 a NUL file name once caused in the
// store); a creation whose body runs past its length, a PATCH at the wrong
// offset, of the wrong media type, past the length, with a checksum that does
// not match, or that sets a deferred length twice or beyond what the project
// may hold, is refused with its status and message, and the list and the
// storage (the folder, or the S3 bucket) are as they were: no upload, no
// byte, no length.
import { createHash, randomBytes } from "node:crypto";
import { NUL } from "../../../contract/text";
import { TUS_BODY_TYPE, uploadRoutes } from "../../../contract/uploads";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";
import { call, callRaw, chunkedBody, createdId, tusHeaders, uploadsPath, uploadsState, type UploadCaller } from "./support/upload-calls";
import { describeEachUploadStorage } from "./support/upload-storages";

jest.setTimeout(60_000);

const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64");
const apiError = (code: string, message: string) => ({ error: { code, message } });
const body = { "content-type": TUS_BODY_TYPE };

describeEachUploadStorage("refused uploads change nothing", (storage) => {
  describeEachStore("metadata", (getStore) => {
    let server: DataPlaneServer;
    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), { ...storage().env, UPLOAD_MAX_BYTES: String(1024 * 1024) }, storage().serverOptions);
    });
    afterAll(() => server.close());

    async function newCaller(): Promise<UploadCaller> {
      const owner = await server.createOwner();
      return { url: server.url, dataDir: server.dataDir, projectId: owner.projectId, token: owner.token, storage: storage() };
    }

    /** Runs `refuse`, which must answer `status` with `error`; the project's uploads, listed and stored, are the same after it. */
    async function expectRefusal(caller: UploadCaller, refuse: () => Promise<{ status: number; body: unknown }>, status: number, error: unknown): Promise<void> {
      const before = await uploadsState(caller);
      const answer = await refuse();
      expect({ status: answer.status, body: answer.body }).toEqual({ status, body: error });
      expect(await uploadsState(caller)).toEqual(before);
    }

    describe("D2: NUL and bytes that are not UTF-8 in the headers", () => {
      const nulFileName = "filename Li4vLi4veAAuY3N2";
      const nulRefusal = apiError("bad_request", "upload-metadata: the value of filename must not contain a NUL character (U+0000)");

      it('answers 400 in /api\'s shape for a file name "../../x\\0.csv", with or without a length, at creation with bytes, every time', async () => {
        expect(Buffer.from("Li4vLi4veAAuY3N2", "base64").toString("latin1")).toBe(`../../x${NUL}.csv`);
        const caller = await newCaller();
        // Before the fix, a creation with a length answered 500 (PostgreSQL refused the NUL in the uploads table); one without, tus's 400 for the missing length.
        const variants: Record<string, string>[] = [{ "upload-length": "10" }, {}, { "upload-defer-length": "1" }, { "upload-length": "3", ...body }];
        for (let round = 0; round < 2; round += 1) {
          for (const extra of variants) {
            await expectRefusal(
              caller,
              () => call(caller, "POST", "", tusHeaders(caller, { "upload-metadata": nulFileName, ...extra }), extra["content-type"] ? Buffer.from("abc") : undefined),
              400,
              nulRefusal,
            );
          }
          // Another upload in between: the refusal does not depend on what the project holds.
          createdId(await call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", "upload-metadata": `filename ${b64("x.csv")}` })));
        }
        expect((await uploadsState(caller)).listed.map((upload) => (upload as { fileName: string }).fileName)).toEqual(["x.csv", "x.csv"]);
      });

      it("answers 400 for any metadata value that is not UTF-8 text or not base64, or a key that is not plain ASCII", async () => {
        const caller = await newCaller();
        const cases: [string, string][] = [
          [`filename ${b64(Buffer.from([0x61, 0xff, 0xfe]))}`, "upload-metadata: the value of filename is not UTF-8 text"],
          [`filetype ${b64(Buffer.from([0xc3, 0x28]))}`, "upload-metadata: the value of filetype is not UTF-8 text"],
          [`note ${b64("a\u0000")}`, "upload-metadata: the value of note must not contain a NUL character (U+0000)"],
          ["filename ???", "upload-metadata: the value of filename is not base64"],
          [`filename ${b64("a")},filename ${b64("b")}`, "upload-metadata: the key filename is sent twice"],
          [`filename  ${b64("a")}`, "upload-metadata: each pair is `key base64(value)`, pairs separated by commas without spaces"],
        ];
        for (const [metadata, message] of cases) {
          await expectRefusal(caller, () => call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", "upload-metadata": metadata })), 400, apiError("bad_request", message));
        }
        // A key of raw bytes that are not ASCII (fetch cannot send them).
        const rawKey = Buffer.concat([Buffer.from([0x66, 0xff, 0xfe]), Buffer.from(` ${b64("a")}`)]);
        await expectRefusal(
          caller,
          () => callRaw(caller, "POST", uploadsPath(caller), [...Object.entries(tusHeaders(caller, { "upload-length": "10" })), ["Upload-Metadata", rawKey]]),
          400,
          apiError("bad_request", 'upload-metadata: the key "fÿþ" is not plain ASCII without spaces or commas'),
        );
      });

      it("answers 4xx, never 500, for a NUL or bytes that are not UTF-8 in every header an upload route declares, and keeps nothing", async () => {
        const caller = await newCaller();
        const id = createdId(await call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10" })));
        const hostile: Buffer[] = [Buffer.from("1\u00000", "latin1"), Buffer.from([0x00]), Buffer.from([0x31, 0xff, 0xfe]), Buffer.from([0xc3, 0x28])];
        const valid: Record<string, Record<string, string>> = {
          POST: { "tus-resumable": "1.0.0", "upload-length": "3", ...body },
          PATCH: { "tus-resumable": "1.0.0", "upload-offset": "0", ...body },
          HEAD: { "tus-resumable": "1.0.0" },
        };
        for (const route of [uploadRoutes.create, uploadRoutes.append, uploadRoutes.offset]) {
          const urlPath = route.method === "POST" ? uploadsPath(caller) : uploadsPath(caller, `/${id}`);
          for (const name of Object.keys(route.headers.shape)) {
            for (const value of hostile) {
              const headers = Object.entries({ authorization: `Bearer ${caller.token}`, ...valid[route.method] }).filter(([header]) => header !== name);
              const before = await uploadsState(caller);
              const answer = await callRaw(caller, route.method, urlPath, [...headers, [name, value]], route.method === "HEAD" ? undefined : Buffer.from("abc"));
              const seen = { route: route.method, name, value: value.toString("hex"), status: answer.status };
              // A NUL is refused by the HTTP parser itself, before any route (400); other bytes by the route (400, or 415 for a media type).
              expect(seen).toEqual({ ...seen, status: value.includes(0) ? 400 : name === "content-type" ? 415 : 400 });
              expect(await uploadsState(caller)).toEqual(before);
            }
          }
        }
      });
    });

    describe("D4: a refused creation leaves no upload", () => {
      it("answers 413 for a creation whose body runs past Upload-Length, with Content-Length or chunked", async () => {
        const caller = await newCaller();
        const message = apiError("payload_too_large", "The bytes sent run past the upload's length (10 bytes): none of this request's bytes were kept");
        await expectRefusal(caller, () => call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", ...body }), randomBytes(1000)), 413, message);
        await expectRefusal(caller, () => call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", ...body }), chunkedBody(randomBytes(6), randomBytes(994))), 413, message);
        expect(await uploadsState(caller)).toEqual({ listed: [], disk: {} });
      });

      it("answers 400 for a creation whose bytes do not match Upload-Checksum, and keeps a matching one", async () => {
        const caller = await newCaller();
        const bytes = randomBytes(64);
        const wrong = createHash("sha256").update("other").digest("base64");
        await expectRefusal(
          caller,
          () => call(caller, "POST", "", tusHeaders(caller, { "upload-length": "64", ...body, "upload-checksum": `sha256 ${wrong}` }), bytes),
          400,
          apiError("bad_request", "The bytes received do not match Upload-Checksum (sha256): none of them were kept; send them again from offset 0"),
        );
        const id = createdId(await call(caller, "POST", "", tusHeaders(caller, { "upload-length": "64", ...body, "upload-checksum": `sha256 ${createHash("sha256").update(bytes).digest("base64")}` }), bytes));
        expect((await uploadsState(caller)).disk).toEqual({ [id]: bytes.toString("base64"), [`${id}.json`]: "length 64" });
      });

      it("answers 415 for a creation whose body is of another media type", async () => {
        const caller = await newCaller();
        const refusal = apiError("unsupported_media_type", `A creation's body is the file's first bytes, sent as Content-Type: ${TUS_BODY_TYPE}`);
        for (const contentType of ["application/xml", "text/plain", "application/octet-stream"]) {
          await expectRefusal(caller, () => call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", "content-type": contentType }), Buffer.from("0123456789")), 415, refusal);
        }
      });
    });

    describe("D4: a refused PATCH keeps no byte and sets no length", () => {
      async function deferredUpload(caller: UploadCaller): Promise<string> {
        return createdId(await call(caller, "POST", "", tusHeaders(caller, { "upload-defer-length": "1" })));
      }

      async function head(caller: UploadCaller, id: string) {
        const answer = await call(caller, "HEAD", `/${id}`, tusHeaders(caller));
        return { offset: answer.headers["upload-offset"], length: answer.headers["upload-length"] ?? null, deferred: answer.headers["upload-defer-length"] ?? null };
      }

      it("leaves a deferred length unset when the PATCH declaring it is refused for bytes past it", async () => {
        const caller = await newCaller();
        const id = await deferredUpload(caller);
        const message = apiError("payload_too_large", "The bytes sent run past the upload's length (10 bytes): none of this request's bytes were kept");
        await expectRefusal(caller, () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "0", "upload-length": "10", ...body }), randomBytes(1000)), 413, message);
        await expectRefusal(caller, () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "0", "upload-length": "10", ...body }), chunkedBody(randomBytes(8), randomBytes(992))), 413, message);
        expect(await head(caller, id)).toEqual({ offset: "0", length: null, deferred: "1" });
        // The same PATCH, right: the length is set with its bytes.
        expect((await call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "0", "upload-length": "10", ...body }), Buffer.from("0123456789"))).status).toBe(204);
        expect(await head(caller, id)).toEqual({ offset: "10", length: "10", deferred: null });
        // Finished, not only full: the storage holds the whole file (in a bucket, the object; no multipart upload left open).
        expect((await uploadsState(caller)).disk).toEqual({ [id]: b64("0123456789"), [`${id}.json`]: "length 10" });
      });

      it("refuses a length set twice, or to another value, or below what arrived (400), and one past the largest file (413)", async () => {
        const caller = await newCaller();
        const id = await deferredUpload(caller);
        expect((await call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "0", ...body }), Buffer.from("01234"))).status).toBe(204);
        await expectRefusal(
          caller,
          () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "5", "upload-length": "4", ...body }), Buffer.alloc(0)),
          400,
          apiError("bad_request", "Upload-Length (4) is less than the 5 bytes this upload holds already"),
        );
        await expectRefusal(
          caller,
          () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "5", "upload-length": String(1024 * 1024 + 1), ...body }), Buffer.from("x")),
          413,
          apiError("payload_too_large", "This file is 1,048,577 bytes: the largest file the service takes is 1,048,576 bytes"),
        );
        expect((await call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "5", "upload-length": "12", ...body }), Buffer.from("56"))).status).toBe(204);
        for (const length of ["12", "20"]) {
          await expectRefusal(
            caller,
            () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "7", "upload-length": length, ...body }), Buffer.from("789")),
            400,
            apiError("bad_request", "This upload's length is set already (12 bytes): Upload-Length goes once, on an upload created with Upload-Defer-Length: 1"),
          );
        }
        expect(await head(caller, id)).toEqual({ offset: "7", length: "12", deferred: null });
      });

      it("keeps nothing of a PATCH at the wrong offset (409), of the wrong media type (415), past the length (413) or with a checksum that does not match (400)", async () => {
        const caller = await newCaller();
        const id = createdId(await call(caller, "POST", "", tusHeaders(caller, { "upload-length": "10", "upload-metadata": `filename ${b64("a.csv")}` })));
        expect((await call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "0", ...body }), Buffer.from("01234"))).status).toBe(204);
        const patch = (headers: Record<string, string>, bytes: Uint8Array | ReadableStream<Uint8Array>) => () => call(caller, "PATCH", `/${id}`, tusHeaders(caller, headers), bytes);

        for (const offset of ["0", "4", "6"]) {
          const conflict = apiError("conflict", `Upload-Offset ${offset} is not where this upload stands: ask HEAD for its offset, and send the bytes from there`);
          await expectRefusal(caller, patch({ "upload-offset": offset, ...body }, Buffer.from("56789")), 409, conflict);
        }
        const mediaRefusal = apiError("unsupported_media_type", `A PATCH carries the file's next bytes, sent as Content-Type: ${TUS_BODY_TYPE}`);
        for (const contentType of ["text/plain", "application/xml", "application/octet-stream", `${TUS_BODY_TYPE}; charset=utf-8`]) {
          await expectRefusal(caller, patch({ "upload-offset": "5", "content-type": contentType }, Buffer.from("56789")), 415, mediaRefusal);
        }
        await expectRefusal(caller, patch({ "upload-offset": "5" }, Buffer.from("56789")), 415, mediaRefusal);
        await expectRefusal(caller, patch({ ...body }, Buffer.from("56789")), 400, apiError("bad_request", "A PATCH says where its bytes start: send Upload-Offset, the offset HEAD answers"));
        const past = apiError("payload_too_large", "The bytes sent run past the upload's length (10 bytes): none of this request's bytes were kept");
        await expectRefusal(caller, patch({ "upload-offset": "5", ...body }, Buffer.from("567890")), 413, past);
        await expectRefusal(caller, patch({ "upload-offset": "5", ...body }, chunkedBody(Buffer.from("567"), Buffer.from("890"))), 413, past);
        const sha1 = (text: string) => createHash("sha1").update(text).digest("base64");
        await expectRefusal(
          caller,
          patch({ "upload-offset": "5", ...body, "upload-checksum": `sha1 ${sha1("56780")}` }, Buffer.from("56789")),
          400,
          apiError("bad_request", "The bytes received do not match Upload-Checksum (sha1): none of them were kept; send them again from offset 5"),
        );
        await expectRefusal(
          caller,
          patch({ "upload-offset": "5", ...body, "upload-checksum": `crc32 ${sha1("56789")}` }, Buffer.from("56789")),
          400,
          apiError("bad_request", "upload-checksum: expected an algorithm (sha1, sha256, sha512, md5), a space and the bytes' digest in base64"),
        );
        await expectRefusal(
          caller,
          patch({ "upload-offset": "5", ...body, "upload-checksum": `md5 ${sha1("56789")}` }, Buffer.from("56789")),
          400,
          apiError("bad_request", "upload-checksum: a md5 digest is 16 bytes, this one 20"),
        );
        expect((await uploadsState(caller)).disk[id]).toBe(b64("01234"));

        expect((await call(caller, "PATCH", `/${id}`, tusHeaders(caller, { "upload-offset": "5", ...body, "upload-checksum": `sha1 ${sha1("56789")}` }), Buffer.from("56789"))).status).toBe(204);
        expect(await uploadsState(caller)).toEqual({
          listed: [{ id, size: 10, offset: 10, state: "complete", fileName: "a.csv" }],
          disk: { [id]: b64("0123456789"), [`${id}.json`]: "length 10" },
        });
      });
    });
  });
});
