// Named vectors added to a collection with points, and removed from it: a new
// vector is held by no point until a write gives it one, then searched like
// the collection's own (dense, sparse, multi-vector); a removed one leaves
// every point and every read, and a name added again starts empty. A
// reopening keeps both. A named dense vector does not join an unnamed one,
// and the unnamed vector cannot be removed.
import type { PointId } from "../../../../server/engine/filter/filter-tree";
import { collectionSpec, FULL_POINT, useEngine, type EngineFactory } from "./harness";
import { namedPoints, namedSpec } from "./named-vectors";
import { randomVector, seededRandom } from "./random-data";
import { referenceScore } from "./reference";

const HOLDING = (name: string) => ({ kind: "hasVector", name }) as const;

export function describeVectorNames(factory: EngineFactory): void {
  describe("named vectors added and removed", () => {
    const current = useEngine(factory);

    it("adds a dense vector no point holds, searched once writes give it values, and kept by a reopening", async () => {
      const random = seededRandom(81);
      const spec = namedSpec();
      const points = namedPoints(random, 60);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points.map(({ id, vector, payload }) => ({ id, vector: vector as Record<string, number[]>, payload })));
      await current().engine.addVector(spec.id, "extra", { dense: { size: 3, distance: "Euclid", onDisk: false } });
      expect(await current().engine.count(spec.id, HOLDING("extra"))).toBe(0);
      expect(await current().engine.search(spec.id, { vector: [0, 0, 0], using: "extra", limit: 5, offset: 0, exact: false, withPayload: false, withVector: false })).toEqual([]);
      const [old] = await current().engine.retrieve(spec.id, [1], FULL_POINT);
      expect(Object.keys(old?.vector ?? {})).not.toContain("extra");

      const extra = new Map<PointId, number[]>(points.slice(0, 25).map((point) => [point.id, randomVector(random, 3)]));
      await current().engine.updateVectors(spec.id, [...extra].map(([id, vector]) => ({ id, vector: { extra: vector } })));
      await current().engine.upsert(spec.id, [{ id: 100, vector: { extra: [0, 0, 1] }, payload: { n: 100 } }]);
      extra.set(100, [0, 0, 1]);
      const query = [0.1, -0.2, 0.3];
      const expected = [...extra].map(([id, vector]) => ({ id, score: referenceScore("Euclid", query, vector) })).sort((a, b) => a.score - b.score).slice(0, 10);
      const expectNearest = async () => {
        for (const exact of [true, false]) {
          const found = await current().engine.search(spec.id, { vector: query, using: "extra", limit: 10, offset: 0, exact, withPayload: false, withVector: false });
          expect(found.map((point) => point.id)).toEqual(expected.map((point) => point.id));
          found.forEach((point, index) => expect(point.score).toBeCloseTo(expected[index]?.score ?? NaN, 4));
        }
      };
      await expectNearest();
      expect(await current().engine.count(spec.id, HOLDING("extra"))).toBe(26);
      const [held] = await current().engine.retrieve(spec.id, [100], FULL_POINT);
      expect(held?.vector).toEqual({ extra: [0, 0, 1] });

      await current().reopen();
      await expectNearest();
      expect(await current().engine.count(spec.id, HOLDING("extra"))).toBe(26);
    });

    it("adds a sparse vector beside an unnamed one, and a multi-vector beside named ones", async () => {
      const plain = collectionSpec("Dot", 2);
      await current().engine.createCollection(plain);
      await current().engine.upsert(plain.id, [{ id: 1, vector: [1, 0], payload: {} }]);
      await current().engine.addVector(plain.id, "words", { sparse: { modifier: "none" } });
      await current().engine.upsert(plain.id, [{ id: 2, vector: { "": [0, 1], words: { indices: [5, 2], values: [1, 3] } }, payload: {} }]);
      expect((await current().engine.retrieve(plain.id, [1, 2], FULL_POINT)).map((point) => point.vector)).toEqual([[1, 0], { "": [0, 1], words: { indices: [2, 5], values: [3, 1] } }]);
      const sparse = await current().engine.search(plain.id, { vector: { indices: [2], values: [2] }, using: "words", limit: 5, offset: 0, exact: false, withPayload: false, withVector: false });
      expect(sparse.map((point) => [point.id, point.score])).toEqual([[2, 6]]);

      const named = namedSpec();
      await current().engine.createCollection(named);
      await current().engine.upsert(named.id, [{ id: 1, vector: { text: [1, 0, 0, 0, 0, 0] }, payload: {} }]);
      await current().engine.addVector(named.id, "tokens", { dense: { size: 2, distance: "Dot", onDisk: false, multivector: true } });
      await current().engine.updateVectors(named.id, [{ id: 1, vector: { tokens: [[1, 0], [0, 3]] } }]);
      const multi = await current().engine.search(named.id, { vector: [[0, 1]], using: "tokens", limit: 5, offset: 0, exact: false, withPayload: false, withVector: ["tokens"] });
      expect(multi.map((point) => [point.id, point.score, point.vector])).toEqual([[1, 3, { tokens: [[1, 0], [0, 3]] }]]);
    });

    it("removes a vector from every point; a name added again starts empty; removing a name it lacks changes nothing", async () => {
      const spec = namedSpec();
      await current().engine.createCollection(spec);
      await current().engine.addVector(spec.id, "words", { sparse: { modifier: "idf" } });
      await current().engine.upsert(spec.id, [
        { id: 1, vector: { image: [1, 0, 0, 0], text: [1, 1, 1, 1, 1, 1], words: { indices: [1], values: [1] } }, payload: {} },
        { id: 2, vector: { text: [0, 1, 0, 0, 0, 0] }, payload: {} },
      ]);
      await current().engine.dropVector(spec.id, "image");
      await current().engine.dropVector(spec.id, "words");
      await current().engine.dropVector(spec.id, "never there");
      const names = async () => (await current().engine.retrieve(spec.id, [1, 2], FULL_POINT)).map((point) => Object.keys(point.vector ?? {}).sort());
      expect(await names()).toEqual([["text"], ["text"]]);
      const search = (using: string) => current().engine.search(spec.id, { vector: [1, 0, 0, 0], using, limit: 5, offset: 0, exact: true, withPayload: false, withVector: false });
      await expect(search("image")).rejects.toThrow("Not existing vector name error: image");

      await current().engine.addVector(spec.id, "image", { dense: { size: 4, distance: "Cosine", onDisk: false } });
      expect(await current().engine.count(spec.id, HOLDING("image"))).toBe(0);
      expect(await search("image")).toEqual([]);
      await current().reopen();
      expect(await names()).toEqual([["text"], ["text"]]);
      expect(await current().engine.count(spec.id, HOLDING("image"))).toBe(0);
      await current().engine.upsert(spec.id, [{ id: 3, vector: { image: [0, 2, 0, 0] }, payload: {} }]);
      expect((await search("image")).map((point) => point.id)).toEqual([3]);
    });

    it("refuses a named dense vector beside an unnamed one, and removing the unnamed one", async () => {
      const plain = collectionSpec("Cosine", 2);
      await current().engine.createCollection(plain);
      await expect(current().engine.addVector(plain.id, "title", { dense: { size: 2, distance: "Dot", onDisk: false } })).rejects.toThrow("cannot be added beside the collection's unnamed vector");
      await expect(current().engine.dropVector(plain.id, "")).rejects.toThrow("The unnamed vector cannot be removed");
      await current().engine.upsert(plain.id, [{ id: 1, vector: [1, 1], payload: {} }]);
      expect((await current().engine.retrieve(plain.id, [1], FULL_POINT))[0]?.vector).toEqual([expect.closeTo(Math.SQRT1_2, 6), expect.closeTo(Math.SQRT1_2, 6)]);
    });
  });
}
