// Named vectors through the official client: a collection with several named
// dense vectors, points holding any of them (list and batch forms), reads by
// name, searches on the vector a query names (query `using`, search's named
// form, recommend `using`, a point id's vector of that name), changes to some
// vectors of a point, and Qdrant's 400s for unknown names and wrong sizes.
// Every result is checked against a brute-force computation here.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

const VECTORS = { image: { size: 3, distance: "Cosine" }, text: { size: 4, distance: "Dot" }, title: { size: 2, distance: "Euclid" } } as const;
type Name = keyof typeof VECTORS;

/** Points 1..24, each holding some of the vectors (deterministic values, never none). */
const POINTS = Array.from({ length: 24 }, (_, index) => {
  const id = index + 1;
  const value = (salt: number, size: number) => Array.from({ length: size }, (_, i) => Math.round(Math.sin(id * 12.9898 + salt * 78.233 + i * 37.719) * 1000) / 100);
  const vector: Partial<Record<Name, number[]>> = {};
  if (id % 4 !== 0) vector.image = value(1, 3);
  if (id % 3 !== 0) vector.text = value(2, 4);
  if (id % 2 === 0 || !vector.image) vector.title = value(3, 2);
  return { id, vector: vector as Record<string, number[]>, payload: { group: id % 3 } };
});

function score(name: Name, a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((sum, value, i) => sum + value * (b[i] ?? 0), 0);
  if (VECTORS[name].distance === "Dot") return dot;
  if (VECTORS[name].distance === "Euclid") return Math.sqrt(a.reduce((sum, value, i) => sum + (value - (b[i] ?? 0)) ** 2, 0));
  const norm = (v: readonly number[]) => Math.sqrt(v.reduce((sum, value) => sum + value * value, 0));
  return dot / (norm(a) * norm(b));
}

/** The `limit` nearest points holding `name`, by brute force. */
function nearest(name: Name, query: readonly number[], limit: number, points = POINTS, except: readonly number[] = []) {
  const ascending = VECTORS[name].distance === "Euclid";
  return points
    .filter((point) => point.vector[name] && !except.includes(point.id))
    .map((point) => ({ id: point.id, score: score(name, query, point.vector[name] as number[]) }))
    .sort((a, b) => (ascending ? a.score - b.score : b.score - a.score))
    .slice(0, limit);
}

function expectRanked(found: { id: unknown; score: number }[], expected: { id: number; score: number }[]): void {
  expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
  found.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 4));
}

describeEachStore("named vectors through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("gallery", { vectors: VECTORS });
    await client.upsert("gallery", { wait: true, points: POINTS.slice(0, 12) });
    // The rest in the batch form: a list per name, one entry per id (Qdrant's batch takes only names every point holds).
    const rest = POINTS.slice(12).filter((point) => point.vector.text && point.vector.title && !point.vector.image);
    const others = POINTS.slice(12).filter((point) => !rest.includes(point));
    await client.upsert("gallery", {
      wait: true,
      batch: { ids: rest.map((point) => point.id), vectors: { text: rest.map((point) => point.vector.text as number[]), title: rest.map((point) => point.vector.title as number[]) }, payloads: rest.map((point) => point.payload) },
    });
    await client.upsert("gallery", { wait: true, points: others });
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });

  it("describes each named vector in the collection's info", async () => {
    const info = await client.getCollection("gallery");
    expect(info.points_count).toBe(POINTS.length);
    expect(info.config.params.vectors).toEqual({
      image: { size: 3, distance: "Cosine", on_disk: false },
      text: { size: 4, distance: "Dot", on_disk: false },
      title: { size: 2, distance: "Euclid", on_disk: false },
    });
  });

  it("returns each point's vectors by name: all it holds, or those asked for", async () => {
    const [point] = await client.retrieve("gallery", { ids: [2], with_vector: true });
    const written = POINTS[1] as (typeof POINTS)[number];
    expect(Object.keys(point?.vector as object).sort()).toEqual(Object.keys(written.vector).sort());
    const text = (point?.vector as Record<string, number[]>).text ?? [];
    text.forEach((value, index) => expect(value).toBeCloseTo(written.vector.text?.[index] ?? NaN, 5));
    const onlyTitle = await client.retrieve("gallery", { ids: [1, 2, 3, 4], with_vector: ["title"] });
    expect(onlyTitle.map((record) => Object.keys(record.vector as object))).toEqual(POINTS.slice(0, 4).map((p) => (p.vector.title ? ["title"] : [])));
    const scrolled = await client.scroll("gallery", { limit: 3, with_vector: ["image", "text"], with_payload: false });
    expect(scrolled.points.map((record) => Object.keys(record.vector as object).sort())).toEqual(POINTS.slice(0, 3).map((p) => Object.keys(p.vector).filter((name) => name !== "title").sort()));
  });

  it("reads `with_vectors` as `with_vector` where Qdrant's serde does, and nowhere else", async () => {
    type Hit = { id: number; vector?: object | null };
    type Groups = { groups: { hits: Hit[] }[] };
    const title = { with_vectors: ["title"], with_payload: false };
    const vectorNames = (points: Hit[]) => points.map((point) => Object.keys(point.vector ?? {}));
    const titled = (points: Hit[] | undefined) => {
      expect(points?.length).toBeGreaterThan(0);
      expect(vectorNames(points ?? [])).toEqual((points ?? []).map((point) => (POINTS.find((p) => p.id === point.id)?.vector.title ? ["title"] : [])));
    };
    const result = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await call("POST", path, body);
      expect(answer.status).toBe(200);
      return (answer.body as { result: T }).result;
    };
    const hits = (answer: Groups) => answer.groups.flatMap((group) => group.hits);
    titled(await result<Hit[]>("/collections/gallery/points", { ids: [1, 2, 3, 4], ...title }));
    titled((await result<{ points: Hit[] }>("/collections/gallery/points/scroll", { limit: 4, ...title })).points);
    titled(await result<Hit[]>("/collections/gallery/points/search", { vector: { name: "title", vector: [1, 1] }, limit: 3, ...title }));
    titled((await result<Hit[][]>("/collections/gallery/points/search/batch", { searches: [{ vector: { name: "title", vector: [1, 1] }, limit: 3, ...title }] }))[0]);
    titled(await result<Hit[]>("/collections/gallery/points/recommend", { positive: [2], using: "title", limit: 3, ...title }));
    titled((await result<{ points: Hit[] }>("/collections/gallery/points/query", { query: [1, 1], using: "title", limit: 3, ...title })).points);
    titled((await result<{ points: Hit[] }[]>("/collections/gallery/points/query/batch", { searches: [{ query: [1, 1], using: "title", limit: 3, ...title }] }))[0]?.points);
    const groups = { group_by: "group", group_size: 2, limit: 2, ...title };
    titled(hits(await result<Groups>("/collections/gallery/points/search/groups", { vector: { name: "title", vector: [1, 1] }, ...groups })));
    titled(hits(await result<Groups>("/collections/gallery/points/recommend/groups", { positive: [2], using: "title", ...groups })));
    // Qdrant's discover and query groups have no such alias: the key is not read there.
    const discovered = await result<Hit[]>("/collections/gallery/points/discover", { target: [1, 1], context: [{ positive: 2, negative: 4 }], using: "title", limit: 3, ...title });
    expect(discovered.map((point) => point.vector ?? null)).toEqual([null, null, null]);
    const queryGroups = hits(await result<Groups>("/collections/gallery/points/query/groups", { query: [1, 1], using: "title", ...groups }));
    expect(queryGroups.length).toBeGreaterThan(0);
    expect(queryGroups.map((point) => point.vector ?? null)).toEqual(queryGroups.map(() => null));
    // Both given: with_vector's choice.
    expect(vectorNames(await result<Hit[]>("/collections/gallery/points", { ids: [2], with_vector: ["text"], with_vectors: ["title"] }))).toEqual([["text"]]);
  });

  it("searches the vector a query names, with query's `using`, search's named form and recommend's `using`", async () => {
    for (const name of Object.keys(VECTORS) as Name[]) {
      const query = Array.from({ length: VECTORS[name].size }, (_, i) => (i % 2 === 0 ? 1.5 : -0.5));
      expectRanked((await client.query("gallery", { query, using: name, limit: 5 })).points, nearest(name, query, 5));
      const searched = await call("POST", "/collections/gallery/points/search", { vector: { name, vector: query }, limit: 5 });
      expectRanked(searched.body.result as { id: number; score: number }[], nearest(name, query, 5));
    }
    // A point id's vector of that name: the point itself is left out.
    const own = POINTS[4]?.vector.text as number[];
    expectRanked((await client.query("gallery", { query: 5, using: "text", limit: 4 })).points, nearest("text", own, 4, POINTS, [5]));
    const recommended = await call("POST", "/collections/gallery/points/recommend", { positive: [5], using: "text", limit: 4 });
    expectRanked(recommended.body.result as { id: number; score: number }[], nearest("text", own, 4, POINTS, [5]));
  });

  it("answers 404 for a point id without the vector a query names, in Qdrant's words", async () => {
    const lacking = POINTS.find((point) => !point.vector.image)?.id ?? 0;
    expect(await call("POST", "/collections/gallery/points/query", { query: lacking, using: "image" })).toMatchObject({
      status: 404,
      body: { status: { error: 'Not found: Vector with name "image" for point' } },
    });
    expect(await call("POST", "/collections/gallery/points/query", { query: 999, using: "image" })).toMatchObject({
      status: 404,
      body: { status: { error: "Not found: No point with id 999 found" } },
    });
  });

  it("skips a recommendation's example point that lacks the vector, as Qdrant does, and still leaves it out", async () => {
    const lacking = POINTS.find((point) => !point.vector.image)?.id ?? 0;
    const holding = POINTS.find((point) => point.vector.image)?.id ?? 0;
    const both = await client.query("gallery", { query: { recommend: { positive: [holding, lacking] } }, using: "image", limit: 5 });
    const one = await client.query("gallery", { query: { recommend: { positive: [holding] } }, using: "image", limit: 5 });
    expect(both.points.map((point) => point.id)).toEqual(one.points.map((point) => point.id).filter((id) => id !== lacking));
    expect(await call("POST", "/collections/gallery/points/query", { query: { recommend: { positive: [lacking] } }, using: "image" })).toMatchObject({
      status: 400,
      body: { status: { error: "Wrong input: Positive vectors should not be empty with `average` strategy" } },
    });
  });

  it("changes some vectors of a point, keeping the others and the payload; removes named vectors by filter", async () => {
    await client.createCollection("changes", { vectors: VECTORS });
    await client.upsert("changes", { wait: true, points: POINTS });
    const text = [9, 9, 9, 9];
    expect(await client.updateVectors("changes", { wait: true, points: [{ id: 1, vector: { text } }] })).toMatchObject({ status: "completed" });
    const [point] = await client.retrieve("changes", { ids: [1], with_vector: true, with_payload: true });
    expect(point?.payload).toEqual({ group: 1 });
    expect((point?.vector as Record<string, number[]>).text).toEqual(text);
    expect(Object.keys(point?.vector as object).sort()).toEqual(Object.keys(POINTS[0]?.vector ?? {}).sort());

    await client.deleteVectors("changes", { wait: true, filter: { must: [{ key: "group", match: { value: 0 } }] }, vector: ["image", "title"] });
    const after = POINTS.map((p) => {
      const vector: Record<string, number[]> = { ...p.vector, ...(p.id === 1 ? { text } : {}) };
      if (p.payload.group === 0) {
        delete vector.image;
        delete vector.title;
      }
      return { ...p, vector };
    });
    const query = [1, 2];
    expectRanked((await client.query("changes", { query, using: "title", limit: 24 })).points, nearest("title", query, 24, after));
    const records = await client.retrieve("changes", { ids: [3, 6], with_vector: true });
    for (const record of records) expect(Object.keys(record.vector as object)).toEqual(["text"].filter((name) => (after.find((p) => p.id === record.id)?.vector as Record<string, unknown>)[name]));
  });

  it("refuses unknown names, wrong sizes and a missing point in Qdrant's words, and writes nothing", async () => {
    const before = await client.count("gallery", { exact: true });
    const refusals: [string, string, unknown, number, string][] = [
      ["PUT", "/collections/gallery/points?wait=true", { points: [{ id: 99, vector: { audio: [1, 2] } }] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["PUT", "/collections/gallery/points?wait=true", { points: [{ id: 99, vector: { image: [1, 2] } }] }, 400, "Wrong input: Vector dimension error: expected dim: 3, got 2"],
      ["PUT", "/collections/gallery/points?wait=true", { points: [{ id: 99, vector: [1, 2, 3] }] }, 400, "Wrong input: Not existing vector name error: "],
      ["POST", "/collections/gallery/points/query", { query: [1, 2], using: "audio" }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/query", { query: [1, 2, 3], using: "text" }, 400, "Wrong input: Vector dimension error: expected dim: 4, got 3"],
      ["POST", "/collections/gallery/points/search", { vector: { name: "audio", vector: [1] }, limit: 1 }, 400, "Wrong input: Not existing vector name error: audio"],
      ["PUT", "/collections/gallery/points/vectors?wait=true", { points: [{ id: 1, vector: { audio: [1] } }] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["PUT", "/collections/gallery/points/vectors?wait=true", { points: [{ id: 1, vector: { title: [1, 1] } }, { id: 999, vector: { title: [1, 1] } }] }, 404, "Not found: No point with id 999 found"],
      ["POST", "/collections/gallery/points/vectors/delete?wait=true", { points: [1], vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      // A read's with_vector naming a vector the collection lacks, on every read that returns vectors.
      ["POST", "/collections/gallery/points", { ids: [1], with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/scroll", { with_vector: ["title", "audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/query", { query: [1, 2], using: "title", with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/search", { vector: { name: "title", vector: [1, 2] }, limit: 1, with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/recommend", { positive: [2], using: "title", limit: 1, with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/discover", { target: 2, context: [{ positive: 2, negative: 4 }], using: "title", limit: 1, with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
      ["POST", "/collections/gallery/points/query/groups", { query: [1, 2], using: "title", group_by: "group", limit: 1, with_vector: ["audio"] }, 400, "Wrong input: Not existing vector name error: audio"],
    ];
    for (const [method, path, body, status, error] of refusals) {
      expect({ path, body, answer: await call(method, path, body) }).toMatchObject({ path, body, answer: { status, body: { status: { error } } } });
    }
    expect(await client.count("gallery", { exact: true })).toEqual(before);
    const [unchanged] = await client.retrieve("gallery", { ids: [1], with_vector: ["title"] });
    expect((unchanged?.vector as Record<string, number[]>).title).toEqual(POINTS[0]?.vector.title);
  });

  it("prints every vector read back as Qdrant does: each float32 in its shortest decimal", async () => {
    await client.createCollection("printed", {
      vectors: { dense: { size: 2, distance: "Dot" }, multi: { size: 2, distance: "Dot", multivector_config: { comparator: "max_sim" } } },
      sparse_vectors: { words: {} },
    });
    const vector = { dense: [0.05, -1.1], multi: [[0.3, 0.7]], words: { indices: [4], values: [0.1] } };
    await client.upsert("printed", { wait: true, points: [{ id: 1, vector }] });
    // 0.05 as float32 widens to 0.05000000074505806; Qdrant prints 0.05.
    expect((await call("POST", "/collections/printed/points", { ids: [1], with_vector: true })).body.result[0].vector).toEqual(vector);
    expect((await call("POST", "/collections/printed/points/scroll", { with_vector: ["dense"] })).body.result.points[0].vector).toEqual({ dense: [0.05, -1.1] });
    const found = await call("POST", "/collections/printed/points/query", { query: [1, 1], using: "dense", with_vector: true });
    expect(found.body.result.points[0].vector).toEqual(vector);
    await client.createCollection("printed-plain", { vectors: { size: 3, distance: "Euclid" } });
    await client.upsert("printed-plain", { wait: true, points: [{ id: 1, vector: [0.1, 3.3333333, 1e-7] }] });
    expect((await call("POST", "/collections/printed-plain/points/search", { vector: [0, 0, 0], limit: 1, with_vector: true })).body.result[0].vector).toEqual([0.1, 3.3333333, 1e-7]);
  });

  it("keeps the unnamed form as it was: a name there is unknown", async () => {
    await client.createCollection("plain", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("plain", { wait: true, points: [{ id: 1, vector: [1, 0] }, { id: 2, vector: { "": [0, 1] } }] });
    expect((await client.retrieve("plain", { ids: [1, 2], with_vector: true })).map((record) => record.vector)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(await call("POST", "/collections/plain/points/query", { query: [1, 0], using: "image" })).toMatchObject({
      status: 400,
      body: { status: { error: "Wrong input: Not existing vector name error: image" } },
    });
  });

  it("takes points without the unnamed vector and removes it from a point, as Qdrant does", async () => {
    // `plain` holds 1: [1, 0] and 2: [0, 1]. Every vector is optional in Qdrant, the unnamed one too.
    await client.upsert("plain", { wait: true, points: [{ id: 3, vector: {}, payload: { n: 3 } }] });
    expect(await call("POST", "/collections/plain/points/vectors/delete?wait=true", { points: [1], vector: [""] })).toMatchObject({
      status: 200,
      body: { result: { status: "completed" } },
    });
    // Shown as Qdrant shows a point without vectors: an empty object.
    expect((await client.retrieve("plain", { ids: [1, 2, 3], with_vector: true })).map(({ id, vector }) => ({ id, vector }))).toEqual([
      { id: 1, vector: {} },
      { id: 2, vector: [0, 1] },
      { id: 3, vector: {} },
    ]);
    expect((await client.scroll("plain", { with_vector: true, limit: 10 })).points.map((point) => point.vector)).toEqual([{}, [0, 1], {}]);
    expect(await client.count("plain", { exact: true })).toEqual({ count: 3 });
    expect(await client.count("plain", { exact: true, filter: { must: [{ has_vector: "" }] } })).toEqual({ count: 1 });
    expect(await client.count("plain", { exact: true, filter: { must_not: [{ has_vector: "" }] } })).toEqual({ count: 2 });
    expect((await client.query("plain", { query: [1, 1], limit: 3 })).points.map((point) => point.id)).toEqual([2]);
    expect(await call("POST", "/collections/plain/points/query", { query: 1 })).toMatchObject({
      status: 404,
      body: { status: { error: 'Not found: Vector with name "" for point' } },
    });
    // Given back, the vector is searched again.
    await client.updateVectors("plain", { wait: true, points: [{ id: 1, vector: [1, 0] }] });
    expect((await client.query("plain", { query: [2, 1], limit: 3 })).points.map((point) => point.id)).toEqual([1, 2]);
  });
});
