// uint8 Cosine vectors as Qdrant keeps them: the bytes written, read back as
// written, and scored by their cosine at search time (Qdrant's
// cosine_similarity_bytes: dot / sqrt(norm1 · norm2), 0 for a zero vector), on
// every search path: LanceDB's flat scan below the threshold and when exactness
// is asked, the in-memory graph and its backlog past it, the exact scan of a
// filtered subset, the multi-vector store, and all of them after a restart.
import type { CollectionSpec, ScoredPoint, VectorEngine } from "../../../server/engine/vector-engine";
import { NO_PAYLOAD, useEngine } from "./conformance/harness";
import { keyPath, seededRandom, type Random } from "./conformance/random-data";
import { lanceDbFactory } from "./lancedb-factory";
import { cosineOfBytes } from "./support/cosine-of-bytes";
import { waitForGreen } from "./support/wait-for-green";

jest.setTimeout(120_000);

const WITH_VECTOR = { withPayload: false, withVector: true } as const;


function maxSimOfBytes(query: readonly (readonly number[])[], stored: readonly (readonly number[])[]): number {
  return query.reduce((total, row) => total + Math.max(...stored.map((other) => cosineOfBytes(row, other))), 0);
}

function randomBytes(random: Random, size: number): number[] {
  return Array.from({ length: size }, () => Math.floor(random() * 256));
}


let collections = 0;
function uint8Spec(size: number, extra: { multivector?: boolean; indexingThresholdKb?: number } = {}): CollectionSpec {
  collections += 1;
  return { id: `uint8_${collections}`, size, distance: "Cosine", onDisk: false, datatype: "uint8", ...extra };
}

interface BytePoint {
  id: number;
  vector: number[];
  payload: { n: number };
}

/** Every search's hits are the brute-force nearest, each scored as Qdrant scores it. */
function expectCosineScores(found: readonly ScoredPoint[], points: readonly BytePoint[], query: readonly number[]): void {
  const byId = new Map(points.map((point) => [point.id, point.vector]));
  for (const hit of found) expect(hit.score).toBeCloseTo(cosineOfBytes(query, byId.get(hit.id as number) ?? []), 5);
  const best = points.map((point) => cosineOfBytes(query, point.vector)).sort((a, b) => b - a);
  expect(found[0]?.score).toBeCloseTo(best[0] ?? NaN, 5);
}

describe("LanceDB uint8 Cosine vectors", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 200, maintenanceDelayMs: 50 }));

  it("reads back the bytes written and scores their cosine below the index threshold", async () => {
    const { engine } = current();
    const spec = uint8Spec(3);
    await engine.createCollection(spec);
    const points: BytePoint[] = [
      { id: 1, vector: [1, 2, 3], payload: { n: 1 } },
      { id: 2, vector: [255, 0, 7], payload: { n: 2 } },
      { id: 3, vector: [0, 0, 0], payload: { n: 3 } },
      { id: 4, vector: [10, 20, 31], payload: { n: 4 } },
    ];
    await engine.upsert(spec.id, points);
    expect(await engine.retrieve(spec.id, [1, 2, 3], WITH_VECTOR)).toEqual([
      { id: 1, vector: [1, 2, 3] },
      { id: 2, vector: [255, 0, 7] },
      { id: 3, vector: [0, 0, 0] },
    ]);
    const query = [3, 2, 1];
    for (const exact of [true, false]) {
      const found = await engine.search(spec.id, { vector: query, limit: 10, offset: 0, exact, ...NO_PAYLOAD });
      expect(found.map((hit) => hit.id).sort()).toEqual([1, 2, 3, 4]);
      expectCosineScores(found, points, query);
      // The zero vector scores 0, as in Qdrant.
      expect(found.find((hit) => hit.id === 3)?.score).toBe(0);
    }
    const threshold = cosineOfBytes(query, [1, 2, 3]);
    const above = await engine.search(spec.id, { vector: query, limit: 10, offset: 0, exact: false, scoreThreshold: threshold - 1e-6, ...NO_PAYLOAD });
    expect(above.map((hit) => hit.id).sort()).toEqual([1, 2]);
    const filtered = await engine.search(spec.id, { vector: query, filter: { kind: "range", key: keyPath("n"), gte: 4, datetime: false }, limit: 10, offset: 0, exact: false, withPayload: false, withVector: true });
    expect(filtered).toEqual([{ id: 4, vector: [10, 20, 31], score: expect.closeTo(cosineOfBytes(query, [10, 20, 31]), 5) }]);
  });

  it("scores by cosine from the graph, its backlog and a filtered subset past the threshold, and after a restart", async () => {
    const random = seededRandom(8);
    const spec = uint8Spec(8);
    const points: BytePoint[] = Array.from({ length: 600 }, (_, i) => ({ id: i + 1, vector: randomBytes(random, 8), payload: { n: i } }));
    await current().engine.createCollection(spec);
    await current().engine.createFieldIndex(spec.id, "n", "integer");
    await current().engine.upsert(spec.id, points);
    await waitForGreen(current().engine, spec.id);
    expect((await current().engine.stats(spec.id)).indexedVectorsCount).toBe(600);

    const check = async (engine: VectorEngine, live: readonly BytePoint[]) => {
      for (let i = 0; i < 10; i += 1) {
        const query = randomBytes(random, 8);
        // The graph, LanceDB's exact scan, and the exact scan of the few points a filter matches.
        expectCosineScores(await engine.search(spec.id, { vector: query, limit: 5, offset: 0, exact: false, ...NO_PAYLOAD }), live, query);
        expectCosineScores(await engine.search(spec.id, { vector: query, limit: 5, offset: 0, exact: true, ...NO_PAYLOAD }), live, query);
        const few = live.filter((point) => point.payload.n < 40);
        const filter = { kind: "range" as const, key: keyPath("n"), lt: 40, datetime: false };
        expectCosineScores(await engine.search(spec.id, { vector: query, filter, limit: 5, offset: 0, exact: false, ...NO_PAYLOAD }), few, query);
      }
      const sample = live.slice(0, 20);
      const read = await engine.retrieve(spec.id, sample.map((point) => point.id), WITH_VECTOR);
      expect(read).toEqual(sample.map(({ id, vector }) => ({ id, vector })));
    };
    await check(current().engine, points);

    // A point rewritten is scored from the graph's backlog at once.
    const moved = { id: 1, vector: [9, 9, 9, 9, 9, 9, 9, 1], payload: { n: 0 } };
    await current().engine.upsert(spec.id, [moved]);
    const after = [moved, ...points.slice(1)];
    const [nearest] = await current().engine.search(spec.id, { vector: [9, 9, 9, 9, 9, 9, 9, 1], limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
    expect(nearest).toEqual({ id: 1, score: expect.closeTo(1, 5) });
    await check(current().engine, after);

    const reopened = await current().reopen();
    await waitForGreen(reopened, spec.id);
    await check(reopened, after);
  });

  it("ranks by LanceDB's cosine index once the graph no longer serves, a zero query scoring 0", async () => {
    const random = seededRandom(10);
    const spec = uint8Spec(8);
    const points: BytePoint[] = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, vector: randomBytes(random, 8), payload: { n: i } }));
    const { engine } = current();
    await engine.createCollection(spec);
    await engine.upsert(spec.id, points);
    await waitForGreen(engine, spec.id);
    // Below the threshold again, the index built past it serves approximate searches (the graph serves from the threshold).
    await engine.deletePoints(spec.id, { ids: points.slice(150).map((point) => point.id) });
    await waitForGreen(engine, spec.id);
    const live = points.slice(0, 150);
    for (let i = 0; i < 5; i += 1) {
      const query = randomBytes(random, 8);
      expectCosineScores(await engine.search(spec.id, { vector: query, limit: 5, offset: 0, exact: false, ...NO_PAYLOAD }), live, query);
    }
    const zero = await engine.search(spec.id, { vector: [0, 0, 0, 0, 0, 0, 0, 0], limit: 3, offset: 0, exact: false, ...NO_PAYLOAD });
    expect(zero.map((hit) => hit.score)).toEqual([0, 0, 0]);
  });

  it("keeps a multi-vector's bytes and scores it by MaxSim over their cosines, after a restart too", async () => {
    const spec = uint8Spec(3, { multivector: true });
    await current().engine.createCollection(spec);
    const stored = [
      { id: 1, vector: [[1, 2, 3], [0, 0, 9]], payload: {} },
      { id: 2, vector: [[200, 1, 1]], payload: {} },
      { id: 3, vector: [[0, 0, 0], [4, 4, 4]], payload: {} },
    ];
    await current().engine.upsert(spec.id, stored);
    const query = [[3, 2, 1], [0, 1, 0]];
    const check = async (engine: VectorEngine) => {
      expect(await engine.retrieve(spec.id, [1, 2, 3], WITH_VECTOR)).toEqual(stored.map(({ id, vector }) => ({ id, vector })));
      const found = await engine.search(spec.id, { vector: query, limit: 3, offset: 0, exact: false, ...NO_PAYLOAD });
      const expected = stored.map((point) => ({ id: point.id, score: maxSimOfBytes(query, point.vector) })).sort((a, b) => b.score - a.score);
      expect(found.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
      found.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? NaN, 5));
    };
    await check(current().engine);
    await check(await current().reopen());
  });

  it("keeps named uint8 vectors as written beside float32 ones kept at unit length, and one added later too", async () => {
    collections += 1;
    const id = `uint8_${collections}`;
    await current().engine.createCollection({
      id,
      vectors: { bytes: { size: 3, distance: "Cosine", onDisk: false, datatype: "uint8" }, floats: { size: 3, distance: "Cosine", onDisk: false } },
    });
    await current().engine.addVector(id, "later", { dense: { size: 2, distance: "Cosine", onDisk: false, datatype: "uint8" } });
    await current().engine.upsert(id, [{ id: 1, vector: { bytes: [1, 2, 3], floats: [0, 3, 4], later: [6, 8] }, payload: {} }]);
    const check = async (engine: VectorEngine) => {
      const [point] = await engine.retrieve(id, [1], WITH_VECTOR);
      expect(point?.vector).toEqual({ bytes: [1, 2, 3], floats: [0, expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)], later: [6, 8] });
      const [hit] = await engine.search(id, { vector: [3, 2, 1], using: "bytes", limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
      expect(hit?.score).toBeCloseTo(cosineOfBytes([3, 2, 1], [1, 2, 3]), 6);
      const [later] = await engine.search(id, { vector: [1, 0], using: "later", limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
      expect(later?.score).toBeCloseTo(0.6, 6);
    };
    await check(current().engine);
    await check(await current().reopen());
  });

  it("counts a uint8 vector's indexing_threshold in bytes of one a value, as Qdrant's storage holds them", async () => {
    // 1 kilobyte of 8-byte vectors: 128 points (float32 vectors of 8 would reach it at 32).
    const spec = uint8Spec(8, { indexingThresholdKb: 1 });
    const random = seededRandom(9);
    await current().engine.createCollection(spec);
    await current().engine.upsert(spec.id, Array.from({ length: 100 }, (_, i) => ({ id: i + 1, vector: randomBytes(random, 8), payload: {} })));
    await waitForGreen(current().engine, spec.id);
    expect((await current().engine.stats(spec.id)).indexedVectorsCount).toBe(0);
    await current().engine.upsert(spec.id, Array.from({ length: 100 }, (_, i) => ({ id: i + 101, vector: randomBytes(random, 8), payload: {} })));
    await waitForGreen(current().engine, spec.id);
    expect((await current().engine.stats(spec.id)).indexedVectorsCount).toBe(200);
  });
});
