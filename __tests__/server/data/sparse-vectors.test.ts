// Sparse vectors through the official client: a collection with a named dense
// vector and two sparse ones (one with the idf modifier), as LangChain's and
// LlamaIndex's hybrid stores create it; points in list and batch forms;
// searches on the sparse vectors (query, search's named form, recommend by
// id), hybrid queries fusing a dense and a sparse prefetch (rrf, dbsf), reads
// of the sparse vectors, vector changes, collection info, and Qdrant's answers
// to bad sparse input (nothing written). Every result is checked against a
// brute-force computation here.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { dbsf, rrf, type Hit } from "./support/fusion-reference";

jest.setTimeout(30_000);

interface Sparse {
  indices: number[];
  values: number[];
}

interface TestPoint {
  id: number;
  vector: { dense: number[]; text?: Sparse; bm25?: Sparse };
  payload: { group: number };
}

const wave = (id: number, salt: number) => Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453 - Math.floor(Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453);

/** Some of 40 dimensions, low ones far more often, listed in no particular order (Qdrant sorts them). */
function sparseFor(id: number, salt: number): Sparse {
  const indices = [...new Set(Array.from({ length: 2 + Math.floor(wave(id, salt) * 6) }, (_, i) => Math.floor(40 * wave(id, salt + i + 1) ** 2)))].reverse();
  return { indices, values: indices.map((_, i) => Math.round(wave(id, salt + 20 + i) * 1000) / 100) };
}

const POINTS: TestPoint[] = Array.from({ length: 50 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    vector: {
      dense: [wave(id, 1) - 0.5, wave(id, 2) - 0.5, wave(id, 3) - 0.5, wave(id, 4) - 0.5],
      ...(id % 7 !== 0 ? { text: sparseFor(id, 5) } : {}),
      ...(id % 5 !== 0 ? { bm25: sparseFor(id, 9) } : {}),
    },
    payload: { group: id % 3 },
  };
});


function sparseDot(a: Sparse, b: Sparse): number {
  return a.indices.reduce((sum, index, i) => {
    const j = b.indices.indexOf(index);
    return j < 0 ? sum : sum + (a.values[i] ?? 0) * (b.values[j] ?? 0);
  }, 0);
}

function idfWeighted(query: Sparse, points: readonly TestPoint[]): Sparse {
  const holding = points.filter((point) => point.vector.bm25);
  const idf = (index: number) => {
    const n = holding.filter((point) => point.vector.bm25?.indices.includes(index)).length;
    return Math.log((holding.length - n + 0.5) / (n + 0.5) + 1);
  };
  return { indices: query.indices, values: query.values.map((value, i) => value * idf(query.indices[i] ?? 0)) };
}

function nearestSparse(name: "text" | "bm25", query: Sparse, limit: number, accept: (point: TestPoint) => boolean = () => true): Hit[] {
  const weighted = name === "bm25" ? idfWeighted(query, POINTS) : query;
  return POINTS.flatMap((point) => {
    const stored = point.vector[name];
    return stored && accept(point) && stored.indices.some((index) => query.indices.includes(index)) ? [{ id: point.id, score: sparseDot(weighted, stored) }] : [];
  })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

function nearestDense(query: number[], limit: number): Hit[] {
  const unit = (v: number[]) => v.map((x) => x / Math.hypot(...v));
  return POINTS.map((point) => ({ id: point.id, score: unit(query).reduce((sum, x, i) => sum + x * (unit(point.vector.dense)[i] ?? 0), 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

function expectHits(found: { id: unknown; score: number }[], expected: readonly Hit[]): void {
  expect(found.map((point) => point.score)).toEqual(expected.map((hit) => expect.closeTo(hit.score, 4)));
  expect(found.map((point) => point.id)).toEqual(expected.map((hit) => hit.id));
}

const sorted = ({ indices, values }: Sparse): Sparse => {
  const order = indices.map((_, i) => i).sort((a, b) => (indices[a] ?? 0) - (indices[b] ?? 0));
  return { indices: order.map((i) => indices[i] ?? 0), values: order.map((i) => expect.closeTo(values[i] ?? 0, 5) as number) };
};

describeEachStore("sparse vectors through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("docs", { vectors: { dense: { size: 4, distance: "Cosine" } }, sparse_vectors: { text: {}, bm25: { modifier: "idf" } } });
    await client.upsert("docs", { wait: true, points: POINTS.slice(0, 30) });
    // The batch form, a list per vector name.
    const rest = POINTS.slice(30);
    const withAll = rest.filter((point) => point.vector.text && point.vector.bm25);
    await client.upsert("docs", {
      wait: true,
      batch: { ids: withAll.map((point) => point.id), vectors: { dense: withAll.map((point) => point.vector.dense), text: withAll.map((point) => point.vector.text as Sparse), bm25: withAll.map((point) => point.vector.bm25 as Sparse) }, payloads: withAll.map((point) => point.payload) },
    });
    await client.upsert("docs", { wait: true, points: rest.filter((point) => !withAll.includes(point)) });
  });
  afterAll(() => server.close());

  const query: Sparse = { indices: [3, 0, 11, 1], values: [1.5, 0.4, 2.0, -0.3] };

  it("reports the sparse vectors in collection info", async () => {
    const info = await client.getCollection("docs");
    expect(info.config.params.sparse_vectors).toEqual({ text: {}, bm25: { modifier: "idf" } });
    expect(info.points_count).toBe(POINTS.length);
  });

  it("returns each point's sparse vectors sorted by index, beside its dense one", async () => {
    const [point] = await client.retrieve("docs", { ids: [8], with_vector: true });
    const stored = POINTS[7] as TestPoint;
    expect(point?.vector).toEqual({ dense: stored.vector.dense.map((x) => expect.closeTo(x / Math.hypot(...stored.vector.dense), 5)), text: sorted(stored.vector.text as Sparse), bm25: sorted(stored.vector.bm25 as Sparse) });
    const [onlyText] = await client.retrieve("docs", { ids: [8], with_vector: ["text"] });
    expect(onlyText?.vector).toEqual({ text: sorted(stored.vector.text as Sparse) });
  });

  it("finds the points sharing dimensions with a sparse query, by dot product, filtered and paged", async () => {
    expectHits((await client.query("docs", { query, using: "text", limit: 7 })).points, nearestSparse("text", query, 7));
    const filtered = await client.query("docs", { query, using: "text", limit: 5, filter: { must: [{ key: "group", match: { value: 1 } }] } });
    expectHits(filtered.points, nearestSparse("text", query, 5, (point) => point.payload.group === 1));
    const paged = await client.query("docs", { query, using: "text", limit: 4, offset: 3 });
    expectHits(paged.points, nearestSparse("text", query, 7).slice(3));
    const all = nearestSparse("text", query, 100);
    const threshold = (all[5]?.score ?? 0) - 1e-3;
    expectHits((await client.query("docs", { query, using: "text", limit: 100, score_threshold: threshold })).points, all.slice(0, 6));
  });

  it("filters on has_vector: the points holding a named sparse or dense vector", async () => {
    const holding = await client.count("docs", { filter: { must: [{ has_vector: "text" }] }, exact: true });
    expect(holding.count).toBe(POINTS.filter((point) => point.vector.text).length);
    const lacking = await client.scroll("docs", { filter: { must_not: [{ has_vector: "bm25" }] }, limit: 100 });
    expect(lacking.points.map((point) => point.id)).toEqual(POINTS.filter((point) => !point.vector.bm25).map((point) => point.id));
    expect((await client.count("docs", { filter: { must: [{ has_vector: "dense" }] } })).count).toBe(POINTS.length);
    const unknown = await server.call("POST", "/collections/docs/points/count", { apiKey: key, body: { filter: { must: [{ has_vector: "image" }] } } });
    expect(unknown).toEqual({ status: 400, body: { status: { error: "Wrong input: Not existing vector name error: image" }, time: expect.any(Number) } });
  });

  it("weights a query by each dimension's idf on a vector with the idf modifier", async () => {
    expectHits((await client.query("docs", { query, using: "bm25", limit: 10 })).points, nearestSparse("bm25", query, 10));
  });

  it("searches a sparse vector by search's named form and batch", async () => {
    const searched = await server.call("POST", "/collections/docs/points/search", { apiKey: key, body: { vector: { name: "text", vector: query }, limit: 6, with_payload: true } });
    const found = searched.body.result as (Hit & { payload: unknown })[];
    expectHits(found, nearestSparse("text", query, 6));
    expect(found[0]?.payload).toEqual(POINTS.find((point) => point.id === found[0]?.id)?.payload);
    const batch = await server.call("POST", "/collections/docs/points/search/batch", { apiKey: key, body: { searches: [{ vector: { name: "bm25", vector: query }, limit: 3 }] } });
    expectHits((batch.body.result as Hit[][])[0] ?? [], nearestSparse("bm25", query, 3));
  });

  it("recommends from a point's sparse vector, leaving the example out", async () => {
    const example = POINTS[3] as TestPoint;
    const found = await client.query("docs", { query: { recommend: { positive: [example.id] } }, using: "text", limit: 5 });
    expectHits(found.points, nearestSparse("text", example.vector.text as Sparse, 6, (point) => point.id !== example.id).slice(0, 5));
  });

  it("fuses a dense and a sparse prefetch with rrf, and with dbsf", async () => {
    const dense = [0.2, -0.4, 0.9, 0.1];
    const prefetch = [
      { query: dense, using: "dense", limit: 12 },
      { query, using: "text", limit: 12 },
    ];
    const lists = [nearestDense(dense, 12), nearestSparse("text", query, 12)];
    const fused = await client.query("docs", { prefetch, query: { fusion: "rrf" }, limit: 8 });
    expectHits(fused.points, rrf(lists).slice(0, 8));
    const distributed = await client.query("docs", { prefetch, query: { fusion: "dbsf" }, limit: 8 });
    expectHits(distributed.points, dbsf(lists.map((hits) => ({ hits, larger: true }))).slice(0, 8));
  });

  it("re-scores prefetched dense candidates on the sparse vector", async () => {
    const dense = [0.5, 0.5, -0.2, 0.3];
    const candidates = nearestDense(dense, 20).map((hit) => hit.id);
    const found = await client.query("docs", { prefetch: { query: dense, using: "dense", limit: 20 }, query, using: "bm25", limit: 5 });
    expectHits(found.points, nearestSparse("bm25", query, 5, (point) => candidates.includes(point.id)));
  });

  it("changes and removes a point's sparse vector, and searches follow", async () => {
    await client.createCollection("changes", { vectors: {}, sparse_vectors: { text: {} } });
    await client.upsert("changes", { wait: true, points: [{ id: 1, vector: { text: { indices: [1, 2], values: [1, 1] } } }, { id: 2, vector: { text: { indices: [2], values: [3] } } }] });
    await client.updateVectors("changes", { wait: true, points: [{ id: 1, vector: { text: { indices: [2, 7], values: [5, 1] } } }] });
    const ranked = await client.query("changes", { query: { indices: [2], values: [1] }, using: "text" });
    expect(ranked.points.map((point) => [point.id, point.score])).toEqual([
      [1, 5],
      [2, 3],
    ]);
    await client.deleteVectors("changes", { wait: true, points: [1], vector: ["text"] });
    expect((await client.query("changes", { query: { indices: [2, 7], values: [1, 1] }, using: "text" })).points.map((point) => point.id)).toEqual([2]);
  });

  it("takes a point with only its sparse vector beside an unnamed dense one, as Qdrant does", async () => {
    // Issue 25: every vector is optional, the unnamed one too.
    await client.createCollection("hybrid", { vectors: { size: 2, distance: "Dot" }, sparse_vectors: { "sparse-text": {} } });
    const words = { indices: [66, 12], values: [0.5, 0.5] };
    expect(await server.call("PUT", "/collections/hybrid/points?wait=true", { apiKey: key, body: { points: [{ id: 9, vector: { "sparse-text": words } }] } })).toMatchObject({
      status: 200,
      body: { result: { status: "completed" } },
    });
    await client.upsert("hybrid", { wait: true, points: [{ id: 10, vector: { "": [1, 0], "sparse-text": { indices: [12], values: [2] } } }, { id: 11, vector: [0, 1] }] });
    expect((await client.retrieve("hybrid", { ids: [9, 10, 11], with_vector: true })).map(({ id, vector }) => ({ id, vector }))).toEqual([
      { id: 9, vector: { "sparse-text": { indices: [12, 66], values: [0.5, 0.5] } } },
      { id: 10, vector: { "": [1, 0], "sparse-text": { indices: [12], values: [2] } } },
      { id: 11, vector: [0, 1] },
    ]);
    expect((await client.query("hybrid", { query: [1, 1], limit: 5 })).points.map((point) => point.id).sort()).toEqual([10, 11]);
    expect((await client.query("hybrid", { query: { indices: [12], values: [1] }, using: "sparse-text", limit: 5 })).points.map((point) => point.id)).toEqual([10, 9]);
    const holding = async (name: string) => (await client.count("hybrid", { exact: true, filter: { must: [{ has_vector: name }] } })).count;
    expect({ all: (await client.count("hybrid", { exact: true })).count, dense: await holding(""), sparse: await holding("sparse-text") }).toEqual({ all: 3, dense: 2, sparse: 2 });
  });

  it("answers bad sparse input as Qdrant does, and writes nothing", async () => {
    const upsert = (vector: unknown) => server.call("PUT", "/collections/docs/points?wait=true", { apiKey: key, body: { points: [{ id: 999, vector }] } });
    const duplicate = await upsert({ dense: [1, 0, 0, 0], text: { indices: [1, 1], values: [1, 2] } });
    expect(duplicate).toEqual({ status: 422, body: { status: { error: "Validation error in JSON body: [points[0].vector.text.indices: must be unique]" }, time: expect.any(Number) } });
    const lengths = await upsert({ dense: [1, 0, 0, 0], text: { indices: [1, 2], values: [1] } });
    expect(lengths.status).toBe(422);
    expect(lengths.body.status.error).toBe("Validation error in JSON body: [points[0].vector.text.values: must be the same length as indices]");
    const dense = await upsert({ dense: [1, 0, 0, 0], text: [1, 2, 3] });
    expect(dense.status).toBe(400);
    expect(dense.body.status.error).toBe('Wrong input: Conversion between sparse and regular vectors failed: `text` is a sparse vector, give {"indices": [...], "values": [...]} (points[0].vector.text)');
    const unknown = await upsert({ dense: [1, 0, 0, 0], words: { indices: [1], values: [1] } });
    expect(unknown.body.status.error).toBe("Wrong input: Not existing vector name error: words");
    const sparseForDense = await server.call("POST", "/collections/docs/points/query", { apiKey: key, body: { query, using: "dense" } });
    expect(sparseForDense.status).toBe(400);
    expect(sparseForDense.body.status.error).toBe("Wrong input: Conversion between sparse and regular vectors failed: query is sparse, and this vector is dense");
    expect((await client.count("docs")).count).toBe(POINTS.length);
    const clash = await server.call("PUT", "/collections/clash", { apiKey: key, body: { vectors: { text: { size: 2, distance: "Dot" } }, sparse_vectors: { text: {} } } });
    expect(clash.body.status.error).toBe("Wrong input: Vector name `text` is both a dense and a sparse vector: give each vector its own name");
  });
});
