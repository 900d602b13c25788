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

it("keeps datatype float16 (a half-precision search graph) and uint8 (whole numbers, searched as float32), and shows them back", async () => {
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
  await client.upsert("bytes", { wait: true, points: [{ id: 1, vector: [255, 0] }, { id: 2, vector: [3, 200] }] });
  expect((await client.query("bytes", { query: [1, 2], limit: 2 })).points.map((point) => [point.id, point.score])).toEqual([
    [2, 403],
    [1, 255],
  ]);
});
