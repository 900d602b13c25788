// qdrant.Points' writes and reads through the official @qdrant/js-client-grpc,
// against REST on a twin collection: the same points written over REST and
// over gRPC (named dense, sparse and multi-vectors; payloads of every JSON
// type, integers apart from floats, integer and UUID ids) are stored alike, and
// Get and Scroll read them as REST's retrieve and scroll do; every kind of
// filter condition counts and scrolls as its REST form; each write (payload,
// vectors, deletes, a batch) leaves both collections alike; field indexes and
// vector names made over gRPC show in REST's collection info; bad input is
// refused in REST's words with INVALID_ARGUMENT or NOT_FOUND.
import { Direction, Distance, FieldType, Modifier, NullValue, TokenizerType, UpdateStatus, WriteOrderingType, type QdrantClient } from "@qdrant/js-client-grpc";
import type { QdrantClient as RestClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { refusal, startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(60_000);

const pointsApi = (client: QdrantClient) => client.api("points");
type PointsApi = ReturnType<typeof pointsApi>;
type UpsertInit = Parameters<PointsApi["upsert"]>[0];
type PointInit = NonNullable<UpsertInit["points"]>[number];
type FilterInit = NonNullable<Parameters<PointsApi["count"]>[0]["filter"]>;
type ConditionInit = NonNullable<FilterInit["must"]>[number];
type ValueInit = NonNullable<PointInit["payload"]>[string];
type NamedVectorsInit = Extract<NonNullable<NonNullable<PointInit["vectors"]>["vectorsOptions"]>, { case: "vectors" }>["value"];
type VectorInit = NonNullable<NamedVectorsInit["vectors"]>[string];
type RetrievedPoint = Awaited<ReturnType<PointsApi["get"]>>["result"][number];
type PointIdInit = NonNullable<PointInit["id"]>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type RestVector = number[] | number[][] | { indices: number[]; values: number[] };
interface RestPoint {
  id: number | string;
  vector: Record<string, RestVector>;
  payload: Record<string, Json>;
}

const COLLECTION = {
  vectors: { dense: { size: 4, distance: "Cosine" as const }, colbert: { size: 2, distance: "Dot" as const, multivector_config: { comparator: "max_sim" as const } } },
  sparse_vectors: { text: {} },
};

const UUID_A = "5c56c793-69f3-4fbf-87e6-c4bf54c28c26";
const UUID_B = "0f7e3c55-9d3a-4c2e-b1a0-7d5e2f4a9b11";

// Vectors of float32-exact values, so that a float sent over gRPC and a number sent over REST are the same vector.
const POINTS: RestPoint[] = [
  {
    id: 1,
    vector: { dense: [1, 2, 2, 4], colbert: [[1, 0], [0.5, 0.25]], text: { indices: [1, 5], values: [0.5, 0.25] } },
    payload: {
      city: "Paris", count: 3, price: 1.5, open: true, note: null, tags: ["a", "b"], body: "the quick brown fox", when: "2024-05-01T10:00:00Z",
      location: { lon: 2.35, lat: 48.85 }, offers: [{ price: 5, kind: "new" }, { price: 9, kind: "used" }], address: { street: "Rue A", number: 10, floors: [1, 2.5] },
    },
  },
  {
    id: 2,
    vector: { dense: [0.5, 0.25, 1, 0], colbert: [[2, 2]], text: { indices: [2], values: [1] } },
    payload: {
      city: "Berlin", count: 7, price: 20.25, open: false, note: "closed", tags: ["b"], body: "lazy dogs sleep", when: "2024-06-01T00:00:00Z",
      location: { lon: 13.4, lat: 52.52 }, offers: [{ price: 12, kind: "new" }], address: { street: "Strasse", number: 2 },
    },
  },
  {
    id: UUID_A,
    vector: { dense: [0, 1, 0, 1], colbert: [[1, 1], [1, -1], [0, 2]], text: { indices: [1, 2, 3], values: [0.125, 2, 4] } },
    payload: { city: "London", count: 0, price: -3.5, open: true, tags: [], body: "quick thinking", when: "2023-01-01T00:00:00Z", location: { lon: -0.13, lat: 51.5 }, address: { street: "Lane", number: 1 } },
  },
  {
    id: 4,
    vector: { dense: [4, 0, 0, 1], colbert: [[0, 1]], text: { indices: [7], values: [8] } },
    payload: { city: "Paris", count: 12, price: 0, open: false, note: null, tags: ["c", "a", "d"], body: "brown bread", when: "2024-12-24T18:30:00.250Z", location: { lon: 2.29, lat: 48.86 }, offers: [{ price: 30, kind: "used" }] },
  },
  { id: UUID_B, vector: { dense: [1, 1, 1, 1] }, payload: { city: "Rome", count: 5, price: 2, open: true, tags: ["e"], body: "dolce vita", location: { lon: 12.5, lat: 41.9 } } },
  { id: 6, vector: { dense: [2, 0, 1, 0] }, payload: {} },
];

describeEachStore(
  "qdrant.Points over gRPC",
  (getStore, { engineSettings }) => {
    let server: DataPlaneServer;
    let grpc: GrpcService;
    let key: string;
    let rest: RestClient;
    let points: PointsApi;

    beforeAll(async () => {
      server = await startDataPlaneServer(getStore(), engineSettings());
      grpc = await startGrpcService(server);
      ({ key, client: rest } = await server.ownerClient());
      points = pointsApi(grpc.client(key));
      for (const name of ["by-rest", "by-grpc"]) {
        await rest.createCollection(name, COLLECTION);
        await rest.createPayloadIndex(name, { field_name: "body", field_schema: { type: "text", tokenizer: "word", phrase_matching: true }, wait: true });
        await rest.createPayloadIndex(name, { field_name: "city", field_schema: { type: "keyword", prefix: true } as never, wait: true });
        await rest.createPayloadIndex(name, { field_name: "count", field_schema: "integer", wait: true });
      }
      await rest.upsert("by-rest", { wait: true, points: POINTS });
      const upserted = await points.upsert({ collectionName: "by-grpc", wait: true, points: POINTS.map(grpcPointOf) });
      expect(upserted.result?.status).toBe(UpdateStatus.Completed);
    });

    afterAll(async () => {
      await grpc?.close();
      await server?.close();
    });

    it("stores what Upsert sends as REST stores it, and Get and Scroll read it as REST does", async () => {
      expect(await restPoints("by-grpc")).toEqual(await restPoints("by-rest"));

      const ids = POINTS.map(({ id }) => id);
      const got = await points.get({ collectionName: "by-grpc", timeout: 10n, ids: ids.map(grpcIdOf), withPayload: enabled(true), withVectors: enabled(true) });
      const retrieved = await rest.retrieve("by-rest", { ids, with_payload: true, with_vector: true });
      expect(got.result.map(restRecordOf)).toEqual(retrieved.map(asRecord));
      // Integers stay integers and floats doubles, nested in objects and lists too.
      const [first] = got.result;
      expect(first?.payload.count?.kind).toEqual({ case: "integerValue", value: 3n });
      expect(first?.payload.price?.kind).toEqual({ case: "doubleValue", value: 1.5 });
      expect(first?.payload.note?.kind).toEqual({ case: "nullValue", value: NullValue.NULL_VALUE });
      expect(first?.payload.address?.kind.case).toBe("structValue");

      // Some payload and vectors only; by pages of 2, as REST's pages.
      const selected = { withPayload: { selectorOptions: { case: "include" as const, value: { fields: ["city", "address"] } } }, withVectors: { selectorOptions: { case: "include" as const, value: { names: ["text"] } } } };
      let offset: PointIdInit | undefined;
      let restOffset: number | string | null | undefined;
      do {
        const page = await points.scroll({ collectionName: "by-grpc", limit: 2, offset, ...selected });
        const restPage = await rest.scroll("by-rest", { limit: 2, offset: restOffset ?? undefined, with_payload: { include: ["city", "address"] }, with_vector: ["text"] });
        expect(page.result.map(restRecordOf)).toEqual(restPage.points.map(asRecord));
        expect(page.nextPageOffset ? restIdOf(page.nextPageOffset) : null).toEqual(restPage.next_page_offset ?? null);
        offset = page.nextPageOffset;
        restOffset = restPage.next_page_offset as typeof restOffset;
      } while (offset);

      const ordered = await points.scroll({ collectionName: "by-grpc", orderBy: { key: "count", direction: Direction.Desc, startFrom: { value: { case: "integer", value: 7n } } }, withPayload: { selectorOptions: { case: "exclude", value: { fields: ["body"] } } } });
      const restOrdered = await rest.scroll("by-rest", { order_by: { key: "count", direction: "desc", start_from: 7 }, with_payload: { exclude: ["body"] } });
      expect(ordered.result.map(restRecordOf)).toEqual(restOrdered.points.map(asRecord));
      expect(ordered.result.map(({ id }) => restIdOf(id))).toEqual([2, UUID_B, 1, UUID_A]);
    });

    it("counts and scrolls with each kind of filter condition as REST does", async () => {
      const paris = match("city", { case: "keyword", value: "Paris" });
      const restParis = { key: "city", match: { value: "Paris" } };
      const since2024 = { seconds: BigInt(Date.parse("2024-01-01T00:00:00Z") / 1000), nanos: 0 };
      const ring = (corners: [number, number][]) => ({ points: [...corners, corners[0] ?? [0, 0]].map(([lon, lat]) => ({ lon, lat })) });
      const restRing = (corners: [number, number][]) => ({ points: [...corners, corners[0] ?? [0, 0]].map(([lon, lat]) => ({ lon, lat })) });
      const westernEurope: [number, number][] = [[-5, 45], [5, 45], [5, 55], [-5, 55]];
      const cases: [string, FilterInit, Record<string, unknown>][] = [
        ["match keyword", { must: [paris] }, { must: [restParis] }],
        ["match integer", { must: [match("count", { case: "integer", value: 7n })] }, { must: [{ key: "count", match: { value: 7 } }] }],
        ["match boolean", { must: [match("open", { case: "boolean", value: true })] }, { must: [{ key: "open", match: { value: true } }] }],
        ["match text", { must: [match("body", { case: "text", value: "quick" })] }, { must: [{ key: "body", match: { text: "quick" } }] }],
        ["match phrase", { must: [match("body", { case: "phrase", value: "quick brown" })] }, { must: [{ key: "body", match: { phrase: "quick brown" } }] }],
        ["match text_any", { must: [match("body", { case: "textAny", value: "lazy bread" })] }, { must: [{ key: "body", match: { text_any: "lazy bread" } }] }],
        ["match prefix", { must: [match("city", { case: "prefix", value: "Ber" })] }, { must: [{ key: "city", match: { prefix: "Ber" } }] }],
        ["match keywords", { must: [match("city", { case: "keywords", value: { strings: ["Berlin", "Rome"] } })] }, { must: [{ key: "city", match: { any: ["Berlin", "Rome"] } }] }],
        ["match integers", { must: [match("count", { case: "integers", value: { integers: [0n, 12n] } })] }, { must: [{ key: "count", match: { any: [0, 12] } }] }],
        ["match except integers", { must: [match("count", { case: "exceptIntegers", value: { integers: [3n, 7n] } })] }, { must: [{ key: "count", match: { except: [3, 7] } }] }],
        ["match except keywords", { must: [match("city", { case: "exceptKeywords", value: { strings: ["Paris"] } })] }, { must: [{ key: "city", match: { except: ["Paris"] } }] }],
        ["range", { must: [field({ key: "price", range: { gte: 0, lt: 10 } })] }, { must: [{ key: "price", range: { gte: 0, lt: 10 } }] }],
        ["datetime range", { must: [field({ key: "when", datetimeRange: { gte: since2024 } })] }, { must: [{ key: "when", range: { gte: "2024-01-01T00:00:00Z" } }] }],
        ["values count", { must: [field({ key: "tags", valuesCount: { gte: 2n } })] }, { must: [{ key: "tags", values_count: { gte: 2 } }] }],
        [
          "geo bounding box",
          { must: [field({ key: "location", geoBoundingBox: { topLeft: { lon: -1, lat: 53 }, bottomRight: { lon: 3, lat: 48 } } })] },
          { must: [{ key: "location", geo_bounding_box: { top_left: { lon: -1, lat: 53 }, bottom_right: { lon: 3, lat: 48 } } }] },
        ],
        ["geo radius", { must: [field({ key: "location", geoRadius: { center: { lon: 2.35, lat: 48.85 }, radius: 400_000 } })] }, { must: [{ key: "location", geo_radius: { center: { lon: 2.35, lat: 48.85 }, radius: 400_000 } }] }],
        ["geo polygon", { must: [field({ key: "location", geoPolygon: { exterior: ring(westernEurope), interiors: [] } })] }, { must: [{ key: "location", geo_polygon: { exterior: restRing(westernEurope) } }] }],
        ["field is_empty", { must: [field({ key: "tags", isEmpty: true })] }, { must: [{ key: "tags", is_empty: true }] }],
        ["field is_null", { must: [field({ key: "note", isNull: true })] }, { must: [{ key: "note", is_null: true }] }],
        ["is_empty", { must: [{ conditionOneOf: { case: "isEmpty", value: { key: "offers" } } }] }, { must: [{ is_empty: { key: "offers" } }] }],
        ["is_null", { must: [{ conditionOneOf: { case: "isNull", value: { key: "note" } } }] }, { must: [{ is_null: { key: "note" } }] }],
        ["has_id", { must: [{ conditionOneOf: { case: "hasId", value: { hasId: [grpcIdOf(1), grpcIdOf(UUID_A)] } } }] }, { must: [{ has_id: [1, UUID_A] }] }],
        ["has_vector", { must: [{ conditionOneOf: { case: "hasVector", value: { hasVector: "colbert" } } }] }, { must: [{ has_vector: "colbert" }] }],
        [
          "nested filter",
          { must: [{ conditionOneOf: { case: "filter", value: { should: [paris, match("city", { case: "keyword", value: "Rome" })] } } }] },
          { must: [{ should: [restParis, { key: "city", match: { value: "Rome" } }] }] },
        ],
        [
          "nested",
          { must: [{ conditionOneOf: { case: "nested", value: { key: "offers", filter: { must: [field({ key: "price", range: { lt: 10 } }), match("kind", { case: "keyword", value: "new" })] } } } }] },
          { must: [{ nested: { key: "offers", filter: { must: [{ key: "price", range: { lt: 10 } }, { key: "kind", match: { value: "new" } }] } } }] },
        ],
        [
          "min_should",
          { minShould: { conditions: [paris, match("open", { case: "boolean", value: true }), field({ key: "count", range: { gt: 5 } })], minCount: 2n } },
          { min_should: { conditions: [restParis, { key: "open", match: { value: true } }, { key: "count", range: { gt: 5 } }], min_count: 2 } },
        ],
        ["must_not and should", { mustNot: [paris], should: [match("open", { case: "boolean", value: true })] }, { must_not: [restParis], should: [{ key: "open", match: { value: true } }] }],
        ["slice", { must: [{ conditionOneOf: { case: "slice", value: { total: 2, index: 0 } } }] }, { must: [{ slice: { total: 2, index: 0 } }] }],
        ["nested key path", { must: [field({ key: "address.number", range: { gte: 2 } })] }, { must: [{ key: "address.number", range: { gte: 2 } }] }],
      ];
      for (const [name, filter, restFilter] of cases) {
        const counted = await points.count({ collectionName: "by-grpc", filter, exact: true });
        const restCount = await rest.count("by-rest", { filter: restFilter as never, exact: true });
        const scrolled = await points.scroll({ collectionName: "by-grpc", filter, withPayload: enabled(false) });
        const restScrolled = await rest.scroll("by-rest", { filter: restFilter as never, with_payload: false });
        expect({ name, count: Number(counted.result?.count), ids: scrolled.result.map(({ id }) => restIdOf(id)) }).toEqual({ name, count: restCount.count, ids: restScrolled.points.map(({ id }) => id) });
        // Each case picks some points and leaves some out.
        expect({ name, picks: restCount.count > 0 && restCount.count < POINTS.length }).toEqual({ name, picks: true });
      }
    });

    it("applies each write as the REST call of the same meaning, one by one and in a batch", async () => {
      const both = { wait: true };
      const byIds = (...ids: (number | string)[]) => ({ pointsSelectorOneOf: { case: "points" as const, value: { ids: ids.map(grpcIdOf) } } });
      const byFilter = (filter: FilterInit) => ({ pointsSelectorOneOf: { case: "filter" as const, value: filter } });
      const parisFilter = { must: [match("city", { case: "keyword", value: "Paris" })] };
      const restParisFilter = { must: [{ key: "city", match: { value: "Paris" } }] };
      const grpcWrites: Promise<{ result?: { status: UpdateStatus } }>[] = [];
      const collectionName = "by-grpc";

      await rest.setPayload("by-rest", { ...both, payload: { extra: { deep: 1, list: [true, null] } }, points: [1, 2] });
      grpcWrites.push(points.setPayload({ collectionName, ...both, ordering: { type: WriteOrderingType.Strong }, timeout: 10n, payload: grpcFieldsOf({ extra: { deep: 1, list: [true, null] } }), pointsSelector: byIds(1, 2) }));
      await grpcWrites.at(-1);
      await rest.setPayload("by-rest", { ...both, payload: { street: "New" }, key: "address", filter: restParisFilter });
      grpcWrites.push(points.setPayload({ collectionName, ...both, payload: grpcFieldsOf({ street: "New" }), key: "address", pointsSelector: byFilter(parisFilter) }));
      await grpcWrites.at(-1);
      await rest.overwritePayload("by-rest", { ...both, payload: { city: "Madrid", count: 1 }, points: [UUID_B] });
      grpcWrites.push(points.overwritePayload({ collectionName, ...both, payload: grpcFieldsOf({ city: "Madrid", count: 1 }), pointsSelector: byIds(UUID_B) }));
      await grpcWrites.at(-1);
      await rest.deletePayload("by-rest", { ...both, keys: ["tags", "address.number"], points: [1, UUID_A] });
      grpcWrites.push(points.deletePayload({ collectionName, ...both, keys: ["tags", "address.number"], pointsSelector: byIds(1, UUID_A) }));
      await grpcWrites.at(-1);
      await rest.clearPayload("by-rest", { ...both, points: [2] });
      grpcWrites.push(points.clearPayload({ collectionName, ...both, points: byIds(2) }));
      await grpcWrites.at(-1);
      await rest.updateVectors("by-rest", { ...both, points: [{ id: 1, vector: { dense: [4, 3, 2, 1], text: { indices: [9], values: [2] } } }] });
      grpcWrites.push(points.updateVectors({ collectionName, ...both, points: [{ id: grpcIdOf(1), vectors: namedVectors({ dense: [4, 3, 2, 1], text: { indices: [9], values: [2] } }) }] }));
      await grpcWrites.at(-1);
      await rest.deleteVectors("by-rest", { ...both, points: [UUID_A], vector: ["colbert"] });
      grpcWrites.push(points.deleteVectors({ collectionName, ...both, pointsSelector: byIds(UUID_A), vectors: { names: ["colbert"] } }));
      await grpcWrites.at(-1);
      await rest.delete("by-rest", { ...both, filter: { must: [{ key: "count", range: { gte: 12 } }] } });
      grpcWrites.push(points.delete({ collectionName, ...both, points: byFilter({ must: [field({ key: "count", range: { gte: 12 } })] }) }));
      await grpcWrites.at(-1);
      for (const written of await Promise.all(grpcWrites)) expect(written.result?.status).toBe(UpdateStatus.Completed);
      expect(await restPoints("by-grpc")).toEqual(await restPoints("by-rest"));

      const seventh: RestPoint = { id: 7, vector: { dense: [1, 0, 0, 0], colbert: [[1, 2]] }, payload: { city: "Oslo", n: 1 } };
      const restBatch = await rest.batchUpdate("by-rest", {
        wait: true,
        operations: [
          { upsert: { points: [seventh] } },
          { set_payload: { payload: { n: 2, m: "x" }, points: [7] } },
          { overwrite_payload: { payload: { city: "Bergen" }, points: [2] } },
          { delete_payload: { keys: ["price"], filter: { must: [{ key: "open", match: { value: true } }] } } },
          { update_vectors: { points: [{ id: 7, vector: { text: { indices: [3], values: [1] } } }] } },
          { delete_vectors: { points: [7], vector: ["colbert"] } },
          { clear_payload: { points: [UUID_B] } },
          { delete: { points: [6] } },
        ],
      });
      const batch = await points.updateBatch({
        collectionName,
        wait: true,
        operations: [
          { operation: { case: "upsert", value: { points: [grpcPointOf(seventh)] } } },
          { operation: { case: "setPayload", value: { payload: grpcFieldsOf({ n: 2, m: "x" }), pointsSelector: byIds(7) } } },
          { operation: { case: "overwritePayload", value: { payload: grpcFieldsOf({ city: "Bergen" }), pointsSelector: byIds(2) } } },
          { operation: { case: "deletePayload", value: { keys: ["price"], pointsSelector: byFilter({ must: [match("open", { case: "boolean", value: true })] }) } } },
          { operation: { case: "updateVectors", value: { points: [{ id: grpcIdOf(7), vectors: namedVectors({ text: { indices: [3], values: [1] } }) }] } } },
          { operation: { case: "deleteVectors", value: { pointsSelector: byIds(7), vectors: { names: ["colbert"] } } } },
          { operation: { case: "clearPayload", value: { points: byIds(UUID_B) } } },
          { operation: { case: "deletePoints", value: { points: byIds(6) } } },
        ],
      });
      expect(batch.result.map(({ status }) => status)).toEqual(restBatch.map(() => UpdateStatus.Completed));
      expect(await restPoints("by-grpc")).toEqual(await restPoints("by-rest"));
      expect(Number((await points.count({ collectionName, exact: true })).result?.count)).toBe((await rest.count("by-rest", { exact: true })).count);
    });

    it("creates and deletes field indexes and vector names, which REST's collection info shows", async () => {
      const collectionName = "by-grpc";
      await points.createFieldIndex({ collectionName, wait: true, fieldName: "tags", fieldType: FieldType.FieldTypeKeyword, fieldIndexParams: { indexParams: { case: "keywordIndexParams", value: { isTenant: true } } } });
      await points.createFieldIndex({ collectionName, wait: true, fieldName: "price", fieldType: FieldType.FieldTypeFloat });
      await points.createFieldIndex({
        collectionName,
        wait: true,
        fieldName: "title",
        fieldType: FieldType.FieldTypeText,
        fieldIndexParams: { indexParams: { case: "textIndexParams", value: { tokenizer: TokenizerType.Prefix, lowercase: true, minTokenLen: 2n, stopwords: { languages: ["english"], custom: [] } } } },
      });
      await points.deleteFieldIndex({ collectionName, wait: true, fieldName: "count" });
      await rest.createPayloadIndex("by-rest", { wait: true, field_name: "tags", field_schema: { type: "keyword", is_tenant: true } });
      await rest.createPayloadIndex("by-rest", { wait: true, field_name: "price", field_schema: "float" });
      await rest.createPayloadIndex("by-rest", { wait: true, field_name: "title", field_schema: { type: "text", tokenizer: "prefix", lowercase: true, min_token_len: 2, stopwords: { languages: ["english"] } } });
      await rest.deletePayloadIndex("by-rest", "count", { wait: true });
      const schema = (await rest.getCollection("by-grpc")).payload_schema;
      expect(schema).toEqual((await rest.getCollection("by-rest")).payload_schema);
      expect(Object.keys(schema).sort()).toEqual(["body", "city", "price", "tags", "title"]);

      const created = await points.createVectorName({ collectionName, wait: true, vectorName: "extra", vectorConfig: { case: "denseConfig", value: { size: 3n, distance: Distance.Dot } } });
      expect(created.result?.status).toBe(UpdateStatus.Completed);
      await points.createVectorName({ collectionName, wait: true, vectorName: "words", vectorConfig: { case: "sparseConfig", value: { modifier: Modifier.Idf } } });
      await server.call("PUT", "/collections/by-rest/vectors/extra?wait=true", { apiKey: key, body: { dense: { size: 3, distance: "Dot" } } });
      await server.call("PUT", "/collections/by-rest/vectors/words?wait=true", { apiKey: key, body: { sparse: { modifier: "idf" } } });
      const config = async (name: string) => (await rest.getCollection(name)).config.params;
      expect(await config("by-grpc")).toEqual(await config("by-rest"));
      expect(Object.keys((await config("by-grpc")).vectors ?? {}).sort()).toEqual(["colbert", "dense", "extra"]);
      await points.deleteVectorName({ collectionName, wait: true, vectorName: "extra" });
      expect(Object.keys((await config("by-grpc")).vectors ?? {}).sort()).toEqual(["colbert", "dense"]);
    });

    it("refuses bad input in REST's words: a vector of the wrong size, a malformed filter, a missing collection", async () => {
      const short: RestPoint = { id: 99, vector: { dense: [1, 2, 3] }, payload: {} };
      const restShort = await server.call("PUT", "/collections/by-rest/points?wait=true", { apiKey: key, body: { points: [short] } });
      expect(restShort.status).toBe(400);
      expect(await refusal(points.upsert({ collectionName: "by-grpc", wait: true, points: [grpcPointOf(short)] }))).toEqual({ code: "InvalidArgument", message: restShort.body.status.error });

      expect(await refusal(points.count({ collectionName: "by-grpc", filter: { must: [field({ key: "city", match: {} })] } }))).toEqual({ code: "InvalidArgument", message: "Malformed Match condition" });
      const offGlobe = { must: [{ key: "location", geo_radius: { center: { lon: 2, lat: 100 }, radius: 10 } }] };
      const restOffGlobe = await server.call("POST", "/collections/by-rest/points/count", { apiKey: key, body: { filter: offGlobe } });
      expect(restOffGlobe.status).toBe(400);
      const grpcOffGlobe = points.count({ collectionName: "by-grpc", filter: { must: [field({ key: "location", geoRadius: { center: { lon: 2, lat: 100 }, radius: 10 } })] } });
      expect(await refusal(grpcOffGlobe)).toEqual({ code: "InvalidArgument", message: restOffGlobe.body.status.error });

      const restMissing = await server.call("POST", "/collections/missing/points", { apiKey: key, body: { ids: [1] } });
      expect(restMissing.status).toBe(404);
      expect(await refusal(points.get({ collectionName: "missing", ids: [grpcIdOf(1)] }))).toEqual({ code: "NotFound", message: restMissing.body.status.error });
      expect(await refusal(points.upsert({ collectionName: "by-grpc", points: [{ id: grpcIdOf(5) }] }))).toEqual({ code: "InvalidArgument", message: "Expected some vectors" });
    });

    /** Every point of the collection as REST reads it, vectors rounded to float32 as gRPC carries them. */
    async function restPoints(collection: string) {
      const { points: all } = await rest.scroll(collection, { limit: 100, with_payload: true, with_vector: true });
      return all.map(asRecord);
    }
  },
  { pgvector: true },
);


const enabled = (enable: boolean) => ({ selectorOptions: { case: "enable" as const, value: enable } });

function field(condition: Extract<ConditionInit["conditionOneOf"], { case: "field" }>["value"]): ConditionInit {
  return { conditionOneOf: { case: "field", value: condition } };
}

function match(key: string, matchValue: NonNullable<NonNullable<Extract<ConditionInit["conditionOneOf"], { case: "field" }>["value"]["match"]>["matchValue"]>): ConditionInit {
  return field({ key, match: { matchValue } });
}

function grpcIdOf(id: number | string): PointIdInit {
  return typeof id === "number" ? { pointIdOptions: { case: "num", value: BigInt(id) } } : { pointIdOptions: { case: "uuid", value: id } };
}

function restIdOf(id: RetrievedPoint["id"]): number | string {
  const options = id?.pointIdOptions;
  return options?.case === "num" ? Number(options.value) : (options?.value ?? "");
}

/** The point as the gRPC client sends it; a vector named "dense" of point 6 in Qdrant's deprecated flat form. */
function grpcPointOf(point: RestPoint): PointInit {
  return { id: grpcIdOf(point.id), vectors: namedVectors(point.vector, point.id === 6), payload: grpcFieldsOf(point.payload) };
}

function namedVectors(vectors: Record<string, RestVector>, isFlat = false): NonNullable<PointInit["vectors"]> {
  const named: Record<string, VectorInit> = {};
  for (const [name, vector] of Object.entries(vectors)) named[name] = isFlat && name === "dense" ? { data: vector as number[] } : grpcVectorOf(vector);
  return { vectorsOptions: { case: "vectors", value: { vectors: named } } };
}

function grpcVectorOf(vector: RestVector): VectorInit {
  if (!Array.isArray(vector)) return { vector: { case: "sparse", value: vector } };
  if (Array.isArray(vector[0])) return { vector: { case: "multiDense", value: { vectors: (vector as number[][]).map((data) => ({ data })) } } };
  return { vector: { case: "dense", value: { data: vector as number[] } } };
}

function grpcFieldsOf(object: Record<string, Json>): Record<string, ValueInit> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, grpcValueOf(value)]));
}

function grpcValueOf(json: Json): ValueInit {
  if (json === null) return { kind: { case: "nullValue", value: NullValue.NULL_VALUE } };
  if (typeof json === "boolean") return { kind: { case: "boolValue", value: json } };
  if (typeof json === "number") return Number.isInteger(json) ? { kind: { case: "integerValue", value: BigInt(json) } } : { kind: { case: "doubleValue", value: json } };
  if (typeof json === "string") return { kind: { case: "stringValue", value: json } };
  if (Array.isArray(json)) return { kind: { case: "listValue", value: { values: json.map(grpcValueOf) } } };
  return { kind: { case: "structValue", value: { fields: grpcFieldsOf(json) } } };
}

type Payload = RetrievedPoint["payload"];

function jsonOf(value: Payload[string] | undefined): Json {
  const kind = value?.kind;
  switch (kind?.case) {
    case "integerValue":
      return Number(kind.value);
    case "doubleValue":
    case "stringValue":
    case "boolValue":
      return kind.value;
    case "structValue":
      return jsonOfFields(kind.value.fields);
    case "listValue":
      return kind.value.values.map(jsonOf);
    default:
      return null;
  }
}

function jsonOfFields(fields: Payload): Record<string, Json> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, jsonOf(value)]));
}

/** A RetrievedPoint in REST's Record form, to compare with REST's. */
function restRecordOf(point: RetrievedPoint) {
  const options = point.vectors?.vectorsOptions;
  const vectorOf = (output: NonNullable<Extract<typeof options, { case: "vector" }>>["value"]): RestVector => {
    const vector = output.vector;
    if (vector.case === "sparse") return { indices: vector.value.indices, values: vector.value.values };
    if (vector.case === "multiDense") return vector.value.vectors.map(({ data }) => data);
    return vector.value?.data ?? [];
  };
  const vector = options?.case === "vectors" ? Object.fromEntries(Object.entries(options.value.vectors).map(([name, output]) => [name, vectorOf(output)])) : options?.case === "vector" ? vectorOf(options.value) : undefined;
  return { id: restIdOf(point.id), payload: jsonOfFields(point.payload), vector };
}

/** REST's Record with its vectors rounded to float32 (what gRPC carries) and no payload as {} (what gRPC gives for none). */
function asRecord(record: { id: number | string; payload?: Record<string, unknown> | null; vector?: unknown }) {
  return { id: record.id, payload: record.payload ?? {}, vector: float32(record.vector) };
}

function float32(vector: unknown): unknown {
  if (vector === undefined || vector === null) return undefined;
  if (typeof vector === "number") return Math.fround(vector);
  if (Array.isArray(vector)) return vector.map(float32);
  if (typeof vector === "object") return Object.fromEntries(Object.entries(vector).map(([key, value]) => [key, key === "indices" ? value : float32(value)]));
  return vector;
}
