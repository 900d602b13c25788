// Names that could not be stored or written in a URL, and settings of the
// wrong type, are refused when they are given, not accepted and stored.
// (Found by generated input; issue 9.)
import { dataPlaneForFile, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

const dataPlane = dataPlaneForFile();
let server: DataPlaneServer;
let key: string;

beforeAll(async () => {
  ({ server, key } = dataPlane());
  await server.client(key).createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
});

const call = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
const refusal = (error: string) => ({ status: 422, body: { status: { error }, time: expect.any(Number) } });

it.each([
  [" ", "collection name must not be blank"],
  ["%00", 'collection name cannot contain "%" char'],
  ["\ud800x", "collection name must be valid Unicode text"],
])("refuses the alias name %j", async (aliasName, problem) => {
  expect(await call("POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "docs", alias_name: aliasName } }] })).toEqual(
    refusal(`Validation error in JSON body: [actions[0].create_alias.alias_name: ${problem}]`),
  );
  expect((await server.client(key).getAliases()).aliases).toEqual([]);
});

it("refuses a fraction where a count is asked, on create and on update", async () => {
  const created = await call("PUT", "/collections/tuned", { vectors: { size: 2, distance: "Dot" }, optimizers_config: { indexing_threshold: 1.5 } });
  expect(created.status).toBe(400);
  expect(created.body.status.error).toMatch(/^Format error in JSON body: invalid type: floating point `1.5`, expected an unsigned integer at optimizers_config.indexing_threshold/);
  const updated = await call("PATCH", "/collections/docs", { hnsw_config: { m: -1 } });
  expect(updated.status).toBe(400);
  expect((await server.client(key).getCollections()).collections).toEqual([{ name: "docs" }]);
});

it("still takes the settings Qdrant's clients send", async () => {
  expect((await call("PATCH", "/collections/docs", { optimizers_config: { indexing_threshold: 20000, deleted_threshold: 0.2, max_optimization_threads: "auto" }, hnsw_config: { m: 16, on_disk: false } })).status).toBe(200);
});

it("says when a collection was created (Qdrant 1.20's created_at), in RFC 3339 UTC", async () => {
  const before = Date.now();
  await server.client(key).createCollection("dated", { vectors: { size: 2, distance: "Dot" } });
  const info = (await call("GET", "/collections/dated")).body.result as { created_at: string };
  expect(info.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  expect(Date.parse(info.created_at)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(info.created_at)).toBeLessThanOrEqual(Date.now());
});

it("keeps strict_mode_config (over Qdrant's default: off) and quantization_config as given, merges strict mode changes, and shows them back", async () => {
  const client = server.client(key);
  await client.createCollection("strict", {
    vectors: { size: 2, distance: "Dot" },
    strict_mode_config: { enabled: true, max_query_limit: 100 },
    quantization_config: { scalar: { type: "int8", always_ram: true } },
  });
  expect((await client.getCollection("strict")).config).toMatchObject({
    strict_mode_config: { enabled: true, max_query_limit: 100 },
    quantization_config: { scalar: { type: "int8", always_ram: true } },
  });
  await client.updateCollection("strict", { strict_mode_config: { max_timeout: 30 } });
  expect((await client.getCollection("strict")).config.strict_mode_config).toEqual({ enabled: true, max_query_limit: 100, max_timeout: 30 });
  // A collection created without one shows Qdrant's default strict mode, and a change merges into it.
  expect((await client.getCollection("docs")).config.strict_mode_config).toEqual({ enabled: false });
  await client.createCollection("strict-limit", { vectors: { size: 2, distance: "Dot" }, strict_mode_config: { max_query_limit: 10 } });
  expect((await client.getCollection("strict-limit")).config.strict_mode_config).toEqual({ enabled: false, max_query_limit: 10 });
  const refused = await call("PATCH", "/collections/strict", { strict_mode_config: "on" });
  expect(refused.status).toBe(400);
  expect(refused.body.status.error).toContain("strict mode settings");
});

it("keeps datatype float16 (a half-precision search graph) and uint8 (bytes, as Qdrant's `as u8` makes them), and shows them back", async () => {
  const client = server.client(key);
  await client.createCollection("half", { vectors: { size: 2, distance: "Cosine", datatype: "float16" } });
  expect((await client.getCollection("half")).config.params.vectors).toEqual({ size: 2, distance: "Cosine", on_disk: false, datatype: "float16" });
  await client.upsert("half", { wait: true, points: [{ id: 1, vector: [1, 0] }, { id: 2, vector: [0.6, 0.8] }] });
  const [nearest] = (await client.query("half", { query: [0.8, 0.6], limit: 1 })).points;
  expect(nearest).toMatchObject({ id: 2 });
  expect(nearest?.score).toBeCloseTo(0.96, 5);
  // Without a datatype, nothing is shown (float32, as Qdrant).
  expect((await client.getCollection("docs")).config.params.vectors).toEqual({ size: 2, distance: "Dot", on_disk: false });

  await client.createCollection("bytes", { vectors: { size: 2, distance: "Dot", datatype: "uint8" } });
  expect((await client.getCollection("bytes")).config.params.vectors).toEqual({ size: 2, distance: "Dot", on_disk: false, datatype: "uint8" });
  // Fractions dropped, values held between 0 and 255: written and searched with alike.
  await client.upsert("bytes", { wait: true, points: [{ id: 1, vector: [255, 0] }, { id: 2, vector: [3.9, 200] }, { id: 3, vector: [-4, 300.5] }] });
  expect((await client.retrieve("bytes", { ids: [1, 2, 3], with_vector: true })).map((point) => point.vector)).toEqual([
    [255, 0],
    [3, 200],
    [0, 255],
  ]);
  expect((await client.query("bytes", { query: [1.9, 2.5], limit: 3 })).points.map((point) => [point.id, point.score])).toEqual([
    [3, 510],
    [2, 403],
    [1, 255],
  ]);
  await client.createCollection("byte-rows", { vectors: { rows: { size: 2, distance: "Dot", datatype: "uint8", multivector_config: { comparator: "max_sim" } } } });
  await client.upsert("byte-rows", { wait: true, points: [{ id: 1, vector: { rows: [[1.5, 256], [0.2, 7]] } }] });
  expect((await client.retrieve("byte-rows", { ids: [1], with_vector: true }))[0]?.vector).toEqual({ rows: [[1, 255], [0, 7]] });
});

it("indexes a collection from its own indexing_threshold (kilobytes of a vector; 0: never), also once changed", async () => {
  const client = server.client(key);
  const indexedCount = async (name: string) => (await client.getCollection(name)).indexed_vectors_count;
  /** The count once the collection's search graph has taken the points written (fed beside the write). */
  const settledCount = async (name: string, expected: number) => {
    for (let tries = 0; tries < 100 && (await indexedCount(name)) !== expected; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    return indexedCount(name);
  };
  // 256 float32 values are 1 kB a point: a threshold of 2 kB indexes from the second point on.
  const points = [1, 2, 3].map((id) => ({ id, vector: Array.from({ length: 256 }, (_, i) => Math.sin(id + i)) }));
  await client.createCollection("early", { vectors: { size: 256, distance: "Dot" }, optimizers_config: { indexing_threshold: 2 } });
  await client.createCollection("never", { vectors: { size: 256, distance: "Dot" }, optimizers_config: { indexing_threshold: 0 } });
  await client.createCollection("default", { vectors: { size: 256, distance: "Dot" } });
  for (const name of ["early", "never", "default"]) await client.upsert(name, { wait: true, points });
  expect(await settledCount("early", 3)).toBe(3);
  // Without one of its own, the service's VECTOR_INDEX_THRESHOLD (20,000 points) applies.
  expect([await indexedCount("never"), await indexedCount("default")]).toEqual([0, 0]);
  await client.updateCollection("never", { optimizers_config: { indexing_threshold: 1 } });
  expect(await settledCount("never", 3)).toBe(3);
  expect((await client.getCollection("never")).config.optimizer_config.indexing_threshold).toBe(1);
});
