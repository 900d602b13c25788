// Qdrant's custom sharding through the official client (createShardKey,
// listShardKeys, deleteShardKey, and shard_key on points operations): a
// collection created with sharding_method "custom" starts without keys; keys
// of both kinds ("tenant-a", 7, and "7", another key than 7) are created;
// points are written under a key, and reads see every point without a key
// and a key's points with one (search, query with prefetches, recommend,
// scroll, count, retrieve, facet, groups, the search matrix, lookup_from). Qdrant's
// refusals, word for word: writes without a key, unknown keys in reads and
// writes (auto-sharded collections too), keys created twice or in an
// auto-sharded collection. This service's one difference: a point id belongs
// to one key. Payload and vector changes keep a point's key; deleting a key
// drops its points, and a key created again starts empty. Then restarts keep
// keys and points, a deletion interrupted between the engine and the
// metadata store is finished at the next start, and an upsert replayed after
// its key went writes nothing.
import { type QdrantClient } from "@qdrant/js-client-rest";
import { persistPendingWrite } from "../../../server/data/writes/pending-writes";
import { pendingWrites } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { restartableService } from "./support/restartable-service";
import { openTestEngine } from "./support/test-engine";

jest.setTimeout(60_000);

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });

/** Points of key "tenant-a" (1..4), of key 7 (5, 6) and of key "7" (9): vector [id, 1], so that a query [1, 0] scores each point its id. */
const point = (id: number, tenant: string | number) => ({ id, vector: [id, 1], payload: { tenant, n: id } });

describeEachStore("shard keys through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("tenants", { vectors: { size: 2, distance: "Dot" }, sharding_method: "custom", shard_number: 2 });
    await client.createCollection("plain", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("plain", { wait: true, points: [point(1, "p")] });
  });
  afterAll(() => server.close());

  const call = (method: string, urlPath: string, body?: unknown) => server.call(method, urlPath, { apiKey: key, body });
  const idsOf = (points: readonly { id: string | number }[]) => points.map((found) => found.id);
  const scroll = async (shardKey?: unknown) => idsOf((await call("POST", "/collections/tenants/points/scroll", { limit: 100, ...(shardKey === undefined ? {} : { shard_key: shardKey }) })).body.result.points);
  const count = async (shardKey?: unknown) => (await call("POST", "/collections/tenants/points/count", { ...(shardKey === undefined ? {} : { shard_key: shardKey }) })).body.result.count;

  it("creates a collection with custom sharding and no keys, then keys of both kinds", async () => {
    expect((await client.getCollection("tenants")).config.params).toMatchObject({ sharding_method: "custom", shard_number: 2 });
    expect((await client.getCollection("plain")).config.params).not.toHaveProperty("sharding_method");
    expect(await client.listShardKeys("tenants")).toEqual({ shard_keys: [] });

    expect(await client.createShardKey("tenants", { shard_key: "tenant-a" })).toBe(true);
    expect(await client.createShardKey("tenants", { shard_key: 7, shards_number: 3, replication_factor: 2, initial_state: "Active" })).toBe(true);
    expect(await client.createShardKey("tenants", { shard_key: "7", placement: [1] })).toBe(true);
    expect(await client.listShardKeys("tenants")).toEqual({ shard_keys: [{ key: "tenant-a" }, { key: 7 }, { key: "7" }] });
    // Qdrant leaves `shard_keys` out for a collection sharded automatically.
    expect(await call("GET", "/collections/plain/shards")).toEqual({ status: 200, body: { result: {}, status: "ok", time: expect.any(Number) } });
  });

  it("refuses a key that exists, keys of an auto-sharded collection, and bad settings, as Qdrant words them", async () => {
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: "tenant-a" })).toEqual(qdrantError(400, 'Bad request: Sharding key "tenant-a" already exists for collection tenants'));
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: 7 })).toEqual(qdrantError(400, "Bad request: Sharding key 7 already exists for collection tenants"));
    expect(await call("PUT", "/collections/plain/shards", { shard_key: "a" })).toEqual(qdrantError(400, "Bad request: Shard Key cannot be created with Auto sharding method"));
    expect(await call("POST", "/collections/plain/shards/delete", { shard_key: "a" })).toEqual(qdrantError(400, "Bad request: Shard Key cannot be created with Auto sharding method"));
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: "b", initial_state: "Dead" })).toEqual(qdrantError(400, "Bad request: Initial state cannot be Dead, only Active or Partial are allowed"));
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: "b", placement: [] })).toEqual(
      qdrantError(400, 'Bad request: Sharding key "b" placement cannot be empty. If you want to use random placement, do not specify placement'),
    );
    expect(await call("POST", "/collections/tenants/shards/delete", { shard_key: "b" })).toEqual(qdrantError(400, 'Bad request: Sharding key "b" does not exist for collection tenants'));
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: -1 })).toEqual(qdrantError(400, "Format error in JSON body: data did not match any variant of untagged enum ShardKey at shard_key"));
    expect(await call("PUT", "/collections/tenants/shards", { shard_key: "b", shards_number: 0 })).toEqual(qdrantError(400, "Format error in JSON body: invalid value: integer `0`, expected a nonzero u32 at shards_number"));
    expect(await call("PUT", "/collections/tenants/shards", { shards_number: 1 })).toEqual(qdrantError(400, "Format error in JSON body: missing field `shard_key`"));
    expect(await call("PUT", "/collections/missing/shards", { shard_key: "b" })).toEqual(qdrantError(404, "Not found: Collection `missing` doesn't exist!"));
    expect(await client.listShardKeys("tenants")).toEqual({ shard_keys: [{ key: "tenant-a" }, { key: 7 }, { key: "7" }] });
  });

  it("writes points under each key; reads see every point without a key, and a key's points with one", async () => {
    await client.upsert("tenants", { wait: true, points: [1, 2, 3, 4].map((id) => point(id, "a")), shard_key: "tenant-a" });
    await client.upsert("tenants", { wait: true, points: [point(5, 7), point(6, 7)], shard_key: 7 });
    await client.upsert("tenants", { wait: true, batch: { ids: [9], vectors: [[9, 1]], payloads: [{ tenant: "7", n: 9 }] }, shard_key: ["7"] });

    expect(await scroll()).toEqual([1, 2, 3, 4, 5, 6, 9]);
    expect(await scroll("tenant-a")).toEqual([1, 2, 3, 4]);
    expect(await scroll([7, "7"])).toEqual([5, 6, 9]);
    expect(await count()).toBe(7);
    expect(await count(7)).toBe(2);
    expect(await count("7")).toBe(1);
    expect(await count({ target: "nobody", fallback: 7 })).toBe(2);
    expect(await count({ target: "tenant-a", fallback: 7 })).toBe(4);
    expect(await count([])).toBe(0);
    expect(await client.count("tenants", { shard_key: "tenant-a", filter: { must: [{ key: "n", range: { gte: 3 } }] } })).toEqual({ count: 2 });

    const scored = (points: readonly { id: string | number; score: number }[]) => points.map((found) => [found.id, found.score]);
    const search = async (body: object) => (await call("POST", "/collections/tenants/points/search", body)).body.result;
    // Each point shows its key, as Qdrant's custom-sharded collections show it.
    expect(await search({ vector: [1, 0], limit: 3 })).toEqual([
      { id: 9, version: 0, score: 9, shard_key: "7" },
      { id: 6, version: 0, score: 6, shard_key: 7 },
      { id: 5, version: 0, score: 5, shard_key: 7 },
    ]);
    expect(scored(await search({ vector: [1, 0], limit: 3, shard_key: "tenant-a" }))).toEqual([
      [4, 4],
      [3, 3],
      [2, 2],
    ]);
    expect(scored((await client.query("tenants", { query: [1, 0], limit: 10, shard_key: 7 })).points)).toEqual([
      [6, 6],
      [5, 5],
    ]);
    // Every prefetch holds the request's keys.
    const fused = await client.query("tenants", { prefetch: [{ query: [1, 0], limit: 10 }, { query: [0, 1], limit: 10 }], query: { fusion: "rrf" }, limit: 10, shard_key: "tenant-a" });
    expect(idsOf(fused.points).sort()).toEqual([1, 2, 3, 4]);
    // An example named by id is read from any key; the results come from the keys named.
    expect(idsOf((await call("POST", "/collections/tenants/points/recommend", { positive: [1], limit: 10, shard_key: 7 })).body.result)).toEqual([6, 5]);
    expect(idsOf((await client.queryBatch("tenants", { searches: [{ query: [1, 0], shard_key: "7" }, { query: [1, 0], limit: 1 }] })).flatMap((response) => response.points))).toEqual([9, 9]);

    expect(await client.retrieve("tenants", { ids: [5, 1, 6], shard_key: 7, with_payload: false })).toEqual([
      { id: 5, shard_key: 7 },
      { id: 6, shard_key: 7 },
    ]);
    expect(idsOf(await client.retrieve("tenants", { ids: [5, 1, 6] }))).toEqual([5, 1, 6]);
    expect(await client.facet("tenants", { key: "tenant", shard_key: [7, "7"] })).toEqual({
      hits: [
        { value: 7, count: 2 },
        { value: "7", count: 1 },
      ],
    });
    const groups = (await call("POST", "/collections/tenants/points/search/groups", { vector: [1, 0], group_by: "tenant", group_size: 5, limit: 5, shard_key: "tenant-a" })).body.result;
    expect(groups.groups.map((group: { id: string; hits: { id: number }[] }) => [group.id, idsOf(group.hits)])).toEqual([["a", [4, 3, 2, 1]]]);
    // lookup_from takes its examples from the keys it names; with_lookup reads its collection with the request's keys, as Qdrant does.
    const lookup = (shardKey: unknown) => call("POST", "/collections/plain/points/query", { query: 5, lookup_from: { collection: "tenants", shard_key: shardKey } });
    expect(idsOf((await lookup(7)).body.result.points)).toEqual([1]);
    expect(await lookup("tenant-a")).toEqual(qdrantError(404, "Not found: No point with id 5 found"));
    expect(await call("POST", "/collections/tenants/points/query/groups", { query: [1, 0], group_by: "n", with_lookup: "plain", shard_key: "tenant-a" })).toEqual(
      qdrantError(400, 'Bad request: Shard key "tenant-a" not found'),
    );
    const pairs = await client.searchMatrixPairs("tenants", { sample: 10, limit: 1, shard_key: 7 });
    expect(pairs.pairs.map((pair) => [pair.a, pair.b]).sort()).toEqual([
      [5, 6],
      [6, 5],
    ]);
  });

  it("refuses writes without a key and unknown keys in reads and writes, auto-sharded collections too, and writes nothing", async () => {
    const notSpecified = qdrantError(400, "Wrong input: Shard key not specified");
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(10, "a")] })).toEqual(notSpecified);
    expect(await call("POST", "/collections/tenants/points/delete?wait=true", { points: [1] })).toEqual(notSpecified);
    expect(await call("POST", "/collections/tenants/points/payload?wait=true", { payload: { x: 1 }, points: [1] })).toEqual(notSpecified);
    expect(await call("PUT", "/collections/tenants/points/vectors?wait=true", { points: [{ id: 1, vector: [0, 0] }] })).toEqual(notSpecified);
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [], shard_key: 8 })).toEqual(qdrantError(400, "Wrong input: Shard key 8 not found"));

    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(10, "a")], shard_key: "nobody" })).toEqual(qdrantError(400, 'Wrong input: Shard key "nobody" not found'));
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(10, "a")], shard_key: [] })).toEqual(qdrantError(400, "Wrong input: Empty shard keys selection"));
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(10, "a")], shard_key: ["tenant-a", 7] })).toEqual(
      qdrantError(400, "Wrong input: An upsert names one shard key in this service: a point id belongs to one shard key here"),
    );
    expect(await call("POST", "/collections/tenants/points/delete?wait=true", { points: [1], shard_key: ["tenant-a", "nobody"] })).toEqual(qdrantError(400, 'Wrong input: Shard key "nobody" not found'));
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(10, "a")], shard_key: { target: "x", fallback: 8 } })).toEqual(
      qdrantError(404, 'Not found: Neither target shard key "x" nor fallback shard key 8 exist not found'),
    );

    const missing = qdrantError(400, 'Bad request: Shard key "nobody" not found');
    expect(await call("POST", "/collections/tenants/points/scroll", { shard_key: "nobody" })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/points/count", { shard_key: [7, "nobody"] })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/points/search", { vector: [1, 0], limit: 1, shard_key: "nobody" })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/points/query", { query: [1, 0], shard_key: "nobody" })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/points", { ids: [1], shard_key: "nobody" })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/facet", { key: "tenant", shard_key: "nobody" })).toEqual(missing);
    expect(await call("POST", "/collections/tenants/points/scroll", { shard_key: true })).toEqual(qdrantError(400, "Format error in JSON body: Expected a string or an integer at shard_key"));

    // An auto-sharded collection has no keys: every key named is one it lacks.
    expect(await call("POST", "/collections/plain/points/scroll", { shard_key: "a" })).toEqual(qdrantError(400, 'Bad request: Shard key "a" not found'));
    expect(await call("PUT", "/collections/plain/points?wait=true", { points: [point(2, "p")], shard_key: 1 })).toEqual(qdrantError(400, "Wrong input: Shard key 1 not found"));
    expect(await client.count("plain", { exact: true })).toEqual({ count: 1 });
    expect(await scroll()).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });

  it("keeps a point id under one key: an upsert under another key is refused whole", async () => {
    expect(await call("PUT", "/collections/tenants/points?wait=true", { points: [point(11, 7), { id: 1, vector: [0, 0] }], shard_key: 7 })).toEqual(
      qdrantError(400, `Wrong input: Point 1 belongs to shard key "tenant-a"; a point id is unique across a collection's shard keys in this service`),
    );
    expect(await count()).toBe(7);
    expect((await client.retrieve("tenants", { ids: [1], with_vector: true }))[0]?.vector).toEqual([1, 1]);
    // Under its own key (here the fallback of a missing target), it is rewritten.
    await client.upsert("tenants", { wait: true, points: [{ id: 1, vector: [1, 1], payload: { tenant: "a", n: 1, again: true } }], shard_key: { target: "nobody", fallback: "tenant-a" } });
    expect(await count("tenant-a")).toBe(4);
  });

  it("keeps a point's key through payload and vector changes; a write under one key leaves the others' points alone", async () => {
    await client.setPayload("tenants", { wait: true, payload: { seen: true }, filter: { must: [] }, shard_key: 7 });
    expect((await client.scroll("tenants", { filter: { must: [{ key: "seen", match: { value: true } }] }, limit: 10 })).points.map((found) => found.id)).toEqual([5, 6]);
    await client.overwritePayload("tenants", { wait: true, payload: { tenant: "a" }, points: [2], shard_key: "tenant-a" });
    await client.deletePayload("tenants", { wait: true, keys: ["n"], points: [3], shard_key: "tenant-a" });
    await client.clearPayload("tenants", { wait: true, points: [4], shard_key: "tenant-a" });
    await client.updateVectors("tenants", { wait: true, points: [{ id: 2, vector: [20, 1] }], shard_key: "tenant-a" });
    expect(await call("PUT", "/collections/tenants/points/vectors?wait=true", { points: [{ id: 5, vector: [0, 0] }], shard_key: "tenant-a" })).toEqual(qdrantError(404, "Not found: No point with id 5 found"));
    // Point 6 is not under "tenant-a": nothing is deleted.
    await client.delete("tenants", { wait: true, points: [6], shard_key: "tenant-a" });

    expect(await scroll("tenant-a")).toEqual([1, 2, 3, 4]);
    expect(await scroll(7)).toEqual([5, 6]);
    expect(await client.retrieve("tenants", { ids: [2, 3, 4, 5], with_vector: true, shard_key: ["tenant-a", 7] })).toEqual([
      { id: 2, payload: { tenant: "a" }, vector: [20, 1], shard_key: "tenant-a" },
      { id: 3, payload: { tenant: "a" }, vector: [3, 1], shard_key: "tenant-a" },
      { id: 4, payload: {}, vector: [4, 1], shard_key: "tenant-a" },
      { id: 5, payload: { tenant: 7, n: 5, seen: true }, vector: [5, 1], shard_key: 7 },
    ]);
  });

  it("deletes a key with its points; created again, it starts empty", async () => {
    expect(await client.createShardKey("tenants", { shard_key: "short-lived" })).toBe(true);
    await client.upsert("tenants", { wait: true, points: [point(20, "s"), point(21, "s")], shard_key: "short-lived" });
    expect(await count()).toBe(9);
    expect(await client.deleteShardKey("tenants", { shard_key: "short-lived" })).toBe(true);
    expect(await client.listShardKeys("tenants")).toEqual({ shard_keys: [{ key: "tenant-a" }, { key: 7 }, { key: "7" }] });
    expect(await count()).toBe(7);
    expect(await call("POST", "/collections/tenants/points/count", { shard_key: "short-lived" })).toEqual(qdrantError(400, 'Bad request: Shard key "short-lived" not found'));
    expect(await call("POST", "/collections/tenants/shards/delete", { shard_key: "short-lived" })).toEqual(qdrantError(400, 'Bad request: Sharding key "short-lived" does not exist for collection tenants'));

    expect(await client.createShardKey("tenants", { shard_key: "short-lived" })).toBe(true);
    expect(await count("short-lived")).toBe(0);
    await client.upsert("tenants", { wait: true, points: [point(20, "s")], shard_key: "short-lived" });
    expect(await scroll("short-lived")).toEqual([20]);
  });

  it("deletes a key after an upsert acknowledged with wait=false: the upsert lands first, and goes with the key", async () => {
    expect(await client.createShardKey("tenants", { shard_key: "late" })).toBe(true);
    expect(await call("PUT", "/collections/tenants/points?wait=false", { points: [point(30, "l"), point(31, "l")], shard_key: "late" })).toMatchObject({
      status: 200,
      body: { result: { status: "acknowledged" } },
    });
    expect(await client.deleteShardKey("tenants", { shard_key: "late" })).toBe(true);
    expect(idsOf(await client.retrieve("tenants", { ids: [30, 31] }))).toEqual([]);
    // Their ids are free for another key.
    await client.upsert("tenants", { wait: true, points: [point(30, 7)], shard_key: 7 });
    expect(await scroll(7)).toEqual([5, 6, 30]);
  });
});

describe("shard keys across restarts", () => {
  const service = restartableService("shard-keys");

  const countOf = async (shardKey?: string | number) => (await service.client().count("durable", { exact: true, ...(shardKey === undefined ? {} : { shard_key: shardKey }) })).count;

  it("keeps the keys and each point's key", async () => {
    await service.start();
    await service.client().createCollection("durable", { vectors: { size: 2, distance: "Dot" }, sharding_method: "custom" });
    await service.client().createShardKey("durable", { shard_key: "a" });
    await service.client().createShardKey("durable", { shard_key: 1 });
    await service.client().upsert("durable", { wait: true, points: [point(1, "a"), point(2, "a")], shard_key: "a" });
    await service.client().upsert("durable", { wait: true, points: [point(3, 1)], shard_key: 1 });
    await service.stop();

    await service.start();
    expect(await service.client().listShardKeys("durable")).toEqual({ shard_keys: [{ key: "a" }, { key: 1 }] });
    expect((await service.client().getCollection("durable")).config.params).toMatchObject({ sharding_method: "custom", shard_number: 1 });
    expect([await countOf(), await countOf("a"), await countOf(1)]).toEqual([3, 2, 1]);
    await service.stop();
  });

  it("finishes at the next start a key deletion that a crash interrupted, and writes nothing for an upsert replayed after its key went", async () => {
    // As a crash would leave them: the key's points deleted by the engine, the write still in pending_writes.
    const row = await service.collectionRow("durable");
    const engine = await openTestEngine(service.dataDir());
    await persistPendingWrite(service.store().db, row, { kind: "delete_shard_key", key: "a" });
    await engine.deletePoints(row.engineId, { filter: { kind: "shard", shards: ['"a"'] } });
    // An upsert acknowledged under a key deleted before it was applied.
    await persistPendingWrite(service.store().db, row, { kind: "upsert", points: [{ id: 4, vector: [4, 1], payload: {} }], shard: '"a"' });
    await engine.close();

    await service.start();
    expect(await service.store().db.select().from(pendingWrites)).toEqual([]);
    expect(await service.client().listShardKeys("durable")).toEqual({ shard_keys: [{ key: 1 }] });
    expect([await countOf(), await countOf(1)]).toEqual([1, 1]);
    expect(await service.client().retrieve("durable", { ids: [1, 2, 4] })).toEqual([]);
    await service.stop();
  });
});
