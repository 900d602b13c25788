// Snapshots through the official @qdrant/js-client-rest and Qdrant's REST
// paths: a collection with named, multi and sparse vectors, payload indexes
// and an alias is snapshotted, listed, downloaded (its bytes have the listed
// checksum), restored over itself after changes (file:///<collection>/<name>),
// uploaded into a new collection, fetched by another service on the other
// engine from this one's download URL with the API key (LanceDB → pgvector and
// pgvector → LanceDB), and deleted; every restore equals the original. Bad
// input changes nothing: a Qdrant-style tar, a file cut short, a wrong
// checksum, a loopback URL, another project's snapshot, a form without the file.
// Writes acknowledged while a snapshot's points are read are not in it.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { QdrantClient } from "@qdrant/js-client-rest";
import { sql } from "drizzle-orm";
import type { JobHandler } from "../../../server/jobs/job-runner";
import { enqueueJob } from "../../../server/jobs/job-store";
import { CACHE_TTL_MS } from "../../../server/access/principal-resolver";
import { describeEachStore, openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

const COLLECTION = {
  vectors: { dense: { size: 4, distance: "Cosine" as const }, colbert: { size: 2, distance: "Dot" as const, multivector_config: { comparator: "max_sim" as const } } },
  sparse_vectors: { text: {} },
};

/** 30 points with every kind of vector (some without the multi-vector) and payloads of every type. */
const POINTS = Array.from({ length: 30 }, (_, index) => ({
  id: index % 3 === 0 ? `00000000-0000-4000-8000-${String(index).padStart(12, "0")}` : index,
  vector: {
    dense: [1 + index, index % 5, (index * 7) % 11, 0.5],
    ...(index % 4 === 0 ? {} : { colbert: [[index, 1], [0.25, -index]] }),
    text: { indices: [index, 100 + index], values: [0.5, 1.5] },
  },
  payload: { city: ["Berlin", "Kraków", "東京"][index % 3], n: index, tags: index % 2 ? ["a", "b"] : [], nested: { deep: { value: index / 4 } }, note: index === 7 ? null : "ok" },
}));

interface Snapshotted {
  id: string | number;
  payload: Record<string, unknown> | null | undefined;
  vector: unknown;
}

async function everyPoint(client: QdrantClient, name: string): Promise<Snapshotted[]> {
  const { points } = await client.scroll(name, { limit: 100, with_payload: true, with_vector: true });
  return points.map(({ id, payload, vector }) => ({ id, payload, vector })).sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

/** The same points with every number within float32's precision: engines print the stored float32 values differently. */
function expectSamePoints(actual: Snapshotted[], expected: Snapshotted[]): void {
  expect(actual.map((point) => point.id)).toEqual(expected.map((point) => point.id));
  expect(actual.map((point) => point.payload)).toEqual(expected.map((point) => point.payload));
  const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.flatMap(numbers) : typeof value === "number" ? [value] : typeof value === "object" && value !== null ? Object.keys(value).sort().flatMap((key) => numbers((value as Record<string, unknown>)[key])) : []);
  const shape = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === "number" ? 0 : item)));
  for (const [index, point] of actual.entries()) {
    expect(shape(point.vector)).toEqual(shape(expected[index]?.vector));
    const want = numbers(expected[index]?.vector);
    numbers(point.vector).forEach((value, at) => expect(value).toBeCloseTo(want[at] ?? NaN, 6));
  }
}

describeEachStore(
  "snapshots",
  (getStore, { vectorEngine, engineSettings }) => {
    let server: DataPlaneServer;
    let key: string;
    let client: QdrantClient;
    let original: Snapshotted[];

    const snapshotPath = (collection: string, name: string) => `/collections/${encodeURIComponent(collection)}/snapshots/${encodeURIComponent(name)}`;
    const download = async (collection: string, name: string, apiKey = key) => {
      const response = await fetch(`${server.url}${snapshotPath(collection, name)}`, { headers: { "api-key": apiKey } });
      return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const upload = async (collection: string, bytes: Buffer, query = "", field = "snapshot") => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)]), "docs.snapshot");
      const response = await fetch(`${server.url}/collections/${collection}/snapshots/upload${query}`, { method: "POST", headers: { "api-key": key }, body: form });
      return { status: response.status, body: (await response.json()) as { result?: unknown; status: unknown } };
    };

    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), engineSettings());
      ({ key, client } = await server.ownerClient());
      await client.createCollection("docs", COLLECTION);
      await client.createPayloadIndex("docs", { field_name: "city", field_schema: "keyword", wait: true });
      await client.createPayloadIndex("docs", { field_name: "n", field_schema: { type: "integer", lookup: true, range: true }, wait: true });
      await client.updateCollectionAliases({ actions: [{ create_alias: { collection_name: "docs", alias_name: "docs-alias" } }] });
      await client.upsert("docs", { wait: true, points: POINTS });
      original = await everyPoint(client, "docs");
    });
    afterAll(() => server.close());

    it("takes, lists, downloads, restores over changes, uploads and deletes a snapshot", async () => {
      const taken = await client.createSnapshot("docs");
      expect(taken).toEqual({ name: expect.stringMatching(/^docs-\d{16}-\d{4}-\d\d-\d\d-\d\d-\d\d-\d\d\.snapshot$/), creation_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/), size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const name = taken?.name ?? "";
      expect(await client.listSnapshots("docs")).toEqual([taken]);

      const file = await download("docs", name);
      expect(file).toMatchObject({ status: 200, type: "application/octet-stream" });
      expect(file.bytes.length).toBe(taken?.size);
      expect(createHash("sha256").update(file.bytes).digest("hex")).toBe(taken?.checksum);

      // Changed after the snapshot: points deleted and rewritten, an index dropped, the alias removed.
      await client.delete("docs", { wait: true, points: [1, 2, 3] });
      await client.setPayload("docs", { wait: true, payload: { city: "Nowhere" }, points: [4, 5] });
      await client.deletePayloadIndex("docs", "n", { wait: true });
      await client.updateCollectionAliases({ actions: [{ delete_alias: { alias_name: "docs-alias" } }] });

      expect(await client.recoverSnapshot("docs", { location: `file:///snapshots/docs/${name}` })).toBe(true);
      expect(await everyPoint(client, "docs")).toEqual(original);
      const info = await client.getCollection("docs");
      expect(info.points_count).toBe(POINTS.length);
      expect(Object.keys(info.payload_schema).sort()).toEqual(["city", "n"]);
      expect(info.config.params.vectors).toEqual(expect.objectContaining({ colbert: expect.objectContaining({ multivector_config: { comparator: "max_sim" } }) }));
      expect((await client.getCollectionAliases("docs")).aliases).toEqual([{ alias_name: "docs-alias", collection_name: "docs" }]);
      // Searches work on what was restored: its nearest point to a stored vector is that point.
      const [nearest] = (await client.query("docs", { query: POINTS[10]?.vector.dense ?? [], using: "dense", limit: 1 })).points;
      expect(nearest?.id).toBe(10);

      const uploaded = await upload("docs-copy", file.bytes, `?checksum=${taken?.checksum ?? ""}`);
      expect(uploaded).toEqual({ status: 200, body: { result: true, status: "ok", time: expect.any(Number) } });
      expect(await everyPoint(client, "docs-copy")).toEqual(original);
      expect((await client.getCollection("docs-copy")).payload_schema).toEqual(info.payload_schema);
      // The uploaded file is not kept as a snapshot of the new collection.
      expect(await client.listSnapshots("docs-copy")).toEqual([]);

      expect(await client.deleteSnapshot("docs", name)).toBe(true);
      expect(await client.listSnapshots("docs")).toEqual([]);
      expect(await server.call("GET", snapshotPath("docs", name), { apiKey: key })).toEqual({ status: 404, body: { status: { error: `Not found: Snapshot ${name}` }, time: expect.any(Number) } });
    });

    it("restores on the other engine from this service's download URL, with the API key", async () => {
      const taken = await client.createSnapshot("docs");
      const otherEngine = vectorEngine === "lancedb" ? "pgvector" : "lancedb";
      const otherStore: TestStore = await openTestStore(otherEngine === "pgvector" ? "postgres" : "pglite");
      const engine: Record<string, string> = otherEngine === "pgvector" ? { VECTOR_ENGINE: "pgvector", DATABASE_URL: otherStore.settings.databaseUrl ?? "" } : {};
      // That service's operator allows loopback, where this one listens.
      const other = await startDataPlaneServer(otherStore.store, { ...engine, OUTBOUND_ALLOW_ADDRESSES: "127.0.0.1" });
      try {
        const { client: otherClient } = await other.ownerClient();
        const location = `${server.url}${snapshotPath("docs", taken?.name ?? "")}`;
        expect(await otherClient.recoverSnapshot("moved", { location, api_key: key, checksum: taken?.checksum ?? null })).toBe(true);
        expectSamePoints(await everyPoint(otherClient, "moved"), original);
        const [nearest] = (await otherClient.query("moved", { query: POINTS[10]?.vector.dense ?? [], using: "dense", limit: 1 })).points;
        expect(nearest?.id).toBe(10);
        // Without the key, this service refuses the download, and the other says so.
        const refused = await other.call("PUT", "/collections/unmoved/snapshots/recover", { apiKey: (await other.createApiKey(await other.createOwner())).key, body: { location } });
        expect(refused).toEqual({ status: 400, body: { status: { error: "Wrong input: Snapshot could not be fetched: 127.0.0.1:" + new URL(server.url).port + " answered 401" }, time: expect.any(Number) } });
      } finally {
        await other.close();
        await otherStore.remove();
        await client.deleteSnapshot("docs", taken?.name ?? "");
      }
    });

    it("takes, lists, downloads and deletes a full snapshot of every collection of the project", async () => {
      await client.createCollection("notes", { vectors: { size: 2, distance: "Euclid" } });
      await client.upsert("notes", { wait: true, points: [{ id: 1, vector: [0.5, 0.25], payload: { text: "ß" } }] });
      const full = await client.createFullSnapshot();
      expect(full).toEqual({ name: expect.stringMatching(/^full-snapshot-\d{16}-[\d-]{19}\.snapshot$/), creation_time: expect.any(String), size: expect.any(Number), checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(await client.listFullSnapshots()).toEqual([full]);
      // Not a collection's snapshot.
      expect(await client.listSnapshots("docs")).toEqual([]);

      const response = await fetch(`${server.url}/snapshots/${encodeURIComponent(full.name)}`, { headers: { "api-key": key } });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(full.checksum);
      const lines = zlib.gunzipSync(bytes).toString("utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines[0]).toEqual({ format: "vector-database-cloud/full-snapshot", version: 1, created_at: expect.any(String), collections: ["docs", "docs-copy", "notes"] });
      const headers = lines.filter((line) => line.format === "vector-database-cloud/collection-snapshot").map((line) => (line.collection as { name: string }).name);
      expect(headers).toEqual(["docs", "docs-copy", "notes"]);
      expect(lines.at(-1)).toEqual({ end: { collections: 3 } });
      expect(lines.filter((line) => "id" in line)).toHaveLength(POINTS.length * 2 + 1);

      // A full snapshot restores no collection here.
      expect(await upload("notes", bytes)).toEqual({
        status: 400,
        body: { status: { error: "Wrong input: This is a full snapshot of a project (every collection): a collection is recovered from a collection's snapshot" }, time: expect.any(Number) },
      });
      // Spanning the project: a key limited to some collections is refused.
      const { owner } = await server.ownerClient();
      const limited = await server.createApiKey(owner, { collections: ["docs"] });
      expect((await server.call("POST", "/snapshots", { apiKey: limited.key })).status).toBe(403);

      expect(await client.deleteFullSnapshot(full.name)).toBe(true);
      expect(await client.listFullSnapshots()).toEqual([]);
      await client.deleteCollection("notes");
    });

    it("refuses what it cannot restore, and changes nothing", async () => {
      const before = await everyPoint(client, "docs");
      const taken = await client.createSnapshot("docs");
      const { bytes, status } = await download("docs", taken?.name ?? "");
      expect(status).toBe(200);
      const refusal = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });

      // Qdrant's own snapshot: a tar archive.
      const tar = Buffer.alloc(1024);
      tar.write("segments/", 0, "latin1");
      tar.write("ustar", 257, "latin1");
      expect(await upload("docs", tar)).toEqual({ status: 400, body: { status: { error: expect.stringContaining("Wrong input: This is a tar archive, as Qdrant's own snapshots are") }, time: expect.any(Number) } });
      expect(await upload("docs", Buffer.from("not a snapshot"))).toEqual({ status: 400, body: { status: { error: expect.stringContaining("not a snapshot of this service") }, time: expect.any(Number) } });
      // Cut short: the header reads, the rest does not; the restore job fails and the collection stays as it was.
      const cut = await upload("docs", bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      expect(cut.status).toBe(400);
      expect(JSON.stringify(cut.body)).toMatch(/damaged|cut short/);
      expect(await upload("docs", bytes, `?checksum=${"0".repeat(64)}`)).toEqual({
        status: 400,
        body: { status: { error: `Checksum mismatch: expected ${taken?.checksum ?? ""}, actual ${"0".repeat(64)}` }, time: expect.any(Number) },
      });
      expect(await upload("docs", bytes, "", "file")).toEqual({ status: 400, body: { status: { error: "Wrong input: Expected the snapshot file in the form's `snapshot` field, not `file`" }, time: expect.any(Number) } });
      expect(await upload("docs", bytes, "?checksum=abc")).toEqual({ status: 422, body: expect.anything() });

      // A loopback URL: this service's operator allows none.
      expect(await server.call("PUT", "/collections/docs/snapshots/recover", { apiKey: key, body: { location: `${server.url}${snapshotPath("docs", taken?.name ?? "")}` } })).toEqual(
        refusal(400, `Wrong input: Snapshot could not be fetched: 127.0.0.1:${new URL(server.url).port} is not a public address: the service calls public addresses only`),
      );
      expect(await server.call("PUT", "/collections/docs/snapshots/recover", { apiKey: key, body: { location: "ftp://example.com/x.snapshot" } })).toEqual(
        refusal(400, "Wrong input: Snapshot location: ftp: URLs are not read; give http(s)://... or file:///<collection>/<snapshot>"),
      );
      // Another project's snapshot, named by file://, is not this project's.
      const { client: stranger, key: strangerKey } = await server.ownerClient();
      expect(await server.call("PUT", "/collections/docs/snapshots/recover", { apiKey: strangerKey, body: { location: `file:///docs/${taken?.name ?? ""}` } })).toEqual(
        refusal(404, `Not found: Snapshot ${taken?.name ?? ""}`),
      );
      expect(await stranger.listSnapshots("docs")).toEqual([]);
      expect((await download("docs", taken?.name ?? "", strangerKey)).status).toBe(404);

      expect(await everyPoint(client, "docs")).toEqual(before);
      expect(await client.listSnapshots("docs")).toEqual([taken]);
      // Writes go on: nothing was left marked as being restored.
      await client.upsert("docs", { wait: true, points: [{ id: 999, vector: { dense: [1, 1, 1, 1] }, payload: {} }] });
      await client.delete("docs", { wait: true, points: [999] });
      await client.deleteSnapshot("docs", taken?.name ?? "");
    });

    it("lets writes go on while a snapshot's points are read, and holds the collection as it was before them", async () => {
      const before = (await everyPoint(client, "docs")).map((point) => point.id);
      // The engine's moment, its first page held back until the write below is acknowledged.
      const engine = server.engine;
      const readAtOneMoment = engine.readAtOneMoment;
      let reachFirstPage = () => undefined as void;
      const atFirstPage = new Promise<void>((resolve) => (reachFirstPage = resolve));
      let openGate = () => undefined as void;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      engine.readAtOneMoment = async (id) => {
        const moment = await readAtOneMoment.call(engine, id);
        return moment && { ...moment, page: async (limit, offset) => (reachFirstPage(), await gate, moment.page(limit, offset)) };
      };
      try {
        const taking = client.createSnapshot("docs");
        await atFirstPage;
        const write = client.upsert("docs", { wait: true, points: [{ id: 777, vector: { dense: [1, 2, 3, 4] }, payload: { late: true } }] });
        const waited = new Promise((_, reject) => setTimeout(() => reject(new Error("the write waited for the snapshot")), 10_000).unref());
        expect(await Promise.race([write, waited])).toEqual({ operation_id: expect.any(Number), status: "completed" });
        openGate();
        const taken = await taking;
        const { bytes } = await download("docs", taken?.name ?? "");
        const lines = zlib.gunzipSync(bytes).toString("utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
        const ids = lines.filter((line) => "id" in line).map((line) => line.id as string | number);
        expect(ids.map(String).sort()).toEqual(before.map(String).sort());
        expect((await everyPoint(client, "docs")).map((point) => point.id)).toContain(777);
        await client.deleteSnapshot("docs", taken?.name ?? "");
      } finally {
        engine.readAtOneMoment = readAtOneMoment;
        openGate();
        await client.delete("docs", { wait: true, points: [777] });
      }
    });
  },
  { pgvector: true },
);

describe("a collection being restored", () => {
  let store: TestStore;
  let server: DataPlaneServer;
  /** Jobs that hold both of the runner's slots until released: the restore waits in the queue meanwhile. */
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder: JobHandler = { kind: "test-holder", run: () => held };

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startDataPlaneServer(store.store, {}, { jobHandlers: [holder] });
  });
  afterAll(async () => {
    release();
    await server.close();
    await store.remove();
  });

  it("refuses writes until the restore ends, then holds the snapshot's points; a deleted project's snapshots go", async () => {
    const { owner, key, client } = await server.ownerClient();
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [{ id: 1, vector: [1, 0], payload: { kept: true } }] });
    const taken = await client.createSnapshot("docs");
    await client.upsert("docs", { wait: true, points: [{ id: 2, vector: [0, 1], payload: {} }] });

    for (let slot = 0; slot < 2; slot += 1) await enqueueJob(store.store.db, { kind: "test-holder", projectId: owner.projectId, startedBy: null, input: {} });
    const accepted = await server.call("PUT", "/collections/docs/snapshots/recover?wait=false", { apiKey: key, body: { location: `file:///docs/${taken?.name ?? ""}` } });
    expect(accepted).toEqual({ status: 202, body: { result: null, status: "accepted", time: expect.any(Number) } });

    const refused = await server.call("PUT", "/collections/docs/points?wait=true", { apiKey: key, body: { points: [{ id: 3, vector: [1, 1] }] } });
    expect(refused).toEqual({ status: 409, body: { status: { error: "Collection `docs` is being restored from a snapshot: writes are refused until the restore ends" }, time: expect.any(Number) } });
    expect(await server.call("PUT", "/collections/docs/snapshots/recover", { apiKey: key, body: { location: `file:///docs/${taken?.name ?? ""}` } })).toEqual({
      status: 409,
      body: { status: { error: "Collection `docs` is being restored from a snapshot already: wait for that restore to end" }, time: expect.any(Number) },
    });
    // Reads go on, from the collection as it was.
    expect((await client.count("docs")).count).toBe(2);

    release();
    await waitFor(async () => (await client.count("docs")).count === 1);
    expect((await client.retrieve("docs", { ids: [1, 2], with_payload: true })).map(({ id, payload }) => ({ id, payload }))).toEqual([{ id: 1, payload: { kept: true } }]);
    await client.upsert("docs", { wait: true, points: [{ id: 3, vector: [1, 1], payload: {} }] });

    // A mark left by a restore job that ended without clearing it (failed past its claims): the next write clears it.
    await store.store.db.execute(sql`update collections set settings = jsonb_set(settings, '{restoring}', '{"jobId": "0f0e0d0c-0b0a-4908-8706-050403020100"}') where name = 'docs'`);
    // Past the catalogue's cache, so that the write sees the mark.
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_MS + 100));
    await client.upsert("docs", { wait: true, points: [{ id: 4, vector: [1, 2], payload: {} }] });
    expect((await client.count("docs")).count).toBe(3);
    const marks = await store.store.db.execute<{ restoring: unknown }>(sql`select settings -> 'restoring' as restoring from collections where name = 'docs'`);
    expect(marks.rows).toEqual([{ restoring: null }]);

    const files = path.join(server.dataDir, "snapshots", owner.projectId);
    expect(fs.readdirSync(files)).toHaveLength(1);
    const deleted = await server.call("DELETE", `/api/projects/${owner.projectId}`, { headers: { authorization: `Bearer ${owner.token}` }, body: { confirmName: "Default project" } });
    expect(deleted.status).toBe(204);
    expect(fs.existsSync(files)).toBe(false);
  });
});

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the condition did not hold within 10 s");
}
