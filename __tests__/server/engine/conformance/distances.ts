// Scores and order for every distance, against brute force; score_threshold and offset.
import type { Distance } from "../../../../server/engine/vector-engine";
import { collectionSpec, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { randomPoints, randomVector, seededRandom } from "./random-data";
import { isSimilarity, referenceScore, referenceSearch } from "./reference";

const DISTANCES: readonly Distance[] = ["Cosine", "Dot", "Euclid", "Manhattan"];

export function describeDistances(factory: EngineFactory): void {
  describe.each(DISTANCES)("%s distance", (distance) => {
    const current = useEngine(factory);
    const random = seededRandom(11);
    const points = randomPoints(random, 300, 12);
    const spec = collectionSpec(distance, 12);
    const queries = Array.from({ length: 5 }, () => randomVector(random, 12));

    beforeAll(async () => {
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points);
    });

    it.each([false, true])("ranks and scores like brute force (exact: %s)", async (exact) => {
      for (const vector of queries) {
        const found = await current().engine.search(spec.id, { vector, limit: 20, offset: 0, exact, ...NO_PAYLOAD });
        const expected = referenceSearch(points, distance, { vector, limit: 20 });
        expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
        found.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 4));
      }
    });

    it("keeps only scores within score_threshold, on the metric's side", async () => {
      const vector = queries[0] ?? [];
      const all = referenceSearch(points, distance, { vector, limit: 300 });
      const threshold = all[40]?.score ?? 0;
      const found = await current().engine.search(spec.id, { vector, limit: 100, offset: 0, exact: false, scoreThreshold: threshold, ...NO_PAYLOAD });
      const expected = referenceSearch(points, distance, { vector, limit: 100, scoreThreshold: threshold });
      expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
      expect(found.length).toBe(41);
      for (const point of found) expect(isSimilarity(distance) ? point.score >= threshold : point.score <= threshold).toBe(true);
    });

    it("skips `offset` results and returns `limit` after them", async () => {
      const vector = queries[1] ?? [];
      const found = await current().engine.search(spec.id, { vector, limit: 7, offset: 13, exact: false, ...NO_PAYLOAD });
      expect(found.map((point) => point.id)).toEqual(referenceSearch(points, distance, { vector, limit: 7, offset: 13 }).map((point) => point.id));
    });

    it("returns the stored vector and payload when asked", async () => {
      const target = points[5];
      if (!target) throw new Error("no point");
      const filter = { kind: "hasId", ids: [target.id] } as const;
      const [best] = await current().engine.search(spec.id, { vector: target.vector, filter, limit: 1, offset: 0, exact: true, withPayload: true, withVector: true });
      expect(best?.id).toBe(target.id);
      expect(best?.payload).toEqual(target.payload);
      expect(best?.score).toBeCloseTo(referenceScore(distance, target.vector, target.vector), 4);
      const expectedVector = distance === "Cosine" ? normalised(target.vector) : target.vector;
      expect(Array.isArray(best?.vector)).toBe(true);
      (best?.vector as number[]).forEach((value, index) => expect(value).toBeCloseTo(expectedVector[index] ?? NaN, 5));
    });
  });
}

function normalised(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return vector.map((value) => value / norm);
}
