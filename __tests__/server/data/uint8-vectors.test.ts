// uint8 Cosine vectors over HTTP, as Qdrant stores them: the bytes written
// (values made bytes by Qdrant's `as u8`) read back as written, and every
// score computed from them as Qdrant's cosine_similarity_bytes (dot /
// sqrt(norm1 · norm2), 0 for a zero vector): queries, exact or not,
// score_threshold, recommend (average_vector made bytes, best_score),
// context, mmr, the search matrix, multi-vectors, named vectors, past the
// collection's indexing_threshold (the search graph), and after a restart.
import { restartableService } from "./support/restartable-service";
import { cosineOfBytes } from "../engine/support/cosine-of-bytes";

jest.setTimeout(60_000);


const fastSigmoid = (x: number) => x / (1 + Math.abs(x));
const scaledFastSigmoid = (x: number) => 0.5 * (fastSigmoid(x) + 1);

/** The points of `bytes`, as written and as Qdrant holds them. */
const WRITTEN = [
  { id: 1, vector: [1, 2, 3] },
  { id: 2, vector: [255, 0, 7.9] },
  { id: 3, vector: [0, 0, 0] },
  { id: 4, vector: [-1, 2.5, 300] },
  { id: 5, vector: [2, 4, 7] },
  { id: 6, vector: [3, 2, 1] },
];
const HELD = new Map([
  [1, [1, 2, 3]],
  [2, [255, 0, 7]],
  [3, [0, 0, 0]],
  [4, [0, 2, 255]],
  [5, [2, 4, 7]],
  [6, [3, 2, 1]],
]);

/** Every point of `held` by its cosine of bytes to `query`, best first, as [id, score]. */
function ranked(query: readonly number[], held: ReadonlyMap<number, readonly number[]> = HELD, except: readonly number[] = []): [number, number][] {
  return [...held]
    .filter(([id]) => !except.includes(id))
    .map(([id, vector]): [number, number] => [id, cosineOfBytes(query, vector)])
    .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}

function expectRanked(points: readonly { id: string | number; score: number }[], expected: readonly [number, number][]): void {
  expect(points.map((point) => point.id)).toEqual(expected.map(([id]) => id));
  points.forEach((point, i) => expect(point.score).toBeCloseTo(expected[i]?.[1] ?? NaN, 5));
}

/** Qdrant's MMR over every point: the most relevant, then the best λ·relevance − (1 − λ)·(largest similarity to one chosen). */
function mmrOrder(query: readonly number[], lambda: number): number[] {
  const remaining = [...HELD.keys()];
  const chosen: number[] = [];
  const vectorOf = (id: number) => HELD.get(id) ?? [];
  while (remaining.length > 0) {
    const scored = remaining.map((id) => {
      const relevance = cosineOfBytes(query, vectorOf(id));
      return chosen.length === 0 ? relevance : lambda * relevance - (1 - lambda) * Math.max(...chosen.map((other) => cosineOfBytes(vectorOf(id), vectorOf(other))));
    });
    chosen.push(...remaining.splice(scored.indexOf(Math.max(...scored)), 1));
  }
  return chosen;
}

describe("uint8 Cosine vectors over HTTP", () => {
  const service = restartableService("uint8-vectors");
  beforeAll(() => service.start());

  it("reads back the bytes written and scores every query by Qdrant's cosine of bytes", async () => {
    const client = service.client();
    await client.createCollection("bytes", { vectors: { size: 3, distance: "Cosine", datatype: "uint8" } });
    await client.upsert("bytes", { wait: true, points: WRITTEN });
    const read = await client.retrieve("bytes", { ids: [1, 2, 3, 4], with_vector: true });
    expect(read.map((point) => point.vector)).toEqual([[1, 2, 3], [255, 0, 7], [0, 0, 0], [0, 2, 255]]);
    const scrolled = await client.scroll("bytes", { with_vector: true, limit: 10 });
    expect(scrolled.points.map((point) => [point.id, point.vector])).toEqual([...HELD]);

    const query = [3, 2, 1.7];
    const bytes = [3, 2, 1];
    expectRanked((await client.query("bytes", { query, limit: 10 })).points, ranked(bytes));
    expectRanked((await client.query("bytes", { query, limit: 10, params: { exact: true } })).points, ranked(bytes));
    // Just below [1, 2, 3]'s score (scores are float32s: the last digits differ from a double's).
    const threshold = cosineOfBytes(bytes, [1, 2, 3]) - 1e-6;
    const above = await client.query("bytes", { query, limit: 10, score_threshold: threshold });
    expectRanked(above.points, ranked(bytes).filter(([, score]) => score >= threshold));
    expect(above.points.map((point) => point.id)).toEqual([6, 2, 1]);
  });

  it("compares stored bytes by their cosine in recommend, context, mmr and the search matrix", async () => {
    const client = service.client();
    // average_vector: avg(positive) made bytes as Qdrant casts a query ([1, 2, 3] and [2, 4, 7]: [1.5, 3, 5] → [1, 3, 5]).
    const average = await client.query("bytes", { query: { recommend: { positive: [1, 5] } }, limit: 10 });
    expectRanked(average.points, ranked([1, 3, 5], HELD, [1, 5]));

    // best_score: the best positive's similarity squashed, or minus the best negative's when that one is nearer.
    const best = await client.query("bytes", { query: { recommend: { positive: [1], negative: [6], strategy: "best_score" } }, limit: 10 });
    const bestScores = [...HELD]
      .filter(([id]) => id !== 1 && id !== 6)
      .map(([id, vector]): [number, number] => {
        const [positive, negative] = [cosineOfBytes([1, 2, 3], vector), cosineOfBytes([3, 2, 1], vector)];
        return [id, positive > negative ? scaledFastSigmoid(positive) : -scaledFastSigmoid(negative)];
      })
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    expectRanked(best.points, bestScores);

    // context: per pair, the positive's similarity short of the negative's, squashed (0 once past it).
    const context = await client.query("bytes", { query: { context: [{ positive: [1, 2, 3], negative: [3, 2, 1] }] }, limit: 10 });
    const contextScores = new Map([...HELD].map(([id, vector]) => [id, fastSigmoid(Math.min(cosineOfBytes([1, 2, 3], vector) - cosineOfBytes([3, 2, 1], vector) - Number.EPSILON, 0))]));
    expect(context.points).toHaveLength(HELD.size);
    for (const point of context.points) expect(point.score).toBeCloseTo(contextScores.get(point.id as number) ?? NaN, 5);

    // mmr: [2, 4, 7] is nearly [1, 2, 3] (cosine 0.997), so with much diversity it comes last; each keeps its nearest score.
    const diverse = await client.query("bytes", { query: { nearest: [1, 2, 3], mmr: { diversity: 0.8 } }, limit: 6 });
    const order = mmrOrder([1, 2, 3], 0.2);
    expect(order.at(-1)).toBe(5);
    expectRanked(diverse.points, order.map((id): [number, number] => [id, cosineOfBytes([1, 2, 3], HELD.get(id) ?? [])]));

    const matrix = await client.searchMatrixPairs("bytes", { sample: 10, limit: 1 });
    expect(matrix.pairs).toHaveLength(HELD.size);
    for (const pair of matrix.pairs) {
      const [a, b] = [HELD.get(pair.a as number) ?? [], HELD.get(pair.b as number) ?? []];
      expect(pair.score).toBeCloseTo(cosineOfBytes(a, b), 5);
      expect(pair.score).toBeCloseTo(ranked(a, HELD, [pair.a as number])[0]?.[1] ?? NaN, 5);
    }
  });

  it("keeps multi-vectors' and named vectors' bytes, scored by their cosines", async () => {
    const client = service.client();
    await client.createCollection("named", {
      vectors: {
        rows: { size: 3, distance: "Cosine", datatype: "uint8", multivector_config: { comparator: "max_sim" } },
        bytes: { size: 3, distance: "Cosine", datatype: "uint8" },
        floats: { size: 2, distance: "Cosine" },
      },
    });
    await client.upsert("named", {
      wait: true,
      points: [
        { id: 1, vector: { rows: [[1, 2, 3], [0, 0, 9.5]], bytes: [4, 5, 6], floats: [3, 4] } },
        { id: 2, vector: { rows: [[200, 1, 1]], bytes: [0, 0, 0] } },
      ],
    });
    const read = await client.retrieve("named", { ids: [1, 2], with_vector: true });
    expect(read.map((point) => point.vector)).toEqual([
      { rows: [[1, 2, 3], [0, 0, 9]], bytes: [4, 5, 6], floats: [0.6, 0.8] },
      { rows: [[200, 1, 1]], bytes: [0, 0, 0] },
    ]);
    const query = [[3, 2, 1], [0, 1, 0]];
    const maxSim = (stored: readonly (readonly number[])[]) => query.reduce((total, row) => total + Math.max(...stored.map((other) => cosineOfBytes(row, other))), 0);
    const rows = await client.query("named", { query, using: "rows", limit: 2 });
    expectRanked(rows.points, [[1, maxSim([[1, 2, 3], [0, 0, 9]])] as [number, number], [2, maxSim([[200, 1, 1]])] as [number, number]].sort((a, b) => b[1] - a[1]));
    const named = await client.query("named", { query: [1, 1, 1], using: "bytes", limit: 2 });
    expectRanked(named.points, [
      [1, cosineOfBytes([1, 1, 1], [4, 5, 6])],
      [2, 0],
    ]);
  });

  it("scores by the cosine of bytes from the search graph past the indexing threshold, and after a restart", async () => {
    const client = service.client();
    // 64 bytes a point: an indexing_threshold of 1 kB indexes from the 16th point on.
    const held = new Map(Array.from({ length: 120 }, (_, i): [number, number[]] => [i + 1, Array.from({ length: 64 }, (_, j) => Math.floor(Math.abs(Math.sin((i + 1) * 31 + j * 7)) * 256))]));
    await client.createCollection("graph", { vectors: { size: 64, distance: "Cosine", datatype: "uint8" }, optimizers_config: { indexing_threshold: 1 } });
    await client.upsert("graph", { wait: true, points: [...held].map(([id, vector]) => ({ id, vector })) });
    for (let tries = 0; tries < 200 && (await client.getCollection("graph")).indexed_vectors_count !== held.size; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await client.getCollection("graph")).indexed_vectors_count).toBe(held.size);
    const queries = [held.get(7) ?? [], Array.from({ length: 64 }, (_, j) => (j * 37) % 256)];
    const check = async () => {
      for (const query of queries) {
        expectRanked((await service.client().query("graph", { query, limit: 5 })).points, ranked(query, held).slice(0, 5));
        expectRanked((await service.client().query("graph", { query, limit: 5, params: { exact: true } })).points, ranked(query, held).slice(0, 5));
      }
      const read = await service.client().retrieve("graph", { ids: [1, 60, 120], with_vector: true });
      expect(read.map((point) => point.vector)).toEqual([held.get(1), held.get(60), held.get(120)]);
      expect((await service.client().retrieve("bytes", { ids: [1], with_vector: true }))[0]?.vector).toEqual([1, 2, 3]);
    };
    await check();
    await service.stop();
    await service.start();
    await check();
  });
});
