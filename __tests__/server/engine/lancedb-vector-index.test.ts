// The approximate-index path, with a small threshold: the HNSW index is built in
// the background once a collection passes it (status yellow, then green), new
// points are searchable at once, and indexed search keeps recall against exact.
import type { FilterNode } from "../../../server/engine/filter/filter-tree";
import type { Distance, VectorEngine } from "../../../server/engine/vector-engine";
import { collectionSpec, NO_PAYLOAD, useEngine } from "./conformance/harness";
import { keyPath, randomPoints, randomVector, seededRandom } from "./conformance/random-data";
import { lanceDbFactory } from "./lancedb-factory";
import { waitForGreen } from "./support/wait-for-green";

jest.setTimeout(120_000);


async function recallAt10(engine: VectorEngine, id: string, queries: number[][], filter?: FilterNode): Promise<number> {
  let found = 0;
  let possible = 0;
  for (const vector of queries) {
    const exact = await engine.search(id, { vector, filter, limit: 10, offset: 0, exact: true, ...NO_PAYLOAD });
    const approximate = new Set((await engine.search(id, { vector, filter, limit: 10, offset: 0, exact: false, ...NO_PAYLOAD })).map((point) => point.id));
    found += exact.filter((point) => approximate.has(point.id)).length;
    possible += exact.length;
  }
  return found / possible;
}

describe("LanceDB vector index", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 2_000, optimizeAfterRows: 500 }));

  it.each<Distance>(["Cosine", "Dot", "Euclid", "Manhattan"])("%s: builds in the background past the threshold and keeps recall", async (distance) => {
    const { engine } = current();
    const random = seededRandom(21);
    const spec = collectionSpec(distance, 16);
    const points = randomPoints(random, 3_000, 16);
    await engine.createCollection(spec);
    await engine.createFieldIndex(spec.id, "city", "keyword");
    await engine.upsert(spec.id, points.slice(0, 1_500));
    // Below the threshold nothing is indexed; a compaction of the 1,500 rows may still be
    // running (yellow, as Qdrant shows optimizations), and it ends green.
    await waitForGreen(engine, spec.id);
    expect(await engine.stats(spec.id)).toMatchObject({ pointsCount: 1_500, indexedVectorsCount: 0, status: "green" });

    await engine.upsert(spec.id, points.slice(1_500));
    expect((await engine.stats(spec.id)).status).toBe("yellow");
    // Searchable while the index builds.
    const first = points[0];
    if (!first) throw new Error("no points");
    const whileBuilding = await engine.search(spec.id, { vector: first.vector, filter: { kind: "hasId", ids: [first.id] }, limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
    expect(whileBuilding.map((point) => point.id)).toEqual([first.id]);

    await waitForGreen(engine, spec.id);
    const stats = await engine.stats(spec.id);
    expect(stats.indexedVectorsCount).toBeGreaterThanOrEqual(3_000 - 500);

    const queries = Array.from({ length: 30 }, () => randomVector(random, 16));
    expect(await recallAt10(engine, spec.id, queries)).toBeGreaterThanOrEqual(0.9);
    const berlin: FilterNode = { kind: "match", key: keyPath("city"), value: "Berlin" };
    expect(await recallAt10(engine, spec.id, queries, berlin)).toBeGreaterThanOrEqual(0.9);
    if (distance !== "Manhattan") {
      // A filter matching few points is scanned exactly from memory: the exact answer, scores included.
      for (const vector of queries.slice(0, 5)) {
        const exact = await engine.search(spec.id, { vector, filter: berlin, limit: 10, offset: 0, exact: true, ...NO_PAYLOAD });
        const fromMemory = await engine.search(spec.id, { vector, filter: berlin, limit: 10, offset: 0, exact: false, ...NO_PAYLOAD });
        expect(fromMemory.map((point) => point.id)).toEqual(exact.map((point) => point.id));
        fromMemory.forEach((point, rank) => expect(point.score).toBeCloseTo(exact[rank]?.score ?? NaN, 4));
      }
    }

    // Fields without an index: the filter is tested on the graph's candidates, payloads as stored.
    const active: FilterNode = { kind: "match", key: keyPath("active"), value: true };
    const fewCounts: FilterNode = { kind: "range", key: keyPath("count"), lt: 5, datetime: false };
    for (const filter of [active, fewCounts]) {
      expect(await recallAt10(engine, spec.id, queries, filter)).toBeGreaterThanOrEqual(0.9);
      const [vector] = queries;
      const found = await engine.search(spec.id, { vector: vector ?? [], filter, limit: 10, offset: 0, exact: false, withPayload: true, withVector: false });
      const stored = await engine.retrieve(spec.id, found.map((point) => point.id), { withPayload: true, withVector: false });
      expect(found.map(({ id, payload }) => ({ id, payload }))).toEqual(found.map(({ id }) => ({ id, payload: stored.find((point) => point.id === id)?.payload })));
    }

    // Searches at once, many more than run together: each gets the answer it gets alone.
    const mixed = queries.map((vector, index) => ({ vector, filter: index % 3 === 0 ? berlin : undefined, limit: 5 + (index % 4), offset: 0, exact: false, ...NO_PAYLOAD }));
    const oneByOne = [];
    for (const query of mixed) oneByOne.push(await engine.search(spec.id, query));
    expect(await Promise.all(mixed.map((query) => engine.search(spec.id, query)))).toEqual(oneByOne);

    // Written after the index (which covered every row): found at once, with or without a filter.
    const late = { id: 99_999, vector: randomVector(random, 16), payload: { city: "Berlin" } };
    await engine.upsert(spec.id, [late]);
    const found = await engine.search(spec.id, { vector: late.vector, filter: { kind: "hasId", ids: [late.id] }, limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
    expect(found.map((point) => point.id)).toEqual([late.id]);
    if (distance !== "Dot") {
      // Nearest to itself (under Dot a longer vector may score higher).
      const nearest = await engine.search(spec.id, { vector: late.vector, limit: 1, offset: 0, exact: false, ...NO_PAYLOAD });
      expect(nearest.map((point) => point.id)).toEqual([late.id]);
    }
    expect(await engine.count(spec.id)).toBe(3_001);
  });

  it("indexes a collection from its own indexing threshold in kilobytes, kept across a restart, and back to the default when cleared", async () => {
    const id = "own_threshold";
    // 256 float32 values are 1 kB a point: 1 kB indexes from the first point on, well under the engine's 2,000 points.
    await current().engine.createCollection({ id, vectors: { a: { size: 256, distance: "Dot", onDisk: false } }, indexingThresholdKb: 1 });
    await current().engine.upsert(id, [1, 2, 3].map((point) => ({ id: point, vector: { a: Array.from({ length: 256 }, (_, i) => Math.sin(point + i)) }, payload: {} })));
    const indexedOnce = async (count: number) => {
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await current().engine.stats(id)).indexedVectorsCount !== count; ) await new Promise((resolve) => setTimeout(resolve, 50));
      return (await current().engine.stats(id)).indexedVectorsCount;
    };
    expect(await indexedOnce(3)).toBe(3);
    await current().reopen();
    expect(await indexedOnce(3)).toBe(3);
    await current().engine.setIndexingThreshold(id, null);
    expect((await current().engine.stats(id)).indexedVectorsCount).toBe(0);
  });
});
