// Named vectors added to an existing collection and removed from it, through
// the official client (createVectorName, deleteVectorName): a dense vector, a
// sparse one and a multi-vector added to a collection with points; the points
// written before do not hold them, points written after do, and queries that
// name them find those; removing one takes it from the collection's info and
// from every point. Asked again with the same settings, nothing changes;
// Qdrant's 400s for a name taken with other settings or by the other kind,
// and its 422s and 404s for bad input. Then a restart keeps what was added and
// removed, and a change interrupted between the engine and the metadata store
// is finished at the next start.
import { type QdrantClient } from "@qdrant/js-client-rest";
import { persistPendingWrite } from "../../../server/data/writes/pending-writes";
import { pendingWrites } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { restartableService } from "./support/restartable-service";
import { openTestEngine } from "./support/test-engine";

jest.setTimeout(60_000);

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });
const COMPLETED = { operation_id: expect.any(Number), status: "completed" };

/** Points 1..6 with the collection's own vectors. */
const OLD_POINTS = Array.from({ length: 6 }, (_, index) => ({ id: index + 1, vector: { image: [index, 1, 0], text: [1, index, 0, 1] }, payload: { n: index + 1 } }));

describeEachStore("named vectors added and removed through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("gallery", { vectors: { image: { size: 3, distance: "Cosine" }, text: { size: 4, distance: "Dot" } } });
    await client.upsert("gallery", { wait: true, points: OLD_POINTS });
  });
  afterAll(() => server.close());

  const call = (method: string, urlPath: string, body?: unknown) => server.call(method, urlPath, { apiKey: key, body });
  const vectorsOf = async (ids: number[], withVector: boolean | string[] = true) =>
    (await client.retrieve("gallery", { ids, with_vector: withVector })).map((record) => ({ id: record.id, names: Object.keys(record.vector as object).sort() }));
  const holding = (name: string) => ({ must: [{ has_vector: name }] });

  it("adds a dense vector that the points written before lack, and that points written after hold and queries search", async () => {
    expect(await client.createVectorName("gallery", "caption", { dense: { size: 2, distance: "Euclid" } })).toEqual(COMPLETED);
    expect((await client.getCollection("gallery")).config.params.vectors).toEqual({
      image: { size: 3, distance: "Cosine", on_disk: false },
      text: { size: 4, distance: "Dot", on_disk: false },
      caption: { size: 2, distance: "Euclid", on_disk: false },
    });
    expect(await vectorsOf([1, 2])).toEqual([
      { id: 1, names: ["image", "text"] },
      { id: 2, names: ["image", "text"] },
    ]);
    expect(await client.count("gallery", { filter: holding("caption"), exact: true })).toEqual({ count: 0 });
    expect((await client.query("gallery", { query: [0, 0], using: "caption", limit: 3 })).points).toEqual([]);

    await client.upsert("gallery", { wait: true, points: [7, 8, 9].map((id) => ({ id, vector: { image: [1, 1, id], caption: [id, 0] }, payload: { n: id } })) });
    await client.updateVectors("gallery", { wait: true, points: [{ id: 1, vector: { caption: [0, 1] } }] });
    const found = (await client.query("gallery", { query: [6, 0], using: "caption", limit: 10 })).points;
    expect(found.map((point) => [point.id, point.score])).toEqual([
      [7, 1],
      [8, 2],
      [9, 3],
      [1, expect.closeTo(Math.sqrt(37), 5)],
    ]);
    expect(await client.count("gallery", { filter: holding("caption"), exact: true })).toEqual({ count: 4 });
    expect(await vectorsOf([1, 2, 7])).toEqual([
      { id: 1, names: ["caption", "image", "text"] },
      { id: 2, names: ["image", "text"] },
      { id: 7, names: ["caption", "image"] },
    ]);
    expect(await vectorsOf([2, 8], ["caption"])).toEqual([
      { id: 2, names: [] },
      { id: 8, names: ["caption"] },
    ]);
  });

  it("adds a sparse vector and a multi-vector, each searched as the collection's own are", async () => {
    expect(await client.createVectorName("gallery", "keywords", { sparse: {} })).toEqual(COMPLETED);
    expect(await client.createVectorName("gallery", "bm25", { sparse: { modifier: "idf", datatype: "float16" } })).toEqual(COMPLETED);
    expect(await client.createVectorName("gallery", "tokens", { dense: { size: 2, distance: "Dot", multivector_config: { comparator: "max_sim" } } })).toEqual(COMPLETED);
    const info = await client.getCollection("gallery");
    expect(info.config.params.sparse_vectors).toEqual({ keywords: {}, bm25: { index: { datatype: "float16" }, modifier: "idf" } });
    expect((info.config.params.vectors as Record<string, unknown>).tokens).toEqual({ size: 2, distance: "Dot", on_disk: false, multivector_config: { comparator: "max_sim" } });

    await client.updateVectors("gallery", {
      wait: true,
      points: [
        { id: 2, vector: { keywords: { indices: [3, 1], values: [2, 1] }, tokens: [[1, 0], [0, 1]] } },
        { id: 3, vector: { keywords: { indices: [1], values: [5] }, tokens: [[2, 2]] } },
      ],
    });
    const sparse = (await client.query("gallery", { query: { indices: [1, 3], values: [1, 1] }, using: "keywords" })).points;
    expect(sparse.map((point) => [point.id, point.score])).toEqual([
      [3, 5],
      [2, 3],
    ]);
    const multi = (await client.query("gallery", { query: [[1, 0]], using: "tokens" })).points;
    expect(multi.map((point) => [point.id, point.score])).toEqual([
      [3, 2],
      [2, 1],
    ]);
    expect(await vectorsOf([2, 4])).toEqual([
      { id: 2, names: ["image", "keywords", "text", "tokens"] },
      { id: 4, names: ["image", "text"] },
    ]);
  });

  it("changes nothing when asked again with the same settings; refuses another size or kind in Qdrant's words", async () => {
    const before = (await client.getCollection("gallery")).config;
    expect(await client.createVectorName("gallery", "caption", { dense: { size: 2, distance: "Euclid" } })).toEqual(COMPLETED);
    expect(await client.createVectorName("gallery", "image", { dense: { size: 3, distance: "Cosine", datatype: "float32" } })).toEqual(COMPLETED);
    expect(await client.createVectorName("gallery", "keywords", { sparse: { modifier: "none" } })).toEqual(COMPLETED);
    const refusals: [string, unknown, string][] = [
      ["caption", { dense: { size: 3, distance: "Euclid" } }, "Wrong input: Vector `caption` already exists with a different configuration"],
      ["caption", { dense: { size: 2, distance: "Euclid", multivector_config: { comparator: "max_sim" } } }, "Wrong input: Vector `caption` already exists with a different configuration"],
      ["caption", { sparse: {} }, "Wrong input: Vector `caption` already exists as a dense vector"],
      ["keywords", { dense: { size: 2, distance: "Dot" } }, "Wrong input: Vector `keywords` already exists as a sparse vector"],
      ["keywords", { sparse: { modifier: "idf" } }, "Wrong input: Sparse vector `keywords` already exists with a different configuration"],
    ];
    for (const [name, body, error] of refusals) {
      expect({ name, body, answer: await call("PUT", `/collections/gallery/vectors/${name}?wait=true`, body) }).toEqual({ name, body, answer: qdrantError(400, error) });
    }
    expect((await client.getCollection("gallery")).config).toEqual(before);
    expect(await vectorsOf([1])).toEqual([{ id: 1, names: ["caption", "image", "text"] }]);
  });

  it("answers bad names, bodies, collections and keys as Qdrant does, and changes nothing", async () => {
    const before = (await client.getCollection("gallery")).config;
    const readOnly = (await server.createApiKey(await server.createOwner(), { access: "read-only" })).key;
    const answers: [string, string, unknown, ReturnType<typeof qdrantError>][] = [
      ["PUT", "/collections/gallery/vectors/audio", { dense: { size: 0, distance: "Dot" } }, qdrantError(422, "Validation error in JSON body: [dense.size: value 0 invalid, must be from 1 to 65536]")],
      ["PUT", "/collections/gallery/vectors/audio", { dense: { size: 65537, distance: "Dot" } }, qdrantError(422, "Validation error in JSON body: [dense.size: value 65537 invalid, must be from 1 to 65536]")],
      ["PUT", "/collections/gallery/vectors/audio", { dense: { size: 4 } }, qdrantError(400, "Format error in JSON body: missing field `distance` at dense")],
      ["PUT", "/collections/gallery/vectors/audio", { sparse: { modifier: "bm25" } }, qdrantError(400, 'Format error in JSON body: unknown variant "bm25", expected `none` or `idf` at sparse.modifier')],
      [
        "PUT",
        "/collections/gallery/vectors/audio",
        { size: 4, distance: "Dot" },
        qdrantError(400, 'Format error in JSON body: data did not match any variant of untagged enum VectorNameConfig: give {"dense": {"size": ..., "distance": ...}} or {"sparse": {}}'),
      ],
      ["PUT", "/collections/gallery/vectors/a%3Ab", { sparse: {} }, qdrantError(422, 'Validation error in path parameters: [vector_name: vector name cannot contain ":" char]')],
      ["DELETE", "/collections/gallery/vectors/a%2Fb", undefined, qdrantError(422, 'Validation error in path parameters: [vector_name: vector name cannot contain "/" char]')],
      ["PUT", `/collections/gallery/vectors/${"é".repeat(101)}`, { sparse: {} }, qdrantError(422, "Validation error in path parameters: [vector_name: vector name must be at most 200 bytes long]")],
      ["PUT", "/collections/gallery/vectors/", { sparse: {} }, qdrantError(404, "Not found: PUT /collections/gallery/vectors/ is not offered by this service")],
      ["PUT", "/collections/nowhere/vectors/audio", { sparse: {} }, qdrantError(404, "Not found: Collection `nowhere` doesn't exist!")],
      ["DELETE", "/collections/nowhere/vectors/audio", undefined, qdrantError(404, "Not found: Collection `nowhere` doesn't exist!")],
    ];
    for (const [method, urlPath, body, answer] of answers) expect({ urlPath, body, answer: await call(method, urlPath, body) }).toEqual({ urlPath, body, answer });
    expect(await server.call("PUT", "/collections/gallery/vectors/audio", { apiKey: readOnly, body: { sparse: {} } })).toEqual(
      qdrantError(403, "Forbidden: Write access is required, and this API key is read-only"),
    );
    expect((await client.getCollection("gallery")).config).toEqual(before);
  });

  it("adds a sparse vector beside an unnamed one, and refuses a named dense one there", async () => {
    await client.createCollection("plain", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("plain", { wait: true, points: [{ id: 1, vector: [1, 0] }] });
    expect(await call("PUT", "/collections/plain/vectors/title?wait=true", { dense: { size: 2, distance: "Dot" } })).toEqual(
      qdrantError(400, 'Wrong input: The unnamed vector ("") cannot be mixed with named vectors: this collection\'s dense vector is unnamed, so `title` can only be added as a sparse vector'),
    );
    expect(await client.createVectorName("plain", "words", { sparse: {} })).toEqual(COMPLETED);
    await client.upsert("plain", { wait: true, points: [{ id: 2, vector: { "": [0, 1], words: { indices: [4], values: [2] } } }] });
    // A point that holds only the unnamed vector still shows it as a list, as Qdrant shows it.
    expect((await client.retrieve("plain", { ids: [1, 2], with_vector: true })).map((record) => record.vector)).toEqual([
      [1, 0],
      { "": [0, 1], words: { indices: [4], values: [2] } },
    ]);
    expect((await client.query("plain", { query: [1, 1], limit: 2 })).points.map((point) => point.id)).toEqual([1, 2]);
    expect(await client.deleteVectorName("plain", "words")).toEqual(COMPLETED);
    expect((await client.retrieve("plain", { ids: [2], with_vector: true }))[0]?.vector).toEqual([0, 1]);
  });

  it("removes a vector from the collection and from every point; removing one that is not there is a success", async () => {
    expect(await client.deleteVectorName("gallery", "caption")).toEqual(COMPLETED);
    expect(await client.deleteVectorName("gallery", "keywords")).toEqual(COMPLETED);
    const info = await client.getCollection("gallery");
    expect(Object.keys(info.config.params.vectors as object).sort()).toEqual(["image", "text", "tokens"]);
    expect(info.config.params.sparse_vectors).toEqual({ bm25: { index: { datatype: "float16" }, modifier: "idf" } });
    expect(await vectorsOf([1, 2, 7])).toEqual([
      { id: 1, names: ["image", "text"] },
      { id: 2, names: ["image", "text", "tokens"] },
      { id: 7, names: ["image"] },
    ]);
    expect(await call("POST", "/collections/gallery/points/query", { query: [1, 0], using: "caption" })).toEqual(qdrantError(400, "Wrong input: Not existing vector name error: caption"));
    expect(await call("PUT", "/collections/gallery/points?wait=true", { points: [{ id: 20, vector: { caption: [1, 0] } }] })).toEqual(qdrantError(400, "Wrong input: Not existing vector name error: caption"));
    expect(await client.deleteVectorName("gallery", "caption")).toEqual(COMPLETED);
    expect(await client.deleteVectorName("gallery", "never-there")).toEqual(COMPLETED);
  });

  it("adds a removed name anew: the values the points held before are gone", async () => {
    expect(await client.createVectorName("gallery", "caption", { dense: { size: 2, distance: "Euclid" } })).toEqual(COMPLETED);
    expect(await client.count("gallery", { filter: holding("caption"), exact: true })).toEqual({ count: 0 });
    expect(await vectorsOf([1, 7])).toEqual([
      { id: 1, names: ["image", "text"] },
      { id: 7, names: ["image"] },
    ]);
    await client.deleteVectorName("gallery", "caption");
  });

  it("acknowledges with wait=false and applies the change before the writes queued after it", async () => {
    expect(await call("PUT", "/collections/gallery/vectors/late?wait=false", { dense: { size: 2, distance: "Dot" } })).toMatchObject({ status: 200, body: { result: { status: "acknowledged" } } });
    // The collection's queue runs in order: this write lands after the vector.
    await client.upsert("gallery", { wait: true, points: [{ id: 30, vector: { image: [1, 0, 0] } }] });
    expect((await client.getCollection("gallery")).config.params.vectors).toHaveProperty("late", { size: 2, distance: "Dot", on_disk: false });
    expect(await call("DELETE", "/collections/gallery/vectors/late?wait=false")).toMatchObject({ status: 200, body: { result: { status: "acknowledged" } } });
    await client.upsert("gallery", { wait: true, points: [{ id: 31, vector: { image: [1, 0, 0] } }] });
    expect((await client.getCollection("gallery")).config.params.vectors).not.toHaveProperty("late");
  });
});

describe("named vectors added and removed, across restarts", () => {
  const service = restartableService("vector-names");

  const scoresOf = async (query: number[], using: string) => (await service.client().query("durable", { query, using, limit: 10 })).points.map((point) => [point.id, point.score]);

  it("keeps the vectors added and removed, and what the points hold of them", async () => {
    await service.start();
    await service.client().createCollection("durable", { vectors: { a: { size: 2, distance: "Cosine" } } });
    await service.client().upsert("durable", { wait: true, points: [{ id: 1, vector: { a: [1, 0] } }] });
    await service.client().createVectorName("durable", "b", { dense: { size: 2, distance: "Dot" } });
    await service.client().createVectorName("durable", "s", { sparse: {} });
    await service.client().createVectorName("durable", "gone", { dense: { size: 3, distance: "Dot" } });
    await service.client().upsert("durable", { wait: true, points: [{ id: 2, vector: { a: [0, 1], b: [2, 1], s: { indices: [7], values: [3] }, gone: [1, 1, 1] } }] });
    await service.client().deleteVectorName("durable", "gone");
    await service.stop();

    await service.start();
    const info = await service.client().getCollection("durable");
    expect(Object.keys(info.config.params.vectors as object).sort()).toEqual(["a", "b"]);
    expect(info.config.params.sparse_vectors).toEqual({ s: {} });
    expect(await scoresOf([1, 1], "b")).toEqual([[2, 3]]);
    expect((await service.client().query("durable", { query: { indices: [7], values: [1] }, using: "s" })).points.map((point) => [point.id, point.score])).toEqual([[2, 3]]);
    expect((await service.client().retrieve("durable", { ids: [1, 2], with_vector: true })).map((record) => Object.keys(record.vector as object).sort())).toEqual([["a"], ["a", "b", "s"]]);
    await service.client().upsert("durable", { wait: true, points: [{ id: 3, vector: { b: [1, 1] } }] });
    expect(await scoresOf([1, 1], "b")).toEqual([
      [2, 3],
      [3, 2],
    ]);
    await service.stop();
  });

  it("finishes at the next start a change that a crash interrupted between the engine and the metadata store", async () => {
    // As a crash would leave them: the engine's step done, the write still in pending_writes.
    const row = await service.collectionRow("durable");
    const engine = await openTestEngine(service.dataDir());
    await persistPendingWrite(service.store().db, row, { kind: "create_vector_name", name: "late", config: { dense: { size: 2, distance: "Euclid" } } });
    await engine.addVector(row.engineId, "late", { dense: { size: 2, distance: "Euclid", onDisk: false } });
    await persistPendingWrite(service.store().db, row, { kind: "delete_vector_name", name: "b" });
    await engine.dropVector(row.engineId, "b");
    await engine.close();

    await service.start();
    expect(await service.store().db.select().from(pendingWrites)).toEqual([]);
    const info = await service.client().getCollection("durable");
    expect(Object.keys(info.config.params.vectors as object).sort()).toEqual(["a", "late"]);
    expect(await service.client().count("durable", { filter: { must: [{ has_vector: "late" }] }, exact: true })).toEqual({ count: 0 });
    await service.client().upsert("durable", { wait: true, points: [{ id: 4, vector: { late: [3, 4] } }] });
    expect(await scoresOf([0, 0], "late")).toEqual([[4, 5]]);
    expect((await service.client().retrieve("durable", { ids: [2, 3], with_vector: true })).map((record) => Object.keys(record.vector as object).sort())).toEqual([["a", "s"], []]);
    await service.stop();
  });
});
