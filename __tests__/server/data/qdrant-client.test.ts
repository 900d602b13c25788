// The official @qdrant/js-client-rest, configured with only the service's URL
// and an API key, drives the data plane: collections, payload indexes, points,
// filters of every kind, query, recommend, scroll, count, payload and aliases.
// (Client 1.19 reaches /points/search and /points/recommend no more; those are
// called as Qdrant's REST API describes them.) On PGlite and PostgreSQL with
// LanceDB, on PostgreSQL with the pgvector engine in the same database, and with
// the vectors on a Citus cluster (a coordinator and two workers) apart from the metadata.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { FILTER_CASES, SHOP_POINTS, UUID_ID, sorted, sortedIds } from "./fixtures";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

describeEachStore("the Qdrant client against the data plane", (getStore, { engineSettings }) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), engineSettings());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("shop", { vectors: { size: 4, distance: "Cosine" } });
    await client.upsert("shop", { wait: true, points: SHOP_POINTS });
  });
  afterAll(() => server.close());

  const post = async (path: string, body: unknown) => {
    const response = await server.call("POST", path, { apiKey: key, body });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body.result;
  };

  describe("collections", () => {
    it("creates, lists, finds, describes, updates and deletes a collection", async () => {
      expect(await client.createCollection("scratch", { vectors: { size: 3, distance: "Euclid", on_disk: true } })).toBe(true);
      expect(await client.collectionExists("scratch")).toEqual({ exists: true });
      expect(await client.collectionExists("nothing")).toEqual({ exists: false });
      expect((await client.getCollections()).collections).toEqual([{ name: "scratch" }, { name: "shop" }]);

      const info = await client.getCollection("scratch");
      expect(info).toMatchObject({
        status: "green",
        optimizer_status: "ok",
        points_count: 0,
        indexed_vectors_count: 0,
        segments_count: expect.any(Number),
        config: {
          params: { vectors: { size: 3, distance: "Euclid", on_disk: true }, shard_number: 1, replication_factor: 1 },
          hnsw_config: { m: 16, ef_construct: 100, full_scan_threshold: 10000 },
          optimizer_config: { deleted_threshold: 0.2, indexing_threshold: 10000, flush_interval_sec: 5 },
          wal_config: { wal_capacity_mb: 32, wal_segments_ahead: 0 },
        },
        payload_schema: {},
      });

      expect(await client.updateCollection("scratch", { optimizers_config: { indexing_threshold: 5000 }, hnsw_config: { m: 32 } })).toBe(true);
      const updated = await client.getCollection("scratch");
      expect(updated.config.optimizer_config.indexing_threshold).toBe(5000);
      expect(updated.config.hnsw_config.m).toBe(32);

      expect(await client.deleteCollection("scratch")).toBe(true);
      expect(await client.collectionExists("scratch")).toEqual({ exists: false });
    });

    it("reports the points of a collection", async () => {
      const info = await client.getCollection("shop");
      expect(info.points_count).toBe(SHOP_POINTS.length);
      expect(info.config.params.vectors).toEqual({ size: 4, distance: "Cosine", on_disk: false });
    });

    it("creates collections with every distance", async () => {
      for (const distance of ["Cosine", "Euclid", "Dot", "Manhattan"] as const) {
        const name = `distance-${distance}`;
        await client.createCollection(name, { vectors: { size: 2, distance } });
        expect((await client.getCollection(name)).config.params.vectors).toMatchObject({ size: 2, distance });
        await client.deleteCollection(name);
      }
    });
  });

  describe("payload indexes", () => {
    it("creates an index of every type, shows it in payload_schema with its point count, and deletes it", async () => {
      const fields = [
        ["city", "keyword"],
        ["stock", "integer"],
        ["price", "float"],
        ["in_stock", "bool"],
        ["added", "datetime"],
        ["title", "text"],
      ] as const;
      for (const [field, type] of fields) {
        expect(await client.createPayloadIndex("shop", { field_name: field, field_schema: type, wait: true })).toEqual({ operation_id: expect.any(Number), status: "completed" });
      }
      await client.createPayloadIndex("shop", { field_name: "ref", field_schema: { type: "uuid" }, wait: true });
      const { payload_schema: schema } = await client.getCollection("shop");
      expect(schema).toEqual({
        city: { data_type: "keyword", points: 5 },
        stock: { data_type: "integer", points: 5 },
        price: { data_type: "float", points: 5 },
        in_stock: { data_type: "bool", points: 4 },
        added: { data_type: "datetime", points: 4 },
        title: { data_type: "text", points: 4 },
        ref: { data_type: "uuid", params: { type: "uuid" }, points: 0 },
      });

      expect(await client.deletePayloadIndex("shop", "ref", { wait: true })).toMatchObject({ status: "completed" });
      expect(Object.keys((await client.getCollection("shop")).payload_schema)).not.toContain("ref");
    });
  });

  describe("points", () => {
    it("upserts in the list form and in the batch form, and retrieves by id", async () => {
      await client.createCollection("forms", { vectors: { size: 2, distance: "Dot" } });
      expect(await client.upsert("forms", { wait: true, points: [{ id: 1, vector: [1, 2], payload: { form: "list" } }] })).toEqual({ operation_id: expect.any(Number), status: "completed" });
      expect(
        await client.upsert("forms", { wait: true, batch: { ids: [2, "0193a3b2-5a4e-7a3c-8e1b-2c3d4e5f6a7b"], vectors: [[3, 4], [5, 6]], payloads: [{ form: "batch" }, null] } }),
      ).toMatchObject({ status: "completed" });

      const points = await client.retrieve("forms", { ids: [1, 2, "0193A3B2-5A4E-7A3C-8E1B-2C3D4E5F6A7B", 99], with_payload: true, with_vector: true });
      expect(points).toEqual([
        { id: 1, payload: { form: "list" }, vector: [1, 2] },
        { id: 2, payload: { form: "batch" }, vector: [3, 4] },
        { id: "0193a3b2-5a4e-7a3c-8e1b-2c3d4e5f6a7b", payload: {}, vector: [5, 6] },
      ]);
      expect(await client.retrieve("forms", { ids: [1], with_payload: ["missing"] })).toEqual([{ id: 1, payload: {} }]);

      // Upserting an id again replaces the point.
      await client.upsert("forms", { wait: true, points: [{ id: 1, vector: [7, 8], payload: { form: "again" } }] });
      expect(await client.retrieve("forms", { ids: [1], with_vector: true })).toEqual([{ id: 1, payload: { form: "again" }, vector: [7, 8] }]);
      expect((await client.count("forms")).count).toBe(3);
    });

    it("reads one point by id with GET", async () => {
      const response = await server.call("GET", `/collections/shop/points/${UUID_ID}`, { apiKey: key });
      expect(response.status).toBe(200);
      expect(response.body.result).toEqual({ id: UUID_ID, payload: SHOP_POINTS[5]?.payload, vector: expect.any(Array) });
      expect(await server.call("GET", "/collections/shop/points/404", { apiKey: key })).toEqual({
        status: 404,
        body: { status: { error: "Not found: No point with id 404 found" }, time: expect.any(Number) },
      });
    });

    it("selects payload keys with include and exclude", async () => {
      const [included] = await client.retrieve("shop", { ids: [1], with_payload: { include: ["city", "price"] } });
      expect(included?.payload).toEqual({ city: "Berlin", price: 10 });
      const [excluded] = await client.retrieve("shop", { ids: [3], with_payload: { exclude: ["title", "added", "tags"] } });
      expect(excluded?.payload).toEqual({ city: "Paris", price: 40, stock: 7, in_stock: true, owner: "ada" });
    });

    it("applies a write with wait=false later, in order, and answers at once", async () => {
      await client.createCollection("later", { vectors: { size: 2, distance: "Dot" } });
      const acknowledged = await client.upsert("later", { wait: false, points: [{ id: 1, vector: [1, 1] }] });
      expect(acknowledged).toEqual({ operation_id: expect.any(Number), status: "acknowledged" });
      await client.delete("later", { wait: false, points: [1] });
      await client.upsert("later", { wait: true, points: [{ id: 2, vector: [2, 2] }] });
      expect(sortedIds((await client.scroll("later")).points)).toEqual([2]);
    });
  });

  describe("filters", () => {
    it.each(FILTER_CASES)("searches with %s (the true top-k of the matching points)", async (_name, filter, ids) => {
      const found = await post("/collections/shop/points/search", { vector: [1, 1, 1, 1], filter, limit: 10, with_payload: false });
      expect(sortedIds(found)).toEqual(sorted(ids));
      // Top-1 is a nearest matching point, not a post-filtered remainder.
      const [top] = await post("/collections/shop/points/search", { vector: [1, 1, 1, 1], filter, limit: 1 });
      expect(top?.score).toBeCloseTo(Math.max(...found.map((point: { score: number }) => point.score)), 5);
    });

    it.each(FILTER_CASES)("counts, scrolls and queries with %s", async (_name, filter, ids) => {
      expect(await client.count("shop", { filter, exact: true })).toEqual({ count: ids.length });
      expect(sortedIds((await client.scroll("shop", { filter, limit: 100 })).points)).toEqual(sorted(ids));
      expect(sortedIds((await client.query("shop", { query: [1, 1, 1, 1], filter, limit: 100 })).points)).toEqual(sorted(ids));
    });

    it("matches prefixes and substrings holding %, _, \\ and quotes literally, alike with a keyword index (SQL) and without", async () => {
      const skus = ["50%_off", "50%-off", "5000", "a\\b", "it's", "x_y", "xay"];
      await client.createCollection("patterns", { vectors: { size: 2, distance: "Dot" } });
      await client.upsert("patterns", { wait: true, points: skus.map((sku, index) => ({ id: index + 1, vector: [1, index], payload: { sku, code: [7, sku] } })) });
      await client.createPayloadIndex("patterns", { field_name: "sku", field_schema: "keyword", wait: true });
      const cases: [match: Record<string, string>, ids: number[]][] = [
        [{ prefix: "50%_" }, [1]],
        [{ prefix: "50%" }, [1, 2]],
        [{ substring: "_" }, [1, 6]],
        [{ substring: "%" }, [1, 2]],
        [{ substring: "\\b" }, [4]],
        [{ prefix: "it'" }, [5]],
        [{ substring: "" }, [1, 2, 3, 4, 5, 6, 7]],
      ];
      for (const [match, ids] of cases) {
        for (const key of ["sku", "code"]) {
          const filter = { must: [{ key, match }] };
          expect([match, key, sortedIds((await client.scroll("patterns", { filter, limit: 100 })).points)]).toEqual([match, key, ids]);
          expect(await client.count("patterns", { filter, exact: true })).toEqual({ count: ids.length });
        }
      }
      const facet = await post("/collections/patterns/facet", { key: "sku", filter: { must: [{ key: "code", match: { prefix: "50%" } }] }, exact: true });
      expect(facet.hits).toEqual([
        { value: "50%-off", count: 1 },
        { value: "50%_off", count: 1 },
      ]);
      await client.delete("patterns", { wait: true, filter: { must: [{ key: "sku", match: { substring: "%" } }] } });
      expect((await client.count("patterns", { exact: true })).count).toBe(5);
    });
  });

  describe("search", () => {
    it("ranks by similarity, with offset, score_threshold, payload and vector as asked", async () => {
      const ranked = await post("/collections/shop/points/search", { vector: [1, 0, 0, 0], limit: 3, with_payload: ["city"], with_vector: true });
      expect(ranked.map((point: { id: unknown }) => point.id)).toEqual([1, 2, UUID_ID]);
      expect(ranked[0]).toEqual({ id: 1, version: 0, score: expect.closeTo(1, 5), payload: { city: "Berlin" }, vector: expect.any(Array) });
      const second = await post("/collections/shop/points/search", { vector: [1, 0, 0, 0], limit: 1, offset: 1 });
      expect(second).toEqual([{ id: 2, version: 0, score: expect.any(Number) }]);
      const close = await post("/collections/shop/points/search", { vector: [1, 0, 0, 0], limit: 10, score_threshold: 0.9 });
      expect(sortedIds(close)).toEqual([1, 2]);
      const exact = await post("/collections/shop/points/search", { vector: { name: "", vector: [1, 0, 0, 0] }, limit: 1, params: { exact: true, hnsw_ef: 64 } });
      expect(exact[0]?.id).toBe(1);
    });

    it("runs a batch of searches", async () => {
      const results = await post("/collections/shop/points/search/batch", {
        searches: [
          { vector: [1, 0, 0, 0], limit: 1 },
          { vector: [0, 1, 0, 0], limit: 1, filter: { must: [{ key: "city", match: { value: "Berlin" } }] } },
        ],
      });
      expect(results.map((points: { id: unknown }[]) => points.map(({ id }) => id))).toEqual([[1], [1]]);
    });
  });

  describe("query", () => {
    it("queries by vector, by nearest, and by point id (leaving that point out)", async () => {
      expect((await client.query("shop", { query: [0, 0, 1, 0], limit: 1 })).points).toEqual([{ id: 4, version: 0, score: expect.closeTo(1, 5) }]);
      expect((await client.query("shop", { query: { nearest: [0, 1, 0, 0] }, limit: 1, with_payload: true })).points[0]).toMatchObject({ id: 3, payload: { city: "Paris" } });
      const byId = await client.query("shop", { query: 1, limit: 2 });
      expect(byId.points.map(({ id }) => id)).toEqual([2, UUID_ID]);
      const byUuid = await client.query("shop", { query: { nearest: UUID_ID }, limit: 10 });
      expect(byUuid.points.map(({ id }) => id)).not.toContain(UUID_ID);
    });

    it("recommends from positive and negative examples (ids or vectors), leaving the examples out", async () => {
      const recommended = await client.query("shop", { query: { recommend: { positive: [1], negative: [3] } }, limit: 3 });
      // 2 * [1, 0, 0, 0] - [0, 1, 0, 0]: nearest are 2, then the UUID point; 1 and 3 are never returned.
      expect(recommended.points.map(({ id }) => id).slice(0, 2)).toEqual([2, UUID_ID]);
      expect(recommended.points.map(({ id }) => id)).not.toEqual(expect.arrayContaining([1]));
      expect(recommended.points.map(({ id }) => id)).not.toEqual(expect.arrayContaining([3]));
      const withVector = await client.query("shop", { query: { recommend: { positive: [[0, 0, 1, 0]], strategy: "average_vector" } }, limit: 1 });
      expect(withVector.points[0]?.id).toBe(4);
    });

    it("pages through points in id order without a query, and runs batches", async () => {
      expect((await client.query("shop", { limit: 2 })).points.map(({ id }) => id)).toEqual([1, 2]);
      const batch = await client.queryBatch("shop", { searches: [{ query: [1, 0, 0, 0], limit: 1 }, { query: 4, limit: 1, filter: { must: [{ has_id: [5] }] } }] });
      expect(batch.map(({ points }) => points.map(({ id }) => id))).toEqual([[1], [5]]);
    });
  });

  describe("recommend", () => {
    it("recommends like positive examples and unlike negative ones, without the examples", async () => {
      const recommended = await post("/collections/shop/points/recommend", { positive: [1, [0.9, 0.1, 0, 0]], negative: [4], limit: 2, with_payload: ["city"] });
      expect(recommended.map((point: { id: unknown }) => point.id)).toEqual([2, UUID_ID]);
      expect(recommended[0]).toEqual({ id: 2, version: 0, score: expect.any(Number), payload: { city: "London" } });
      const filtered = await post("/collections/shop/points/recommend", { positive: [1], limit: 5, filter: { must: [{ key: "city", match: { value: "Berlin" } }] } });
      expect(sortedIds(filtered)).toEqual([4]);
      const batch = await post("/collections/shop/points/recommend/batch", { searches: [{ positive: [3], limit: 1 }, { positive: [4], negative: [1], limit: 1 }] });
      expect(batch.map((points: { id: unknown }[]) => points.length)).toEqual([1, 1]);
    });
  });

  describe("scroll and count", () => {
    it("scrolls in id order, page by page", async () => {
      const first = await client.scroll("shop", { limit: 2 });
      expect(first.points.map(({ id }) => id)).toEqual([1, 2]);
      expect(first.points[0]).toEqual({ id: 1, payload: SHOP_POINTS[0]?.payload });
      const second = await client.scroll("shop", { limit: 2, offset: first.next_page_offset ?? undefined, with_payload: false, with_vector: true });
      expect(second.points).toEqual([
        { id: 3, vector: expect.any(Array) },
        { id: 4, vector: expect.any(Array) },
      ]);
      const last = await client.scroll("shop", { limit: 10, offset: 5 });
      expect(last.points.map(({ id }) => id)).toEqual([5, UUID_ID]);
      expect(last.next_page_offset).toBeNull();
    });

    it("scrolls ordered by a payload field", async () => {
      await client.createPayloadIndex("shop", { field_name: "price", field_schema: "float", wait: true });
      const cheapest = await client.scroll("shop", { limit: 3, order_by: "price" });
      expect(cheapest.points.map(({ id }) => id)).toEqual([4, 1, 2]);
      const dearest = await client.scroll("shop", { limit: 2, order_by: { key: "price", direction: "desc" } });
      expect(dearest.points.map(({ id }) => id)).toEqual([UUID_ID, 3]);
      const from = await client.scroll("shop", { limit: 2, order_by: { key: "price", start_from: 20 } });
      expect(from.points.map(({ id }) => id)).toEqual([2, 3]);
    });

    it("counts all points, or those matching a filter", async () => {
      expect(await client.count("shop")).toEqual({ count: SHOP_POINTS.length });
      expect(await client.count("shop", { filter: { must: [{ key: "in_stock", match: { value: true } }] }, exact: false })).toEqual({ count: 3 });
    });
  });

  describe("payload", () => {
    beforeEach(async () => {
      await client.deleteCollection("notes");
      await client.createCollection("notes", { vectors: { size: 2, distance: "Dot" } });
      await client.upsert("notes", {
        wait: true,
        points: [
          { id: 1, vector: [1, 0], payload: { a: 1, b: 2, topic: "x" } },
          { id: 2, vector: [0, 1], payload: { a: 3, topic: "y" } },
        ],
      });
    });
    const payloads = async () => (await client.retrieve("notes", { ids: [1, 2] })).map(({ id, payload }) => ({ id, payload }));

    it("sets keys, by ids and by filter, and under a nested key", async () => {
      await client.setPayload("notes", { payload: { b: 20, c: 30 }, points: [1], wait: true });
      await client.setPayload("notes", { payload: { seen: true }, filter: { must: [{ key: "topic", match: { value: "y" } }] }, wait: true });
      await client.setPayload("notes", { payload: { level: 2 }, points: [2], key: "meta", wait: true });
      expect(await payloads()).toEqual([
        { id: 1, payload: { a: 1, b: 20, c: 30, topic: "x" } },
        { id: 2, payload: { a: 3, topic: "y", seen: true, meta: { level: 2 } } },
      ]);
    });

    it("overwrites, deletes keys and clears", async () => {
      await client.overwritePayload("notes", { payload: { only: "this" }, points: [1], wait: true });
      await client.deletePayload("notes", { keys: ["a"], filter: { must: [{ key: "topic", match: { value: "y" } }] }, wait: true });
      expect(await payloads()).toEqual([
        { id: 1, payload: { only: "this" } },
        { id: 2, payload: { topic: "y" } },
      ]);
      await client.clearPayload("notes", { points: [1, 2], wait: true });
      expect(await payloads()).toEqual([
        { id: 1, payload: {} },
        { id: 2, payload: {} },
      ]);
    });

    it("deletes points by ids and by filter", async () => {
      await client.upsert("notes", { wait: true, points: [{ id: 3, vector: [1, 1], payload: { topic: "x" } }] });
      expect(await client.delete("notes", { points: [2], wait: true })).toMatchObject({ status: "completed" });
      expect(sortedIds((await client.scroll("notes")).points)).toEqual([1, 3]);
      await client.delete("notes", { filter: { must: [{ key: "topic", match: { value: "x" } }] }, wait: true });
      expect(await client.count("notes")).toEqual({ count: 0 });
    });
  });

  describe("aliases", () => {
    it("creates, lists, follows, renames and deletes aliases", async () => {
      expect(await client.updateCollectionAliases({ actions: [{ create_alias: { collection_name: "shop", alias_name: "store" } }] })).toBe(true);
      expect(await client.getAliases()).toEqual({ aliases: [{ alias_name: "store", collection_name: "shop" }] });
      expect(await client.getCollectionAliases("shop")).toEqual({ aliases: [{ alias_name: "store", collection_name: "shop" }] });
      expect((await client.count("store")).count).toBe(SHOP_POINTS.length);
      expect(await client.collectionExists("store")).toEqual({ exists: true });

      await client.updateCollectionAliases({ actions: [{ rename_alias: { old_alias_name: "store", new_alias_name: "market" } }] });
      expect((await client.getAliases()).aliases).toEqual([{ alias_name: "market", collection_name: "shop" }]);
      expect((await client.query("market", { query: [1, 0, 0, 0], limit: 1 })).points[0]?.id).toBe(1);

      await client.updateCollectionAliases({ actions: [{ delete_alias: { alias_name: "market" } }] });
      expect((await client.getAliases()).aliases).toEqual([]);
      await expect(client.count("market")).rejects.toMatchObject({ status: 404 });
    });

    it("applies a list of actions all or nothing", async () => {
      const response = await server.call("POST", "/collections/aliases", {
        apiKey: key,
        body: { actions: [{ create_alias: { collection_name: "shop", alias_name: "first" } }, { delete_alias: { alias_name: "never-made" } }] },
      });
      expect(response).toEqual({ status: 404, body: { status: { error: "Not found: Alias `never-made` doesn't exist!" }, time: expect.any(Number) } });
      expect((await client.getAliases()).aliases).toEqual([]);
      expect((await server.call("POST", "/collections/aliases", { apiKey: key, body: { actions: [{ create_alias: { collection_name: "shop", alias_name: "shop" } }] } })).body).toEqual({
        status: { error: "Wrong input: Collection `shop` already exists!" },
        time: expect.any(Number),
      });
    });
  });

  it("answers the client's version check at /", async () => {
    expect(await client.versionInfo()).toEqual({ title: expect.any(String), version: expect.stringMatching(/^1\.\d+\.\d+$/), commit: null });
  });
}, { pgvector: true, citus: true });
