// Generated tus traffic against the uploads (issue 23): sequences of
// creations, PATCHes, HEADs and DELETEs with generated lengths, deferred
// lengths, offsets, checksums (algorithms and values), bodies sent whole or
// chunked, metadata holding NUL and bytes that are not UTF-8, and hostile
// bytes in every header, all sent raw on a socket. After every request: no
// 5xx; a refusal left the list and the disk as they were; what a success
// acknowledged is on disk byte for byte, the list says the same, and no
// upload's offset runs past its length. Requests a model says must be
// refused (a wrong offset, a checksum that does not match, bytes past the
// length, a length set twice, a NUL file name) are. A second part sends NUL
// and bytes that are not UTF-8 in every header any /api route declares.
// The seed is printed; RELIABILITY_SEED=<seed> replays a run.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { API_ROUTES } from "../../contract/api-routes";
import { TUS_BODY_TYPE } from "../../contract/uploads";
import { startDataPlaneServer, type DataPlaneServer } from "../server/data/support/data-plane-server";
import { callRaw, uploadsPath, uploadsState, type Answer, type UploadCaller } from "../server/uploads/support/upload-calls";
import { openTestStore, type TestStore } from "../server/support/stores";
import { runSeed } from "./generated-input";

jest.setTimeout(900_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const seed = runSeed();
const GiB = 1024 ** 3;
const answers = { total: 0, byStatus: new Map<number, number>() };

let store: TestStore;
let server: DataPlaneServer;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store, { LOG_LEVEL: "silent" });
}, 60_000);

afterAll(async () => {
  console.log(`reliability uploads: ${answers.total} requests; statuses ${[...answers.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ")}`);
  await server.close();
  await store.remove();
});

async function newCaller(): Promise<UploadCaller> {
  const owner = await server.createOwner();
  return { url: server.url, dataDir: server.dataDir, projectId: owner.projectId, token: owner.token };
}

async function send(caller: UploadCaller, method: string, urlPath: string, headers: [string, string | Buffer][], body?: Buffer | Buffer[]): Promise<Answer> {
  const answer = await callRaw(caller, method, urlPath, [["Authorization", `Bearer ${caller.token}`], ...headers], body);
  answers.total += 1;
  answers.byStatus.set(answer.status, (answers.byStatus.get(answer.status) ?? 0) + 1);
  return answer;
}

// What a client may put in the headers: well-formed values most of the time, and what breaks parsers.
const noLineBreak = (bytes: Uint8Array) => Buffer.from(bytes.filter((byte) => byte !== 0x0d && byte !== 0x0a));
/** Bytes no declared header takes: a NUL, or bytes beyond ASCII (latin1 text, UTF-8 cut short, bytes that are not UTF-8 at all). */
const isHostile = (bytes: Buffer) => bytes.some((byte) => byte === 0 || byte >= 0x80);
const hostileBytes = fc.oneof(
  fc.constantFrom(Buffer.from([0]), Buffer.from("1\u00000", "latin1"), Buffer.from([0xff, 0xfe]), Buffer.from([0xc3, 0x28]), Buffer.from([0xe2, 0x82]), Buffer.from("\u00e9", "latin1"), Buffer.from("caf\u00e9", "utf8")),
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map(noLineBreak).filter(isHostile),
);
/** `arbitrary` one time in `1 + odds`, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, odds: number): fc.Arbitrary<T | null> => fc.oneof({ weight: odds, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const lengthValue = fc.oneof(
  { weight: 6, arbitrary: fc.nat({ max: 64 }).map(String) },
  fc.constantFrom(String(5 * GiB), String(5 * GiB + 1), String(10 * GiB), "9999999999999999", "-1", "1e3", "0x10", " 5", "", "1.5", "01"),
);
/** Upload-Length, Upload-Defer-Length or both (or neither) at creation. */
const creationLength = fc.oneof(
  { weight: 6, arbitrary: lengthValue.map((length) => ({ length, deferred: null })) },
  { weight: 4, arbitrary: fc.constant({ length: null, deferred: "1" }) },
  fc.record({ length: lengthValue, deferred: fc.constant("1") }),
  fc.constant({ length: null, deferred: null }),
  fc.constantFrom("0", "true", "").map((deferred) => ({ length: null, deferred })),
);
const algorithm = fc.oneof({ weight: 4, arbitrary: fc.constantFrom("sha1", "sha256", "sha512", "md5") }, fc.constantFrom("crc32", "SHA1", "", "sha1 sha1"));
const checksum = sometimes(fc.record({ algorithm, value: fc.oneof({ weight: 3, arbitrary: fc.constant("right") }, fc.constantFrom("wrong", "cut", "garbage")) }), 2);
const metadataKey = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("filename", "filetype") }, fc.constantFrom("note", "", "a b", "k,k", "\u043a\u043b\u044e\u0447", "x\u0000", "f\u00ff"));
const metadataValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 12 }).map((text) => ({ kind: "text" as const, text })) },
  fc.constantFrom("../../x\u0000.csv", "\u0000", "films.csv").map((text) => ({ kind: "text" as const, text })),
  fc.uint8Array({ maxLength: 8 }).map((bytes) => ({ kind: "bytes" as const, bytes })),
  fc.constantFrom({ kind: "raw" as const, raw: "???" }, { kind: "none" as const }),
);
const metadata = sometimes(fc.array(fc.record({ key: metadataKey, value: metadataValue }), { minLength: 1, maxLength: 3 }), 1);
const bodyOf = fc.record({ bytes: fc.uint8Array({ maxLength: 48 }).map((bytes) => Buffer.from(bytes)), chunked: fc.boolean() });
const mediaType = fc.oneof({ weight: 12, arbitrary: fc.constant(TUS_BODY_TYPE) }, fc.constantFrom(null, "text/plain", "application/xml", `${TUS_BODY_TYPE}; x=1`));
/** Which upload a request names: one the model holds (by index), a deleted one, or one that never was. */
const target = fc.oneof({ weight: 8, arbitrary: fc.nat() }, fc.constantFrom("deleted", "unknown"));
/** One of the request's headers replaced by bytes no header takes. */
const hostileHeader = sometimes(fc.record({ pick: fc.nat(), bytes: hostileBytes }), 8);

const action = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("create" as const), lengths: creationLength, metadata, body: sometimes(bodyOf, 1), checksum, hostile: hostileHeader }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("patch" as const),
      target,
      offset: fc.oneof({ weight: 12, arbitrary: fc.constant(0) }, fc.integer({ min: -3, max: 3 })),
      rawOffset: sometimes(fc.constantFrom("", "-1", "x", "1.0", "01"), 12),
      length: sometimes(lengthValue, 3),
      body: bodyOf,
      mediaType,
      checksum,
      hostile: hostileHeader,
    }),
  },
  fc.record({ kind: fc.constant("head" as const), target, hostile: hostileHeader }),
  fc.record({ kind: fc.constant("delete" as const), target }),
  fc.record({ kind: fc.constant("burst" as const), count: fc.integer({ min: 1, max: 24 }) }),
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

interface Held {
  length: number | null;
  bytes: Buffer;
}

interface MetadataPair {
  key: string;
  value: { kind: string; text?: string; bytes?: Uint8Array; raw?: string };
}

function metadataHeader(pairs: MetadataPair[]): Buffer {
  const encoded = pairs.map(({ key, value }) => {
    if (value.kind === "none") return key;
    if (value.kind === "raw") return `${key} ${value.raw ?? ""}`;
    const bytes = value.kind === "text" ? Buffer.from(value.text ?? "", "utf8") : Buffer.from(value.bytes ?? []);
    return `${key} ${bytes.toString("base64")}`;
  });
  return Buffer.from(encoded.join(","), "utf8");
}

/** Whether, as the service receives the header (HTTP trims its ends), some value is base64 of text no file name may be: a NUL, or not UTF-8. */
function hasUnstorableValue(header: Buffer | null): boolean {
  if (header === null) return false;
  return header
    .toString("latin1")
    .replace(/^[ \t]+|[ \t]+$/g, "")
    .split(",")
    .some((pair) => {
      const [, value, ...rest] = pair.split(" ");
      if (value === undefined || rest.length > 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return false;
      const bytes = Buffer.from(value, "base64");
      return bytes.includes(0) || Buffer.from(bytes.toString("utf8"), "utf8").compare(bytes) !== 0;
    });
}

function checksumHeader(spec: { algorithm: string; value: string }, body: Buffer): string {
  const known = ["sha1", "sha256", "sha512", "md5"].includes(spec.algorithm) ? spec.algorithm : "sha1";
  const digest = (bytes: Buffer) => createHash(known).update(bytes).digest("base64");
  const values: Record<string, string> = { right: digest(body), wrong: digest(Buffer.concat([body, Buffer.from("x")])), cut: digest(body).slice(0, 8), garbage: "not base64!" };
  const value = values[spec.value] ?? "";
  return `${spec.algorithm} ${value}`;
}

/** The request's headers with one of them, the `pick`th, replaced by hostile bytes. */
function withHostile(headers: [string, string | Buffer][], hostile: { pick: number; bytes: Buffer } | null): { headers: [string, string | Buffer][]; isHostile: boolean } {
  if (hostile === null || headers.length === 0) return { headers, isHostile: false };
  const index = hostile.pick % headers.length;
  return { headers: headers.map(([name, value], at) => [name, at === index ? hostile.bytes : value]), isHostile: true };
}

/** A length as the service reads it: HTTP drops the spaces around a header's value. */
function bytesIn(header: string | null): number | null {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : null;
}

/** Sends one action; the answer, and what the model says of it: whether it had to be refused, and what it holds after a success. */
async function perform(caller: UploadCaller, held: Map<string, Held>, deleted: string[], step: Action): Promise<{ answer: Answer; mustRefuse: boolean; onSuccess: () => void }> {
  const ids = [...held.keys()];
  const nameOf = (which: number | string) => (typeof which === "number" ? (ids.length ? ids[which % ids.length] : undefined) : which === "deleted" ? deleted.at(-1) : undefined) ?? "0".repeat(32);
  const bodyFrame = (body: { bytes: Buffer; chunked: boolean }) => (body.chunked ? [body.bytes.subarray(0, 7), body.bytes.subarray(7)] : body.bytes);

  if (step.kind === "create") {
    const headers: [string, string | Buffer][] = [["Tus-Resumable", "1.0.0"]];
    if (step.lengths.length !== null) headers.push(["Upload-Length", step.lengths.length]);
    if (step.lengths.deferred !== null) headers.push(["Upload-Defer-Length", step.lengths.deferred]);
    const metadataSent = step.metadata === null ? null : metadataHeader(step.metadata);
    if (metadataSent !== null) headers.push(["Upload-Metadata", metadataSent]);
    if (step.body !== null) headers.push(["Content-Type", TUS_BODY_TYPE]);
    if (step.checksum !== null) headers.push(["Upload-Checksum", checksumHeader(step.checksum, step.body?.bytes ?? Buffer.alloc(0))]);
    const sent = withHostile(headers, step.hostile);
    const answer = await send(caller, "POST", uploadsPath(caller), sent.headers, step.body ? bodyFrame(step.body) : undefined);
    const length = bytesIn(step.lengths.length);
    const bytes = step.body?.bytes ?? Buffer.alloc(0);
    const mustRefuse = sent.isHostile ? false : hasUnstorableValue(metadataSent) || (length !== null && bytes.length > length) || (step.checksum?.value === "wrong" && step.body !== null);
    return { answer, mustRefuse, onSuccess: () => void held.set(answer.headers["location"]?.split("/").pop() ?? "", { length, bytes }) };
  }

  if (step.kind === "patch") {
    const id = nameOf(step.target);
    const upload = held.get(id);
    const offset = Math.max(0, (upload?.bytes.length ?? 0) + step.offset);
    const headers: [string, string | Buffer][] = [
      ["Tus-Resumable", "1.0.0"],
      ["Upload-Offset", step.rawOffset ?? String(offset)],
    ];
    if (step.mediaType !== null) headers.push(["Content-Type", step.mediaType]);
    if (step.length !== null) headers.push(["Upload-Length", step.length]);
    if (step.checksum !== null) headers.push(["Upload-Checksum", checksumHeader(step.checksum, step.body.bytes)]);
    const sent = withHostile(headers, step.hostile);
    const answer = await send(caller, "PATCH", uploadsPath(caller, `/${id}`), sent.headers, bodyFrame(step.body));
    const declared = bytesIn(step.length);
    const length = upload?.length ?? declared;
    const mustRefuse =
      !sent.isHostile &&
      (upload === undefined ||
        offset !== upload.bytes.length ||
        (upload.length !== null && declared !== null) ||
        (length !== null && upload.bytes.length + step.body.bytes.length > length) ||
        step.checksum?.value === "wrong");
    return {
      answer,
      mustRefuse,
      onSuccess: () => {
        if (upload) held.set(id, { length: upload.length ?? declared, bytes: Buffer.concat([upload.bytes, step.body.bytes]) });
      },
    };
  }

  if (step.kind === "head") {
    const id = nameOf(step.target);
    const sent = withHostile([["Tus-Resumable", "1.0.0"]], step.hostile);
    const answer = await send(caller, "HEAD", uploadsPath(caller, `/${id}`), sent.headers);
    const upload = held.get(id);
    if (answer.status === 200 && upload) {
      expect({ id, offset: answer.headers["upload-offset"], length: answer.headers["upload-length"] ?? null }).toEqual({ id, offset: String(upload.bytes.length), length: upload.length === null ? null : String(upload.length) });
    }
    return { answer, mustRefuse: upload === undefined, onSuccess: () => undefined };
  }

  if (step.kind === "delete") {
    const id = nameOf(step.target);
    const answer = await send(caller, "DELETE", uploadsPath(caller, `/${id}`), []);
    return {
      answer,
      mustRefuse: !held.has(id),
      onSuccess: () => {
        held.delete(id);
        deleted.push(id);
      },
    };
  }

  // Many small uploads at once: the project's bound on uploads in progress.
  const answersOfBurst = await Promise.all(Array.from({ length: step.count }, () => send(caller, "POST", uploadsPath(caller), [["Tus-Resumable", "1.0.0"], ["Upload-Length", "4"]])));
  for (const answer of answersOfBurst) {
    // 429 past the uploads in progress; 413 once the project's bytes are taken (uploads of 5 GiB earlier in the sequence).
    expect([201, 413, 429]).toContain(answer.status);
    if (answer.status === 201) held.set(answer.headers["location"]?.split("/").pop() ?? "", { length: 4, bytes: Buffer.alloc(0) });
  }
  return { answer: { status: 201, headers: {}, body: undefined }, mustRefuse: false, onSuccess: () => undefined };
}

/**
 * A refusal in /api's shape, or the HTTP parser's own 400 for a NUL or a
 * control byte in a header (before any route: Fastify's client-error reply).
 */
function shapeOf(answer: Answer): string {
  const body = answer.body as { error?: { code?: unknown; message?: unknown } | string; statusCode?: unknown } | undefined;
  const isApiError = typeof body?.error === "object" && typeof body.error.code === "string" && typeof body.error.message === "string";
  const isParserRefusal = answer.status === 400 && body?.statusCode === 400 && body.error === "Bad Request";
  return isApiError || isParserRefusal ? "refusal" : JSON.stringify(answer);
}

/** The list and the disk say what the model holds: every acknowledged byte, no more, and no offset past a length. */
async function expectHeld(caller: UploadCaller, held: Map<string, Held>): Promise<Awaited<ReturnType<typeof uploadsState>>> {
  const state = await uploadsState(caller);
  const listed = state.listed as { id: string; size: number | null; offset: number; state: string }[];
  const expected = [...held].map(([id, upload]) => ({ id, size: upload.length, offset: upload.bytes.length, state: upload.length === upload.bytes.length ? "complete" : "uploading" }));
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(listed.map(({ id, size, offset, state: listedState }) => ({ id, size, offset, state: listedState })).sort(byId)).toEqual(expected.sort(byId));
  for (const upload of listed) if (upload.size !== null) expect(upload.offset).toBeLessThanOrEqual(upload.size);
  const disk: Record<string, string> = {};
  for (const [id, upload] of held) {
    disk[id] = upload.bytes.toString("base64");
    disk[`${id}.json`] = `length ${upload.length ?? "deferred"}`;
  }
  expect(state.disk).toEqual(disk);
  return state;
}

describe("tus, generated", () => {
  it("never answers 5xx; a refusal changes nothing; what was acknowledged is on disk, and no offset passes its length", async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        const caller = await newCaller();
        const held = new Map<string, Held>();
        const deleted: string[] = [];
        let before = await expectHeld(caller, held);
        for (const step of steps) {
          const { answer, mustRefuse, onSuccess } = await perform(caller, held, deleted, step);
          const seen = { step: step.kind, status: answer.status, body: answer.body };
          expect({ ...seen, status: answer.status < 500 ? "below 500" : answer.status }).toEqual({ ...seen, status: "below 500" });
          if (answer.status >= 400) {
            if (step.kind !== "head") expect({ ...seen, shape: shapeOf(answer) }).toEqual({ ...seen, shape: "refusal" });
            expect(await uploadsState(caller)).toEqual(before);
          } else {
            expect({ ...seen, mustRefuse }).toEqual({ ...seen, mustRefuse: false });
            onSuccess();
          }
          before = await expectHeld(caller, held);
        }
      }),
      { seed, numRuns: RUNS },
    );
    console.log(`reliability uploads: ${RUNS} generated sequences in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
});

describe("hostile bytes in declared headers", () => {
  const routesWithHeaders = API_ROUTES.filter((route) => route.headers !== undefined);

  it.each(routesWithHeaders.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: NUL and bytes that are not UTF-8 in each declared header answer 4xx and change nothing", async (_name, route) => {
    const caller = await newCaller();
    const created = await send(caller, "POST", uploadsPath(caller), [["Tus-Resumable", "1.0.0"], ["Upload-Length", "10"]]);
    const uploadId = created.headers["location"]?.split("/").pop() ?? "";
    const urlPath = route.path.replace("{projectId}", caller.projectId).replace("{uploadId}", uploadId);
    const names = Object.keys(route.headers?.shape ?? {});
    // A request the route would take, but for the one header made hostile.
    const valid: Record<string, [string, string][]> = {
      POST: [["tus-resumable", "1.0.0"], ["upload-length", "3"], ["content-type", TUS_BODY_TYPE]],
      PATCH: [["tus-resumable", "1.0.0"], ["upload-offset", "0"], ["content-type", TUS_BODY_TYPE]],
    };
    const hasBody = route.method === "POST" || route.method === "PATCH";
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), hostileBytes, async (name, bytes) => {
        const before = await uploadsState(caller);
        const headers = (valid[route.method] ?? [["tus-resumable", "1.0.0"]]).filter(([other]) => other !== name);
        const answer = await send(caller, route.method, urlPath, [...headers, [name, bytes]], hasBody ? Buffer.from("abc") : undefined);
        const seen = { name, bytes: bytes.toString("hex"), status: answer.status };
        expect({ ...seen, status: answer.status >= 400 && answer.status < 500 }).toEqual({ ...seen, status: true });
        expect(await uploadsState(caller)).toEqual(before);
      }),
      { seed, numRuns: Math.max(30, Math.round(RUNS / 2)) },
    );
  });
});
