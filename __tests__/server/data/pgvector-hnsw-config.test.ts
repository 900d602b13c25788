// Qdrant's hnsw_config on the pgvector engine: each dense vector's HNSW index
// is built with its m and ef_construct (the vector's own over the collection's,
// brought into pgvector's bounds), m 0 builds none and every search is exact,
// and a PATCH that changes them builds the changed indexes again. What the
// client sees is the collection's config and its answers; how the index was
// built is read from PostgreSQL's catalogue, as an operator would check it.
import pg from "pg";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(120_000);

let store: TestStore;
let server: DataPlaneServer;
let key: string;
let db: pg.Client;

beforeAll(async () => {
  store = await openTestStore("postgres");
  const databaseUrl = store.settings.databaseUrl ?? "";
  server = await startDataPlaneServer(store.store, { VECTOR_ENGINE: "pgvector", DATABASE_URL: databaseUrl });
  key = (await server.createApiKey(await server.createOwner())).key;
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await server?.close();
  await store?.remove();
});

const call = (method: string, urlPath: string, body?: unknown) => server.call(method, urlPath, { apiKey: key, body });

/** Each dense vector's HNSW index as PostgreSQL holds it: its m and ef_construction, or "none". */
async function indexesOf(collection: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string; definition: string | null }>(
    `SELECT vector.key AS name, i.indexdef AS definition
       FROM collections c
       JOIN vdb_vector_collections v ON v.id = c.engine_id
       CROSS JOIN LATERAL jsonb_each(v.layout->'dense') AS vector
       LEFT JOIN pg_indexes i ON i.tablename = 'vdb_points_' || c.engine_id AND i.indexname = 'vdb_points_' || c.engine_id || '_' || (vector.value->>'column') || '_hnsw'
      WHERE c.name = $1`,
    [collection],
  );
  return Object.fromEntries(rows.map(({ name, definition }) => [name, definition === null ? "none" : (/WITH \((.*)\)/.exec(definition)?.[1] ?? definition)]));
}

const points = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  vector: { tuned: [Math.sin(index), Math.cos(index), index / 60], flat: [Math.cos(index * 1.7), Math.sin(index * 0.3), 1 - index / 60], plain: [index, 1, 0] },
}));

describe("hnsw_config on pgvector", () => {
  beforeAll(async () => {
    const created = await call("PUT", "/collections/tuned", {
      hnsw_config: { m: 24 },
      vectors: {
        tuned: { size: 3, distance: "Cosine", hnsw_config: { m: 32, ef_construct: 200 } },
        flat: { size: 3, distance: "Euclid", hnsw_config: { m: 0 } },
        plain: { size: 3, distance: "Dot" },
      },
    });
    expect(created.status).toBe(200);
    expect((await call("PUT", "/collections/tuned/points?wait=true", { points })).status).toBe(200);
  });

  it("builds each vector's index with its own m and ef_construct, the collection's where it has none, and none for m 0", async () => {
    expect(await indexesOf("tuned")).toEqual({ tuned: "m='32', ef_construction='200'", flat: "none", plain: "m='24', ef_construction='100'" });
  });

  it("searches a vector without a graph exactly", async () => {
    const query = [0.2, -0.4, 0.9];
    const distance = (vector: number[]) => Math.hypot(...vector.map((value, index) => value - (query[index] ?? 0)));
    const expected = [...points].sort((a, b) => distance(a.vector.flat) - distance(b.vector.flat)).slice(0, 10).map((point) => point.id);
    const answer = await call("POST", "/collections/tuned/points/query", { query, using: "flat", limit: 10 });
    expect(answer.body.result.points.map((point: { id: number }) => point.id)).toEqual(expected);
  });

  it("builds again, with the new values, only the indexes a PATCH changes", async () => {
    expect((await call("PATCH", "/collections/tuned", { vectors: { flat: { hnsw_config: { m: 8 } } } })).status).toBe(200);
    expect(await indexesOf("tuned")).toEqual({ tuned: "m='32', ef_construction='200'", flat: "m='8', ef_construction='100'", plain: "m='24', ef_construction='100'" });
    expect((await call("PATCH", "/collections/tuned", { hnsw_config: { ef_construct: 64 } })).status).toBe(200);
    expect(await indexesOf("tuned")).toEqual({ tuned: "m='32', ef_construction='200'", flat: "m='8', ef_construction='64'", plain: "m='24', ef_construction='64'" });
    const info = await call("GET", "/collections/tuned");
    expect({ collection: info.body.result.config.hnsw_config, flat: info.body.result.config.params.vectors.flat.hnsw_config }).toEqual({
      collection: expect.objectContaining({ m: 24, ef_construct: 64 }),
      flat: { m: 8 },
    });
  });

  it("brings values pgvector does not take into its bounds (m 2 to 100, ef_construction at least 2m, at most 1,000)", async () => {
    await call("PUT", "/collections/wide", { vectors: { size: 3, distance: "Dot", hnsw_config: { m: 200, ef_construct: 5000 } } });
    await call("PUT", "/collections/narrow", { vectors: { size: 3, distance: "Dot", hnsw_config: { m: 1, ef_construct: 1 } } });
    expect({ wide: await indexesOf("wide"), narrow: await indexesOf("narrow") }).toEqual({
      wide: { "": "m='100', ef_construction='1000'" },
      narrow: { "": "m='2', ef_construction='4'" },
    });
  });

  it("indexes a named vector added later as the collection's hnsw_config says", async () => {
    expect((await call("PUT", "/collections/tuned/vectors/later?wait=true", { dense: { size: 3, distance: "Dot" } })).status).toBe(200);
    expect((await indexesOf("tuned")).later).toBe("m='24', ef_construction='64'");
  });
});
