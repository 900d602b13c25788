// Qdrant's query API through the official client, every answer checked
// against a brute-force computation written here from Qdrant's documented
// formulas: prefetch (nested, filtered, with score thresholds) and fusion (rrf
// with k and weights, dbsf), re-scoring prefetched candidates on another
// vector, recommend's best_score and sum_scores, discover, context, order_by,
// sample, lookup_from another collection, and offset.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { describeEachStore } from "../support/stores";
import { dbsf, rrf, type Hit } from "./support/fusion-reference";

jest.setTimeout(30_000);

type Name = "dense" | "other";
const DISTANCE = { dense: "Cosine", other: "Euclid" } as const;
const SIZE = { dense: 4, other: 3 } as const;

interface TestPoint {
  id: number;
  vector: Record<Name, number[]>;
  payload: { group: number; rank: number };
}

function valueFor(id: number, salt: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => Math.round(Math.sin(id * 12.9898 + salt * 78.233 + i * 37.719) * 43758.5453 % 1 * 1000) / 100);
}

const POINTS: TestPoint[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  vector: { dense: valueFor(index + 1, 1, SIZE.dense), other: valueFor(index + 1, 2, SIZE.other) },
  payload: { group: index % 3, rank: (index * 37) % 61 },
}));

const normalised = (v: readonly number[]) => {
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return v.map((x) => x / norm);
};
const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
const squared = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + (x - (b[i] ?? 0)) ** 2, 0);

/** Qdrant's internal similarity: larger is nearer (minus the squared distance for Euclid). */
function similarity(name: Name, a: readonly number[], b: readonly number[]): number {
  return DISTANCE[name] === "Cosine" ? dot(normalised(a), normalised(b)) : -squared(a, b);
}

/** The score a nearest search reports, and whether larger is better. */
function nearestScore(name: Name, query: readonly number[], vector: readonly number[]): number {
  return DISTANCE[name] === "Cosine" ? dot(normalised(query), normalised(vector)) : Math.sqrt(squared(query, vector));
}


function nearest(name: Name, query: readonly number[], limit: number, points: readonly TestPoint[] = POINTS): Hit[] {
  const larger = DISTANCE[name] === "Cosine";
  return points
    .map((point) => ({ id: point.id, score: nearestScore(name, query, point.vector[name]) }))
    .sort((a, b) => (larger ? b.score - a.score : a.score - b.score))
    .slice(0, limit);
}

function byObjective(objective: (vector: readonly number[]) => number, name: Name, limit: number, points: readonly TestPoint[] = POINTS): Hit[] {
  return points
    .map((point) => ({ id: point.id, score: objective(point.vector[name]) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Qdrant's MMR: the most relevant candidate, then the best λ·relevance − (1 − λ)·(largest similarity to one chosen); nearest scores kept. */
function mmr(name: Name, query: readonly number[], candidates: readonly Hit[], lambda: number, limit: number): Hit[] {
  const vectorOf = (id: number) => (POINTS.find((point) => point.id === id) as TestPoint).vector[name];
  const remaining = [...candidates];
  const chosen: Hit[] = [];
  while (chosen.length < limit && remaining.length > 0) {
    const scored = remaining.map((hit) => {
      const relevance = similarity(name, query, vectorOf(hit.id));
      const redundancy = Math.max(...chosen.map((other) => similarity(name, vectorOf(hit.id), vectorOf(other.id))));
      return chosen.length === 0 ? relevance : lambda * relevance - (1 - lambda) * redundancy;
    });
    const best = scored.indexOf(Math.max(...scored));
    chosen.push(...remaining.splice(best, 1));
  }
  return chosen;
}

const sigmoid = (x: number) => x / (1 + Math.abs(x));
const scaled = (x: number) => 0.5 * (sigmoid(x) + 1);

function expectHits(found: { id: unknown; score: number }[], expected: readonly Hit[]): void {
  expect(found.map((point) => point.id)).toEqual(expected.map((hit) => hit.id));
  found.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 4));
}

describeEachStore("the query API through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
    await client.createCollection("hybrid", { vectors: { dense: { size: SIZE.dense, distance: DISTANCE.dense }, other: { size: SIZE.other, distance: DISTANCE.other } } });
    await client.upsert("hybrid", { wait: true, points: POINTS });
    await client.createPayloadIndex("hybrid", { field_name: "rank", field_schema: "integer", wait: true });
  });
  afterAll(() => server.close());

  const dense = [0.3, -1.2, 0.8, 0.5];
  const other = [1.5, -0.4, 2.2];

  it("fuses prefetches with rrf: default k, and k with weights", async () => {
    const lists = [nearest("dense", dense, 15), nearest("other", other, 12)];
    const fused = await client.query("hybrid", {
      prefetch: [
        { query: dense, using: "dense", limit: 15 },
        { query: other, using: "other", limit: 12 },
      ],
      query: { fusion: "rrf" },
      limit: 8,
    });
    expectHits(fused.points, rrf(lists).slice(0, 8));

    const weighted = await server.call("POST", "/collections/hybrid/points/query", {
      apiKey: key,
      body: { prefetch: [{ query: dense, using: "dense", limit: 15 }, { query: other, using: "other", limit: 12 }], query: { rrf: { k: 60, weights: [3, 1] } }, limit: 8 },
    });
    expectHits((weighted.body.result as { points: Hit[] }).points, rrf(lists, 60, [3, 1]).slice(0, 8));
  });

  it("fuses prefetches with dbsf, distances negated before they are normalised", async () => {
    const fused = await client.query("hybrid", {
      prefetch: [
        { query: dense, using: "dense", limit: 10 },
        { query: other, using: "other", limit: 10 },
      ],
      query: { fusion: "dbsf" },
      limit: 6,
    });
    expectHits(fused.points, dbsf([{ hits: nearest("dense", dense, 10), larger: true }, { hits: nearest("other", other, 10), larger: false }]).slice(0, 6));
  });

  it("re-scores prefetched candidates on another vector, through nested prefetches, under the root's filter", async () => {
    const inGroup = POINTS.filter((point) => point.payload.group === 1);
    const candidates = new Set(nearest("dense", dense, 20, inGroup).map((hit) => hit.id));
    const expected = nearest("other", other, 5, inGroup.filter((point) => candidates.has(point.id)));
    const found = await client.query("hybrid", {
      prefetch: { prefetch: { query: dense, using: "dense", limit: 20 }, query: { fusion: "rrf" }, limit: 20 },
      query: other,
      using: "other",
      filter: { must: [{ key: "group", match: { value: 1 } }] },
      limit: 5,
    });
    expectHits(found.points, expected);
  });

  it("keeps a prefetch's points past its score threshold only, and pages the root with offset", async () => {
    const passing = nearest("dense", dense, 60).filter((hit) => hit.score >= 0.5);
    const found = await client.query("hybrid", { prefetch: { query: dense, using: "dense", limit: 60, score_threshold: 0.5 }, query: { fusion: "rrf" }, limit: 100 });
    expect(found.points.map((point) => point.id).sort()).toEqual(passing.map((hit) => hit.id).sort());
    const paged = await client.query("hybrid", { query: dense, using: "dense", limit: 4, offset: 3 });
    expectHits(paged.points, nearest("dense", dense, 7).slice(3));
  });

  it("recommends with best_score and sum_scores, on the query and the recommend endpoints", async () => {
    const positives = [POINTS[0], POINTS[1]].map((point) => point?.vector.other as number[]);
    const negatives = [POINTS[2]?.vector.other as number[]];
    const others = POINTS.filter((point) => point.id > 3);
    const best = (v: readonly number[]) => {
      const p = Math.max(...positives.map((x) => similarity("other", v, x)));
      const n = Math.max(...negatives.map((x) => similarity("other", v, x)));
      return p > n ? scaled(p) : -scaled(n);
    };
    const sum = (v: readonly number[]) => positives.reduce((s, x) => s + similarity("other", v, x), 0) - negatives.reduce((s, x) => s + similarity("other", v, x), 0);
    const bestFound = await client.query("hybrid", { query: { recommend: { positive: [1, 2], negative: [3], strategy: "best_score" } }, using: "other", limit: 6 });
    expectHits(bestFound.points, byObjective(best, "other", 6, others));
    const sumFound = await server.call("POST", "/collections/hybrid/points/recommend", { apiKey: key, body: { positive: [1, 2], negative: [3], strategy: "sum_scores", using: "other", limit: 6 } });
    expectHits(sumFound.body.result as Hit[], byObjective(sum, "other", 6, others));
  });

  it("discovers and searches by context as Qdrant scores them", async () => {
    const pairs = [
      { positive: POINTS[4]?.vector.dense as number[], negative: POINTS[5]?.vector.dense as number[] },
      { positive: POINTS[6]?.vector.dense as number[], negative: POINTS[7]?.vector.dense as number[] },
    ];
    const discover = (v: readonly number[]) =>
      pairs.reduce((rank, pair) => rank + (similarity("dense", v, pair.positive) > similarity("dense", v, pair.negative) ? 1 : -1), 0) + scaled(similarity("dense", v, dense));
    const context = (v: readonly number[]) => pairs.reduce((total, pair) => total + sigmoid(Math.min(similarity("dense", v, pair.positive) - similarity("dense", v, pair.negative) - Number.EPSILON, 0)), 0);
    const discovered = await client.query("hybrid", { query: { discover: { target: dense, context: pairs } }, using: "dense", limit: 7 });
    expectHits(discovered.points, byObjective(discover, "dense", 7));
    // By id, the example points themselves are left out.
    const byContext = await client.query("hybrid", { query: { context: [{ positive: 5, negative: 6 }, { positive: 7, negative: 8 }] }, using: "dense", limit: 7 });
    expectHits(byContext.points, byObjective(context, "dense", 7, POINTS.filter((point) => ![5, 6, 7, 8].includes(point.id))));
  });

  it("orders by a payload field, over the collection and over prefetched candidates; samples at random", async () => {
    const ordered = await client.query("hybrid", { query: { order_by: { key: "rank", direction: "desc" } }, limit: 5, with_payload: true });
    expect(ordered.points.map((point) => point.payload?.rank)).toEqual(POINTS.map((point) => point.payload.rank).sort((a, b) => b - a).slice(0, 5));
    const candidates = nearest("dense", dense, 10);
    const reordered = await client.query("hybrid", { prefetch: { query: dense, using: "dense", limit: 10 }, query: { order_by: "rank" }, limit: 10 });
    const ranks = new Map(POINTS.map((point) => [point.id, point.payload.rank]));
    expect(reordered.points.map((point) => point.id)).toEqual(candidates.map((hit) => hit.id).sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0)));
    const sample = await client.query("hybrid", { query: { sample: "random" }, filter: { must: [{ key: "group", match: { value: 2 } }] }, limit: 7, with_payload: true });
    expect(new Set(sample.points.map((point) => point.id)).size).toBe(7);
    for (const point of sample.points) expect(point.payload?.group).toBe(2);
  });

  it("re-ranks the nearest candidates for diversity with mmr, keeping their nearest scores", async () => {
    const diverse = await client.query("hybrid", { query: { nearest: dense, mmr: { diversity: 0.7, candidates_limit: 20 } }, using: "dense", limit: 6 });
    expectHits(diverse.points, mmr("dense", dense, nearest("dense", dense, 20), 0.3, 6));
    const euclid = await client.query("hybrid", { query: { nearest: other, mmr: { candidates_limit: 15 } }, using: "other", limit: 5 });
    expectHits(euclid.points, mmr("other", other, nearest("other", other, 15), 0.5, 5));
    // Without candidates_limit the candidates are as many as the limit: the same points, in MMR's order.
    const same = await client.query("hybrid", { query: { nearest: dense, mmr: { diversity: 1 } }, using: "dense", limit: 4 });
    expect(same.points.map((point) => point.id).sort()).toEqual(nearest("dense", dense, 4).map((hit) => hit.id).sort());
  });

  it("accepts params.acorn, which changes nothing here: a filtered search is exact or graph-and-filter already", async () => {
    const filter = { must: [{ key: "group", match: { value: 1 } }] };
    const plain = await client.query("hybrid", { query: dense, using: "dense", filter, limit: 5 });
    const withAcorn = await client.query("hybrid", { query: dense, using: "dense", filter, limit: 5, params: { acorn: { enable: true, max_selectivity: 0.4 } } });
    expect(withAcorn.points).toEqual(plain.points);
    const refused = await server.call("POST", "/collections/hybrid/points/query", { apiKey: key, body: { query: dense, using: "dense", params: { acorn: { max_selectivity: 2 } } } });
    expect(refused.status).toBe(422);
  });

  it("takes the vectors of example ids from another collection with lookup_from", async () => {
    await client.createCollection("examples", { vectors: { size: 4, distance: "Dot" } });
    await client.upsert("examples", { wait: true, points: [{ id: 900, vector: dense }] });
    const found = await client.query("hybrid", { query: 900, using: "dense", lookup_from: { collection: "examples" }, limit: 5 });
    expectHits(found.points, nearest("dense", dense, 5));
    expect(await server.call("POST", "/collections/hybrid/points/query", { apiKey: key, body: { query: 900, using: "dense", lookup_from: { collection: "nowhere" } } })).toMatchObject({
      status: 404,
      body: { status: { error: "Not found: Collection nowhere not found" } },
    });
    const groups = { query: dense, using: "dense", group_by: "group", limit: 2, with_lookup: "nowhere" };
    expect(await server.call("POST", "/collections/hybrid/points/query/groups", { apiKey: key, body: groups })).toMatchObject({
      status: 404,
      body: { status: { error: "Not found: Collection nowhere not found" } },
    });
  });

  it("groups a query's points by a payload field, best group first, with the groups' points looked up", async () => {
    // Expected: walk the nearest points in order, filling up to 3 groups of 2 by `group`.
    const groups = new Map<number, Hit[]>();
    for (const hit of nearest("dense", dense, 60)) {
      const group = POINTS.find((point) => point.id === hit.id)?.payload.group ?? -1;
      const members = groups.get(group) ?? [];
      if (!groups.has(group) && groups.size >= 3) continue;
      if (members.length < 2) groups.set(group, [...members, hit]);
    }
    await client.createCollection("group-cards", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("group-cards", { wait: true, points: [0, 1, 2].map((id) => ({ id, vector: [1, 0], payload: { title: `group ${id}` } })) });
    const found = await client.queryGroups("hybrid", { query: dense, using: "dense", group_by: "group", group_size: 2, limit: 3, with_lookup: { collection: "group-cards", with_payload: true } });
    expect(found.groups.map((group) => group.id)).toEqual([...groups.keys()]);
    found.groups.forEach((group) => {
      expectHits(group.hits, groups.get(group.id as number) ?? []);
      expect(group.lookup).toMatchObject({ id: group.id, payload: { title: `group ${group.id}` } });
    });
    const searched = await server.call("POST", "/collections/hybrid/points/search/groups", { apiKey: key, body: { vector: { name: "dense", vector: dense }, group_by: "group", group_size: 2, limit: 3 } });
    expect((searched.body.result as { groups: { id: number; hits: Hit[] }[] }).groups.map((group) => [group.id, group.hits.map((hit) => hit.id)])).toEqual(
      [...groups].map(([id, hits]) => [id, hits.map((hit) => hit.id)]),
    );
  });

  it("discovers on the discover endpoint as the query API does", async () => {
    const pairs = [{ positive: 5, negative: 6 }];
    const viaQuery = await client.query("hybrid", { query: { discover: { target: dense, context: pairs } }, using: "dense", limit: 5 });
    const viaDiscover = await server.call("POST", "/collections/hybrid/points/discover", { apiKey: key, body: { target: dense, context: pairs, using: "dense", limit: 5 } });
    expectHits(viaDiscover.body.result as Hit[], viaQuery.points as Hit[]);
    expect(viaQuery.points).toHaveLength(5);
  });

  it("searches on the search endpoints as the query API does: filter, offset, score_threshold and with_payload alike", async () => {
    const shared = { filter: { must: [{ key: "group", match: { value: 1 } }] }, offset: 2, limit: 5, score_threshold: 0.1, with_payload: ["rank"] };
    const viaQuery = await client.query("hybrid", { query: dense, using: "dense", ...shared });
    const search = { vector: { name: "dense", vector: dense }, ...shared };
    const viaSearch = await server.call("POST", "/collections/hybrid/points/search", { apiKey: key, body: search });
    const viaBatch = await server.call("POST", "/collections/hybrid/points/search/batch", { apiKey: key, body: { searches: [search, { ...search, offset: 0 }] } });
    const expected = nearest("dense", dense, 60, POINTS.filter((point) => point.payload.group === 1)).filter((hit) => hit.score >= 0.1);
    expectHits(viaQuery.points, expected.slice(2, 7));
    expect(viaQuery.points.map((point) => point.payload)).toEqual(expected.slice(2, 7).map((hit) => ({ rank: POINTS[hit.id - 1]?.payload.rank })));
    expect(viaSearch.body.result).toEqual(viaQuery.points);
    expect(viaBatch.body.result[0]).toEqual(viaQuery.points);
    expectHits(viaBatch.body.result[1] as Hit[], expected.slice(0, 5));
  });

  it("refuses what Qdrant refuses of a request or prefetch before planning it, in its order and words", async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const reply = await server.call("POST", "/collections/hybrid/points/query", { apiKey: key, body });
      return [reply.status, reply.body.status.error];
    };
    const two = [{ query: dense, using: "dense" }, { query: dense, using: "dense", limit: 3 }];
    expect(await refusal({ prefetch: two })).toEqual([400, "Bad request: A query is needed to merge the prefetches. Can't have prefetches without defining a query."]);
    expect(await refusal({ prefetch: two, score_threshold: 0.5 })).toEqual([400, "Bad request: A query is needed to merge the prefetches. Can't have prefetches without defining a query."]);
    expect(await refusal({ score_threshold: 0.5 })).toEqual([400, "Bad request: A query is needed to use the score_threshold. Can't have score_threshold without defining a query."]);
    expect(await refusal({ query: { order_by: "rank" }, score_threshold: 0.5 })).toEqual([400, "Bad request: Can't use score_threshold with an order_by query."]);
    expect(await refusal({ prefetch: two, query: { fusion: "rrf" }, using: "dense" })).toEqual([400, "Bad request: Fusion queries cannot be combined with the 'using' field."]);
    // Every prefetch is held to the same rules.
    expect(await refusal({ prefetch: { prefetch: two, query: { rrf: {} }, using: "dense" }, query: { fusion: "dbsf" } })).toEqual([400, "Bad request: Fusion queries cannot be combined with the 'using' field."]);
    expect((await server.call("POST", "/collections/hybrid/points/query", { apiKey: key, body: { prefetch: two, query: { fusion: "rrf" }, using: "" } })).status).toBe(200);
  });

  it("refuses text for the vector of search and search/groups alike, naming where the body holds it", async () => {
    const text = { text: "a fox", model: "universal-sentence-encoder-lite" };
    const search = await server.call("POST", "/collections/hybrid/points/search", { apiKey: key, body: { vector: { name: "dense", vector: text }, limit: 3 } });
    const groups = await server.call("POST", "/collections/hybrid/points/search/groups", { apiKey: key, body: { vector: { name: "dense", vector: text }, group_by: "group", group_size: 1, limit: 3 } });
    const batch = await server.call("POST", "/collections/hybrid/points/search/batch", { apiKey: key, body: { searches: [{ vector: { name: "dense", vector: dense }, limit: 1 }, { vector: { name: "dense", vector: text }, limit: 1 }] } });
    const refusal = (at: string) => `Wrong input: Inference objects ({"text", "model"}) are taken by upserts, vector updates and the Query API (points/query); send a vector here (${at})`;
    expect([search.status, groups.status, batch.status]).toEqual([400, 400, 400]);
    expect(search.body.status.error).toBe(refusal("vector.vector"));
    expect(groups.body.status.error).toBe(refusal("vector.vector"));
    expect(batch.body.status.error).toBe(refusal("searches[1].vector.vector"));
  });

  it("reads group_by and facet keys as filters read payloads: through an array with [], never into one without", async () => {
    await client.createCollection("paths", { vectors: { size: 2, distance: "Dot" } });
    const payloads = [{ items: [{ k: "a" }, { k: "b" }] }, { items: [{ k: "b" }] }, { items: { k: "a" } }, { items: [[{ k: "c" }]] }];
    await client.upsert("paths", { wait: true, points: payloads.map((payload, index) => ({ id: index + 1, vector: [1, index], payload })) });
    const matching = async (key: string, value: string) => (await client.count("paths", { filter: { must: [{ key, match: { value } }] }, exact: true })).count;
    for (const key of ["items[].k", "items.k"]) {
      const expected = [];
      for (const value of ["a", "b", "c"]) {
        const count = await matching(key, value);
        if (count > 0) expected.push({ value, count });
      }
      expect((await client.facet("paths", { key })).hits).toEqual(expected.sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : 1)));
    }
    expect((await client.facet("paths", { key: "items[].k" })).hits).toEqual([{ value: "b", count: 2 }, { value: "a", count: 1 }]);
    expect((await client.facet("paths", { key: "items.k" })).hits).toEqual([{ value: "a", count: 1 }]);
    const grouped = await client.queryGroups("paths", { query: [0, 1], group_by: "items[].k", group_size: 3, limit: 5 });
    expect(grouped.groups.map((group) => [group.id, group.hits.map((hit) => hit.id)])).toEqual([
      ["b", [2, 1]],
      ["a", [1]],
    ]);
  });

  it("counts the points per payload value with facet, most common first", async () => {
    const counts = new Map<number, number>();
    for (const point of POINTS.filter((p) => p.payload.rank < 40)) counts.set(point.payload.group, (counts.get(point.payload.group) ?? 0) + 1);
    const expected = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value - b.value);
    const facet = await client.facet("hybrid", { key: "group", filter: { must: [{ key: "rank", range: { lt: 40 } }] } });
    expect(facet.hits).toEqual(expected);
  });

  it("answers the search matrix: each sampled point's nearest among the sample", async () => {
    const matrix = await client.searchMatrixPairs("hybrid", { sample: 8, limit: 2, using: "other" });
    expect(matrix.pairs).toHaveLength(16);
    const sampled = [...new Set(matrix.pairs.map((pair) => pair.a as number))];
    expect(sampled).toHaveLength(8);
    const inSample = POINTS.filter((point) => sampled.includes(point.id));
    for (const id of sampled) {
      const own = POINTS.find((point) => point.id === id)?.vector.other as number[];
      const expected = nearest("other", own, 3, inSample).filter((hit) => hit.id !== id).slice(0, 2);
      expectHits(matrix.pairs.filter((pair) => pair.a === id).map((pair) => ({ id: pair.b, score: pair.score })), expected);
    }
  });
});
