// Multi-vectors (Qdrant's multivector_config, comparator max_sim): a point
// holds several vectors of one name, and a search scores it by MaxSim, the sum
// over the query's vectors of the best score among the point's (for Euclid,
// the smallest distance, summed). Checked against brute force, filtered, after
// replacing and deleting points, and after a reopening; reads return the rows.
import type { PointId } from "../../../../server/engine/filter/filter-tree";
import type { CollectionSpec, Distance, Payload, VectorEngine } from "../../../../server/engine/vector-engine";
import { useEngine, type EngineFactory } from "./harness";
import { randomFilter, randomPayload, randomVector, seededRandom, type Random } from "./random-data";
import { isSimilarity, referenceMatches, referenceScore } from "./reference";

const SIZE = 4;

interface MultiPoint {
  id: PointId;
  rows: number[][];
  payload: Payload;
}

let collections = 0;

function multiSpec(distance: Distance): CollectionSpec {
  collections += 1;
  return { id: `multi${collections}`, vectors: { tokens: { size: SIZE, distance, onDisk: false, multivector: true }, title: { size: 2, distance: "Dot", onDisk: false } } };
}

function randomRows(random: Random): number[][] {
  return Array.from({ length: 1 + Math.floor(random() * 5) }, () => randomVector(random, SIZE));
}

function referenceMaxSim(distance: Distance, query: readonly number[][], rows: readonly number[][]): number {
  const better = isSimilarity(distance) ? Math.max : Math.min;
  return query.reduce((total, row) => total + better(...rows.map((other) => referenceScore(distance, row, other))), 0);
}

function referenceNearest(distance: Distance, points: readonly MultiPoint[], query: number[][], limit: number, filter?: Parameters<typeof referenceMatches>[0]): { id: PointId; score: number }[] {
  const larger = isSimilarity(distance);
  return points
    .filter((point) => !filter || referenceMatches(filter, point.payload, point.id))
    .map((point) => ({ id: point.id, score: referenceMaxSim(distance, query, point.rows) }))
    .sort((a, b) => (larger ? b.score - a.score : a.score - b.score))
    .slice(0, limit);
}

async function expectSearches(engine: VectorEngine, id: string, distance: Distance, points: readonly MultiPoint[], random: Random): Promise<void> {
  for (let round = 0; round < 8; round += 1) {
    const query = randomRows(random);
    const filter = round % 2 === 1 ? randomFilter(random, points.map((point) => point.id)) : undefined;
    const found = await engine.search(id, { vector: query, using: "tokens", filter, limit: 7, offset: 0, exact: false, withPayload: false, withVector: false });
    const expected = referenceNearest(distance, points, query, 7, filter);
    expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
    expect(found.map((point) => point.score)).toEqual(expected.map((point) => expect.closeTo(point.score, 3)));
  }
}

export function describeMultiVectors(factory: EngineFactory): void {
  describe("multi-vectors", () => {
    const current = useEngine(factory);

    it.each<Distance>(["Cosine", "Dot", "Euclid"])("are scored by MaxSim (%s), filtered, after changes and a reopening", async (distance) => {
      const random = seededRandom(distance.length * 7);
      const spec = multiSpec(distance);
      let points: MultiPoint[] = Array.from({ length: 120 }, (_, index) => ({ id: index + 1, rows: randomRows(random), payload: randomPayload(random) }));
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points.map((point) => ({ id: point.id, vector: { tokens: point.rows, title: [1, 0] }, payload: point.payload })));
      await expectSearches(current().engine, spec.id, distance, points, random);

      const replaced = points.slice(0, 30).map((point) => ({ ...point, rows: randomRows(random) }));
      await current().engine.upsert(spec.id, replaced.map((point) => ({ id: point.id, vector: { tokens: point.rows }, payload: point.payload })));
      await current().engine.deletePoints(spec.id, { ids: [40, 41, 42] });
      await current().engine.upsert(spec.id, [{ id: 50, vector: { title: [0, 1] }, payload: {} }]);
      points = [...replaced, ...points.slice(30)].filter((point) => ![40, 41, 42, 50].includes(point.id as number));
      await expectSearches(current().engine, spec.id, distance, points, random);
      await expectSearches(await current().reopen(), spec.id, distance, points, random);
    });

    it("returns a point's multi-vector as its rows", async () => {
      const spec = multiSpec("Dot");
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, [{ id: 1, vector: { tokens: [[1, 2, 3, 4], [5, 6, 7, 8]] }, payload: {} }]);
      const [point] = await current().engine.retrieve(spec.id, [1], { withPayload: false, withVector: true });
      expect(point?.vector).toEqual({ tokens: [[1, 2, 3, 4], [5, 6, 7, 8]] });
    });
  });
}
