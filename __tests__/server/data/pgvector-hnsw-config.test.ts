// Qdrant's hnsw_config and indexing_threshold on the pgvector engine: each
// dense vector's HNSW index is built, in the background once the collection
// reaches its threshold (the collection yellow meanwhile, then green), with its
// m and ef_construct (the vector's own over the collection's, brought into
// pgvector's bounds); m 0 builds none and every search is exact; a PATCH that
// changes them builds the changed indexes again. What the client sees is the
// collection's status, config and answers; how the index was built is read
// from PostgreSQL's catalogue, as an operator would check it.
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

/** Until the collection is green: every index it is due is built. */
async function untilGreen(collection: string): Promise<{ status: string; indexed_vectors_count: number; points_count: number }> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await call("GET", `/collections/${collection}`);
    if (body.result.status === "green") return body.result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${collection} did not turn green`);
}

/** 1 kB of 3-dimensional float32 vectors: 86 of them. */
const THRESHOLD = { indexing_threshold: 1 };

const points = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  vector: { tuned: [Math.sin(index), Math.cos(index), index / 60], flat: [Math.cos(index * 1.7), Math.sin(index * 0.3), 1 - index / 60], plain: [index, 1, 0] },
}));

describe("hnsw_config on pgvector", () => {
  beforeAll(async () => {
    const created = await call("PUT", "/collections/tuned", {
      hnsw_config: { m: 24 },
      optimizers_config: THRESHOLD,
      vectors: {
        tuned: { size: 3, distance: "Cosine", hnsw_config: { m: 32, ef_construct: 200 } },
        flat: { size: 3, distance: "Euclid", hnsw_config: { m: 0 } },
        plain: { size: 3, distance: "Dot" },
      },
    });
    expect(created.status).toBe(200);
  });

  it("builds no index below indexing_threshold, then each vector's with its own m and ef_construct (the collection's where it has none; none for m 0)", async () => {
    expect((await call("PUT", "/collections/tuned/points?wait=true", { points: points.slice(0, 80) })).status).toBe(200);
    expect({ collection: await untilGreen("tuned"), indexes: await indexesOf("tuned") }).toEqual({
      collection: expect.objectContaining({ points_count: 80, indexed_vectors_count: 0 }),
      indexes: { tuned: "none", flat: "none", plain: "none" },
    });
    expect((await call("PUT", "/collections/tuned/points?wait=true", { points })).status).toBe(200);
    // Two indexes of 100 vectors: flat has none.
    expect({ collection: await untilGreen("tuned"), indexes: await indexesOf("tuned") }).toEqual({
      collection: expect.objectContaining({ points_count: 100, indexed_vectors_count: 200 }),
      indexes: { tuned: "m='32', ef_construction='200'", flat: "none", plain: "m='24', ef_construction='100'" },
    });
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
    await untilGreen("tuned");
    expect(await indexesOf("tuned")).toEqual({ tuned: "m='32', ef_construction='200'", flat: "m='8', ef_construction='100'", plain: "m='24', ef_construction='100'" });
    expect((await call("PATCH", "/collections/tuned", { hnsw_config: { ef_construct: 64 } })).status).toBe(200);
    await untilGreen("tuned");
    expect(await indexesOf("tuned")).toEqual({ tuned: "m='32', ef_construction='200'", flat: "m='8', ef_construction='64'", plain: "m='24', ef_construction='64'" });
    const info = await call("GET", "/collections/tuned");
    expect({ collection: info.body.result.config.hnsw_config, flat: info.body.result.config.params.vectors.flat.hnsw_config }).toEqual({
      collection: expect.objectContaining({ m: 24, ef_construct: 64 }),
      flat: { m: 8 },
    });
  });

  it("builds again an index a crash or a shutdown cut off (PostgreSQL leaves it invalid)", async () => {
    const { rows } = await db.query<{ name: string }>(`SELECT 'vdb_points_' || engine_id || '_' || (layout->'dense'->'plain'->>'column') || '_hnsw' AS name FROM collections c JOIN vdb_vector_collections v ON v.id = c.engine_id WHERE c.name = 'tuned'`);
    const index = rows[0]?.name ?? "";
    await db.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = $1::regclass`, [index]);
    expect((await call("GET", "/collections/tuned")).body.result.status).toBe("yellow");
    expect(await untilGreen("tuned")).toEqual(expect.objectContaining({ status: "green" }));
    const { rows: valid } = await db.query<{ valid: boolean }>(`SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = $1::regclass`, [index]);
    expect(valid).toEqual([{ valid: true }]);
  });

  it("brings values pgvector does not take into its bounds (m 2 to 100, ef_construction at least 2m, at most 1,000)", async () => {
    for (const [name, hnsw_config] of [["wide", { m: 200, ef_construct: 5000 }], ["narrow", { m: 1, ef_construct: 1 }]] as const) {
      await call("PUT", `/collections/${name}`, { vectors: { size: 3, distance: "Dot", hnsw_config }, optimizers_config: THRESHOLD });
      await call("PUT", `/collections/${name}/points?wait=true`, { points: points.map(({ id, vector }) => ({ id, vector: vector.plain })) });
      await untilGreen(name);
    }
    expect({ wide: await indexesOf("wide"), narrow: await indexesOf("narrow") }).toEqual({
      wide: { "": "m='100', ef_construction='1000'" },
      narrow: { "": "m='2', ef_construction='4'" },
    });
  });

  it("indexes a named vector added later as the collection's hnsw_config says, once it holds enough vectors", async () => {
    expect((await call("PUT", "/collections/tuned/vectors/later?wait=true", { dense: { size: 3, distance: "Dot" } })).status).toBe(200);
    const later = points.map(({ id }) => ({ id, vector: { later: [id, 2, 1] } }));
    expect((await call("PUT", "/collections/tuned/points/vectors?wait=true", { points: later })).status).toBe(200);
    await untilGreen("tuned");
    expect((await indexesOf("tuned")).later).toBe("m='24', ef_construction='64'");
  });
});
