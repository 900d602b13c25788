// What a project may hold in uploads (issue 23): its plan's number of
// unfinished uploads (429 for one more) and its plan's bytes, finished or not
// (413 for a file that does not fit in what remains), even when the creations
// come all at once; a deferred length grows no further than what remains, two
// of them at once included. Every refusal leaves the list and the storage
// (the folder, or the S3 bucket) as they were. A new organisation is on the
// Sandbox tier (content/pricing/).
import { randomBytes } from "node:crypto";
import http from "node:http";
import { TUS_BODY_TYPE } from "../../../contract/uploads";
import { findTier } from "../../../server/billing/price-list";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";
import { call, createdId, tusHeaders, uploadsPath, uploadsState, type UploadCaller } from "./support/upload-calls";
import { describeEachUploadStorage } from "./support/upload-storages";

jest.setTimeout(60_000);

const GiB = 1024 ** 3;
const sandbox = findTier("sandbox");
if (!sandbox) throw new Error("content/pricing/ has no sandbox tier");
const SANDBOX = { uploadsInProgress: sandbox.uploadsInProgress, storedBytes: sandbox.uploadStorageBytes };
const apiError = (code: string, message: string) => ({ error: { code, message } });
const body = { "content-type": TUS_BODY_TYPE };

describeEachUploadStorage("a project's bounds on uploads", (storage) => {
  describeEachStore("metadata", (getStore) => {
    let server: DataPlaneServer;
    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), storage().env, storage().serverOptions);
    });
    afterAll(() => server.close());

    async function newCaller(): Promise<UploadCaller> {
      const owner = await server.createOwner();
      return { url: server.url, dataDir: server.dataDir, projectId: owner.projectId, token: owner.token, storage: storage() };
    }

    const create = (caller: UploadCaller, headers: Record<string, string>) => call(caller, "POST", "", tusHeaders(caller, headers));

    it(`holds ${SANDBOX.uploadsInProgress} uploads in progress, answers 429 for one more, and takes one again once one is finished or deleted`, async () => {
      expect(SANDBOX.uploadsInProgress).toBe(20);
      const caller = await newCaller();
      const ids: string[] = [];
      for (let index = 0; index < SANDBOX.uploadsInProgress; index += 1) ids.push(createdId(await create(caller, { "upload-length": "4" })));
      const before = await uploadsState(caller);
      const tooMany = apiError("rate_limited", "This project already has 20 uploads in progress: finish or delete one first");
      const attempts: Record<string, string>[] = [{ "upload-length": "4" }, { "upload-defer-length": "1" }, { "upload-length": "4", ...body }];
      for (const headers of attempts) {
        const answer = await call(caller, "POST", "", tusHeaders(caller, headers), headers["content-type"] ? Buffer.from("abcd") : undefined);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 429, body: tooMany });
      }
      expect(await uploadsState(caller)).toEqual(before);

      // A finished upload is no longer in progress; a deleted one is gone.
      expect((await call(caller, "PATCH", `/${ids[0]}`, tusHeaders(caller, { "upload-offset": "0", ...body }), Buffer.from("abcd"))).status).toBe(204);
      createdId(await create(caller, { "upload-length": "4" }));
      expect((await create(caller, { "upload-length": "4" })).status).toBe(429);
      expect((await server.call("DELETE", uploadsPath(caller, `/${ids[1]}`), { headers: { authorization: `Bearer ${caller.token}` } })).status).toBe(204);
      createdId(await create(caller, { "upload-length": "4" }));
    });

    it("accepts uploads declaring 5 GiB only while they fit in the project's 10 GiB, 100 of them sent at once", async () => {
      expect(SANDBOX.storedBytes).toBe(10 * GiB);
      const caller = await newCaller();
      const answers = await Promise.all(Array.from({ length: 100 }, () => create(caller, { "upload-length": String(5 * GiB) })));
      const statuses = answers.map((answer) => answer.status);
      // Two fit; the rest are refused, whichever came first: the bound holds under a race.
      expect(statuses.filter((status) => status === 201)).toHaveLength(2);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(new Set(refused.map((answer) => JSON.stringify({ status: answer.status, body: answer.body })))).toEqual(
        new Set([
          JSON.stringify({
            status: 413,
            body: apiError("payload_too_large", "This file (5 GiB) does not fit: the project's uploads already take 10 GiB of the 10 GiB its Sandbox tier allows. Delete uploads you no longer need first"),
          }),
        ]),
      );
      const state = await uploadsState(caller);
      expect(state.listed).toHaveLength(2);
      expect(Object.keys(state.disk)).toHaveLength(4);

      // A smaller file does not fit either, nor one of unknown length; a file larger than the service takes is told so.
      for (const [headers, message] of [
        [{ "upload-length": "1" }, "This file (1 B) does not fit: the project's uploads already take 10 GiB of the 10 GiB its Sandbox tier allows. Delete uploads you no longer need first"],
        [{ "upload-defer-length": "1" }, "No file fits: the project's uploads already take 10 GiB of the 10 GiB its Sandbox tier allows. Delete uploads you no longer need first"],
        [{ "upload-length": String(5 * GiB + 1) }, "This file is 5,368,709,121 bytes: the largest file the service takes is 5,368,709,120 bytes"],
      ] as const) {
        const answer = await create(caller, headers);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 413, body: apiError("payload_too_large", message) });
      }
      expect(await uploadsState(caller)).toEqual(state);
    });

    it("lets an upload of a deferred length grow only into what remains of the project's bytes", async () => {
      const caller = await newCaller();
      createdId(await create(caller, { "upload-length": String(5 * GiB) }));
      createdId(await create(caller, { "upload-length": String(5 * GiB - 100) }));
      const id = createdId(await create(caller, { "upload-defer-length": "1" }));
      const patch = (headers: Record<string, string>, bytes: Buffer) => call(caller, "PATCH", `/${id}`, tusHeaders(caller, { ...body, ...headers }), bytes);
      const noRoom = (left: string) =>
        apiError("payload_too_large", `This upload may hold at most ${left} (the largest file the service takes, or what remains of the project's bytes for uploads): none of this request's bytes were kept`);

      let before = await uploadsState(caller);
      expect(await patch({ "upload-offset": "0" }, randomBytes(101))).toMatchObject({ status: 413, body: noRoom("100 B") });
      expect(await patch({ "upload-offset": "0", "upload-length": "101" }, randomBytes(10))).toMatchObject({
        status: 413,
        body: apiError("payload_too_large", "This file (101 B) does not fit: the project's uploads already take 10 GiB of the 10 GiB its Sandbox tier allows. Delete uploads you no longer need first"),
      });
      expect(await uploadsState(caller)).toEqual(before);

      expect((await patch({ "upload-offset": "0" }, randomBytes(60))).status).toBe(204);
      before = await uploadsState(caller);
      expect(await patch({ "upload-offset": "60" }, randomBytes(41))).toMatchObject({ status: 413, body: noRoom("100 B") });
      expect(await uploadsState(caller)).toEqual(before);
      expect((await patch({ "upload-offset": "60", "upload-length": "100" }, randomBytes(40))).status).toBe(204);
      expect(await patch({ "upload-offset": "100" }, randomBytes(1))).toMatchObject({
        status: 413,
        body: apiError("payload_too_large", "The bytes sent run past the upload's length (100 bytes): none of this request's bytes were kept"),
      });
    });

    it("counts the bytes a deferred upload is receiving: two at once cannot both fill what remains", async () => {
      const caller = await newCaller();
      createdId(await create(caller, { "upload-length": String(5 * GiB) }));
      createdId(await create(caller, { "upload-length": String(5 * GiB - 100) }));
      const [first, second] = [createdId(await create(caller, { "upload-defer-length": "1" })), createdId(await create(caller, { "upload-defer-length": "1" }))];

      // The first PATCH announces 80 bytes and sends 10 of them; while it waits for the rest, the second asks for 80 more.
      const held = http.request(new URL(uploadsPath(caller, `/${first}`), server.url), {
        method: "PATCH",
        headers: tusHeaders(caller, { "upload-offset": "0", ...body, "content-length": "80" }),
      });
      const firstAnswer = new Promise<number>((resolve, reject) => {
        held.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        held.on("error", reject);
      });
      held.write(randomBytes(10));
      const deadline = Date.now() + 10_000;
      while ((await storage().received(caller.dataDir, caller.projectId, first)) < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));

      const before = await uploadsState(caller);
      const squeezed = await call(caller, "PATCH", `/${second}`, tusHeaders(caller, { "upload-offset": "0", ...body }), randomBytes(80));
      expect(squeezed.status).toBe(413);
      expect(await uploadsState(caller)).toEqual(before);
      held.end(randomBytes(70));
      expect(await firstAnswer).toBe(204);
      expect((await call(caller, "PATCH", `/${second}`, tusHeaders(caller, { "upload-offset": "0", ...body }), randomBytes(20))).status).toBe(204);
    });
  });
});
