// Bad input gets Qdrant's answers: the same statuses and messages, and a
// rejected batch writes nothing at all.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });
const ID_ERROR = "is not a valid point ID, valid values are either an unsigned integer or a UUID";

describeEachStore("bad input to the data plane", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    key = (await server.createApiKey(await server.createOwner())).key;
    client = server.client(key);
    await client.createCollection("docs", { vectors: { size: 4, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [{ id: 1, vector: [1, 2, 3, 4], payload: { kept: true } }] });
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
  const raw = (method: string, path: string, rawBody: string) => server.call(method, path, { apiKey: key, rawBody });
  const expectUnchanged = async () => {
    expect(await client.count("docs")).toEqual({ count: 1 });
    expect(await client.retrieve("docs", { ids: [1], with_vector: true })).toEqual([{ id: 1, payload: { kept: true }, vector: [1, 2, 3, 4] }]);
  };

  describe("vectors", () => {
    it("refuses a vector of the wrong dimension, with Qdrant's message, through the client too", async () => {
      await expect(client.upsert("docs", { wait: true, points: [{ id: 2, vector: [1, 2, 3] }] })).rejects.toMatchObject({
        status: 400,
        data: { status: { error: "Wrong input: Vector dimension error: expected dim: 4, got 3" } },
      });
      expect(await call("POST", "/collections/docs/points/search", { vector: [1, 2, 3, 4, 5], limit: 1 })).toEqual(
        qdrantError(400, "Wrong input: Vector dimension error: expected dim: 4, got 5"),
      );
      await expect(client.query("docs", { query: [1, 2] })).rejects.toMatchObject({ status: 400, data: { status: { error: "Wrong input: Vector dimension error: expected dim: 4, got 2" } } });
    });

    it("refuses NaN, infinite and non-numeric vectors", async () => {
      const nan = await raw("PUT", "/collections/docs/points?wait=true", '{"points":[{"id":2,"vector":[NaN,1,2,3]}]}');
      expect(nan.status).toBe(400);
      expect(nan.body.status.error).toMatch(/^Format error in JSON body: .*JSON/);
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: ["NaN", 1, 2, 3] }] })).toEqual(
        qdrantError(400, 'Format error in JSON body: invalid type: string "NaN", expected a number at points[0].vector[0]'),
      );
      expect(await raw("PUT", "/collections/docs/points?wait=true", '{"points":[{"id":2,"vector":[1,1e999,2,3]}]}')).toEqual(
        qdrantError(400, "Format error in JSON body: Infinity is not a finite number at points[0].vector[1]"),
      );
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: [1, null, 2, 3] }] })).toEqual(
        qdrantError(400, "Format error in JSON body: invalid type: null, expected a number at points[0].vector[1]"),
      );
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: "1,2,3,4" }] })).toEqual(
        qdrantError(400, 'Format error in JSON body: invalid type: string "1,2,3,4", expected a vector (a list of numbers) at points[0].vector'),
      );
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2 }] })).toEqual(qdrantError(400, "Format error in JSON body: missing field `vector` at points[0]"));
      await expectUnchanged();
    });

    it("refuses named, sparse and multi-vectors that the collection does not hold", async () => {
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: { image: [1, 2, 3, 4] } }] })).toEqual(
        qdrantError(400, "Wrong input: Not existing vector name error: image"),
      );
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2, vector: [[1, 2, 3, 4]] }] })).toEqual(
        qdrantError(400, "Wrong input: This vector holds one list of numbers per point, not a multi-vector (points[0].vector)"),
      );
      expect((await call("POST", "/collections/docs/points/query", { query: { indices: [1], values: [0.5] } })).status).toBe(400);
      expect(await call("POST", "/collections/docs/points/query", { query: [1, 2, 3, 4], using: "image" })).toEqual(qdrantError(400, "Wrong input: Not existing vector name error: image"));
      // The unnamed vector's own name is fine.
      expect((await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 9, vector: { "": [1, 1, 1, 1] } }] })).status).toBe(200);
      expect((await call("POST", "/collections/docs/points/delete?wait=true", { points: [9] })).status).toBe(200);
    });
  });

  describe("ids", () => {
    it.each([
      ["a word", "abc", "value abc"],
      ["a negative number", -1, "value -1"],
      ["a fraction", 1.5, "value 1.5"],
      ["a malformed UUID", "5c56c793-69f3-4fbf-87e6", "value 5c56c793-69f3-4fbf-87e6"],
      ["null", null, "value null"],
    ])("refuses %s as a point id", async (_name, id, shown) => {
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id, vector: [1, 2, 3, 4] }] })).toEqual(
        qdrantError(400, `Format error in JSON body: ${shown} ${ID_ERROR} at points[0].id`),
      );
    });

    it("refuses bad ids when reading and deleting too", async () => {
      expect(await call("POST", "/collections/docs/points", { ids: [1, "x"] })).toEqual(qdrantError(400, `Format error in JSON body: value x ${ID_ERROR} at ids[1]`));
      expect(await call("POST", "/collections/docs/points/delete?wait=true", { points: [-5] })).toEqual(qdrantError(400, `Format error in JSON body: value -5 ${ID_ERROR} at points[0]`));
      expect(await call("GET", "/collections/docs/points/not-an-id")).toEqual(qdrantError(400, `Format error in JSON body: value not-an-id ${ID_ERROR}`));
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 2 ** 60, vector: [1, 2, 3, 4] }] })).toEqual(
        qdrantError(400, `Format error in JSON body: value ${2 ** 60} ${ID_ERROR} (integer ids above 2^53 - 1 are not supported) at points[0].id`),
      );
      await expectUnchanged();
    });
  });

  describe("nothing partial", () => {
    it("writes nothing of a list whose last point is bad", async () => {
      const points = [
        { id: 10, vector: [1, 1, 1, 1] },
        { id: 11, vector: [2, 2, 2, 2] },
        { id: 12, vector: [3, 3, 3] },
      ];
      expect(await call("PUT", "/collections/docs/points?wait=true", { points })).toEqual(qdrantError(400, "Wrong input: Vector dimension error: expected dim: 4, got 3"));
      await expectUnchanged();
    });

    it("writes nothing of a batch with a bad id, a bad payload, or counts that differ", async () => {
      const batch = (changes: object) => ({ batch: { ids: [10, 11], vectors: [[1, 1, 1, 1], [2, 2, 2, 2]], payloads: [{}, {}], ...changes } });
      expect((await call("PUT", "/collections/docs/points?wait=true", batch({ ids: [10, "bad"] }))).body.status.error).toBe(
        `Format error in JSON body: value bad ${ID_ERROR} at batch.ids[1]`,
      );
      expect((await call("PUT", "/collections/docs/points?wait=true", batch({ payloads: [{}, "text"] }))).body.status.error).toBe(
        'Format error in JSON body: invalid type: string "text", expected a payload object at batch.payloads[1]',
      );
      // Qdrant's Batch validator, under the key "batch" it adds (lib/api/src/rest/validate.rs).
      expect(await call("PUT", "/collections/docs/points?wait=true", batch({ ids: [10, 11, 12] }))).toEqual(
        qdrantError(422, "Validation error in JSON body: [batch.batch: number of ids and vectors must be equal (3 != 2)]"),
      );
      expect(await call("PUT", "/collections/docs/points?wait=true", batch({ payloads: [{}] }))).toEqual(
        qdrantError(422, "Validation error in JSON body: [batch.batch: number of ids and payloads must be equal (2 != 1)]"),
      );
      await expectUnchanged();
    });

    it("refuses an empty dense vector in a point as Qdrant's validator does (422), and an empty query vector as a dimension error", async () => {
      expect(await call("PUT", "/collections/docs/points?wait=true", { points: [{ id: 10, vector: [] }] })).toEqual(
        qdrantError(422, "Validation error in JSON body: [points[0].vector.vector: dense vector must not be empty]"),
      );
      expect(await call("POST", "/collections/docs/points/query", { query: [] })).toEqual(qdrantError(400, "Wrong input: Vector dimension error: expected dim: 4, got 0"));
      await expectUnchanged();
    });

    it("writes nothing of a batch that is refused with wait=false either", async () => {
      const response = await call("PUT", "/collections/docs/points", { points: [{ id: 20, vector: [1, 1, 1, 1] }, { id: 21, vector: [1] }] });
      expect(response.status).toBe(400);
      await client.upsert("docs", { wait: true, points: [] });
      await expectUnchanged();
    });
  });

  describe("collections", () => {
    it("answers 404 for a collection that does not exist, on every route", async () => {
      const missing = qdrantError(404, "Not found: Collection `nowhere` doesn't exist!");
      await expect(client.getCollection("nowhere")).rejects.toMatchObject({ status: 404, data: { status: { error: "Not found: Collection `nowhere` doesn't exist!" } } });
      expect(await call("PUT", "/collections/nowhere/points?wait=true", { points: [] })).toEqual(missing);
      expect(await call("POST", "/collections/nowhere/points/search", { vector: [1], limit: 1 })).toEqual(missing);
      expect(await call("POST", "/collections/nowhere/points/scroll", {})).toEqual(missing);
      expect(await call("PUT", "/collections/nowhere/index", { field_name: "a", field_schema: "keyword" })).toEqual(missing);
      expect(await call("PATCH", "/collections/nowhere", {})).toEqual(missing);
      expect(await call("DELETE", "/collections/nowhere")).toEqual({ status: 200, body: { result: false, status: "ok", time: expect.any(Number) } });
    });

    it("refuses a second collection of the same name with 409", async () => {
      await expect(client.createCollection("docs", { vectors: { size: 4, distance: "Dot" } })).rejects.toMatchObject({
        status: 409,
        data: { status: { error: "Wrong input: Collection `docs` already exists!" } },
      });
    });

    it("refuses an unnamed vector among named ones, bad sizes, unknown distances and bad names", async () => {
      expect(await call("PUT", "/collections/named", { vectors: { "": { size: 4, distance: "Dot" }, text: { size: 8, distance: "Cosine" } } })).toEqual(
        qdrantError(400, 'Wrong input: The unnamed vector ("") cannot be mixed with named vectors: give every vector a name'),
      );
      expect(await call("PUT", "/collections/empty", { vectors: { size: 0, distance: "Dot" } })).toEqual(
        qdrantError(422, "Validation error in JSON body: [vectors.size: value 0 invalid, must be from 1 to 65536]"),
      );
      expect(await call("PUT", "/collections/odd", { vectors: { size: 4, distance: "Cosinus" } })).toEqual(
        qdrantError(400, 'Format error in JSON body: unknown variant "Cosinus", expected one of `Cosine`, `Euclid`, `Dot`, `Manhattan` at vectors.distance'),
      );
      expect(await call("PUT", "/collections/none", {})).toEqual(qdrantError(400, 'Format error in JSON body: missing field `vectors`: give {"size": ..., "distance": ...}'));
      expect(await call("PUT", "/collections/a%2Fb", { vectors: { size: 4, distance: "Dot" } })).toEqual(
        qdrantError(422, 'Validation error in path parameters: [collection_name: collection name cannot contain "/" char]'),
      );
      expect((await client.getCollections()).collections).toEqual([{ name: "docs" }]);
    });
  });

  describe("bodies", () => {
    it("answers malformed JSON with Qdrant's format error", async () => {
      const response = await raw("POST", "/collections/docs/points/search", '{"vector": [1, 2, 3, 4], "limit": ');
      expect(response.status).toBe(400);
      expect(response.body.status.error).toMatch(/^Format error in JSON body: /);
      expect(await raw("POST", "/collections/docs/points/search", "[1, 2]")).toEqual(qdrantError(400, "Format error in JSON body: invalid type: sequence, expected an object"));
    });

    it("answers missing and out-of-range fields as Qdrant does (400 and 422)", async () => {
      expect(await call("POST", "/collections/docs/points/search", { vector: [1, 2, 3, 4] })).toEqual(qdrantError(400, "Format error in JSON body: missing field `limit`"));
      expect(await call("POST", "/collections/docs/points/search", { vector: [1, 2, 3, 4], limit: 0 })).toEqual(
        qdrantError(422, "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger]"),
      );
      expect(await call("POST", "/collections/docs/points/scroll", { limit: "ten" })).toEqual(qdrantError(400, 'Format error in JSON body: invalid type: string "ten", expected an integer at limit'));
      expect(await call("PUT", "/collections/docs/points?wait=maybe", { points: [] })).toEqual(
        qdrantError(400, 'Format error in query parameters: wait: invalid value "maybe", expected true or false'),
      );
    });

    it("refuses a body over 32 MB without reading it", async () => {
      const big = `{"points":[{"id":1,"vector":[${"0.1,".repeat(9_000_000)}0.1]}]}`;
      const response = await raw("PUT", "/collections/docs/points?wait=true", big);
      expect(response).toEqual(qdrantError(400, `JSON payload (${Buffer.byteLength(big)} bytes) is larger than allowed (limit: 33554432 bytes).`));
      await expectUnchanged();
    });

    it("refuses malformed filters, naming the problem", async () => {
      expect(await call("POST", "/collections/docs/points/count", { filter: { must: [{ key: "city", match: { value: 1.5 } }] } })).toEqual(
        qdrantError(400, "Format error in JSON body: filter.must[0].match.value: expected a string, an integer or a boolean"),
      );
      expect((await call("POST", "/collections/docs/points/search", { vector: [1, 2, 3, 4], limit: 1, filter: { must: [{ color: "red" }] } })).body.status.error).toMatch(
        /^Format error in JSON body: Expected some form of condition.* \(at filter\.must\[0\]\)$/,
      );
      expect(await call("POST", "/collections/docs/points/scroll", { filter: { must: [], where: {} } })).toEqual(
        qdrantError(400, "Format error in JSON body: filter: unknown field `where`, expected one of `should`, `min_should`, `must`, `must_not`"),
      );
      expect(await call("POST", "/collections/docs/points/delete?wait=true", { filter: { must: [{ key: "at", range: { gt: "soon" } }] } })).toEqual(
        qdrantError(400, 'Format error in JSON body: filter.must[0].range.gt: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"'),
      );
      await expectUnchanged();
    });
  });

  describe("recommendations and queries", () => {
    it("answers a missing example point with 404, and a query it cannot run with 400", async () => {
      expect(await call("POST", "/collections/docs/points/recommend", { positive: [77], limit: 1 })).toEqual(qdrantError(404, "Not found: No point with id 77 found"));
      expect(await call("POST", "/collections/docs/points/query", { query: 77 })).toEqual(qdrantError(404, "Not found: No point with id 77 found"));
      expect(await call("POST", "/collections/docs/points/query", { prefetch: { query: 77 }, query: { fusion: "rrf" } })).toEqual(qdrantError(404, "Not found: No point with id 77 found"));
      expect(await call("POST", "/collections/docs/points/recommend", { positive: [], negative: [1], limit: 1 })).toEqual(
        qdrantError(400, "Wrong input: At least one positive example is required"),
      );
      expect(await call("POST", "/collections/docs/points/query", { query: { fusion: "rrf" } })).toEqual(
        qdrantError(400, "Wrong input: Fusion queries need prefetches to fuse: give `prefetch` with the searches to combine (query)"),
      );
      expect(await call("POST", "/collections/docs/points/query", { prefetch: [{ query: [1, 2, 3, 4] }], query: { rrf: { weights: [1, 2] } } })).toEqual(
        qdrantError(400, "Wrong input: Number of weights in RRF should match number of pre-fetches: got 2, expected 1"),
      );
      expect(await call("POST", "/collections/docs/points/query", { prefetch: [{ query: [1, 2, 3] }], query: [1, 2, 3, 4] })).toEqual(
        qdrantError(400, "Wrong input: Vector dimension error: expected dim: 4, got 3"),
      );
      expect(await call("POST", "/collections/docs/points/query", { query: { formula: { sum: ["$score", 1] } } })).toEqual(
        qdrantError(400, "Wrong input: Validation failed: cannot apply Formula without prefetches"),
      );
      expect(await call("POST", "/collections/docs/points/query", { query: { text: "red shoes", model: "bm25" } })).toEqual(
        qdrantError(400, 'Wrong input: Unknown model "bm25": the models this project can use are listed on its Models page (query.model)'),
      );
    });
  });

  describe("payload indexes", () => {
    it("refuses unknown field types", async () => {
      expect(await call("PUT", "/collections/docs/index?wait=true", { field_name: "x", field_schema: "string" })).toEqual(
        qdrantError(400, 'Format error in JSON body: unknown variant "string", expected one of `keyword`, `integer`, `float`, `geo`, `bool`, `datetime`, `text`, `uuid` at field_schema'),
      );
    });

    it("indexes a field named by the longest key path, and refuses a longer one without echoing it (its name is part of the index's key)", async () => {
      const longest = "é".repeat(512);
      expect((await call("PUT", "/collections/docs/index?wait=true", { field_name: longest, field_schema: "keyword" })).status).toBe(200);
      expect(Object.keys((await client.getCollection("docs")).payload_schema)).toContain(longest);
      expect(await call("PUT", "/collections/docs/index?wait=true", { field_name: "x".repeat(3_000_000), field_schema: "keyword" })).toEqual(
        qdrantError(422, "Validation error in JSON body: [field_name: a payload key path must be at most 512 characters]"),
      );
      expect((await call("DELETE", `/collections/docs/index/${encodeURIComponent(longest)}?wait=true`)).status).toBe(200);
      await expectUnchanged();
    });
  });
});
