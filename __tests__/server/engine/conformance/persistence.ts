// Closing the engine and opening a new one on the same storage keeps
// everything: points, payloads, field indexes and filters on them.
import { collectionSpec, FULL_POINT, useEngine, type EngineFactory } from "./harness";
import { keyPath, randomPoints, seededRandom } from "./random-data";

export function describePersistence(factory: EngineFactory): void {
  describe("reopening", () => {
    const current = useEngine(factory);

    it("keeps points, payloads and field indexes", async () => {
      const spec = collectionSpec("Cosine", 6);
      const points = randomPoints(seededRandom(5), 50, 6);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, points);
      await current().engine.createFieldIndex(spec.id, "city", "keyword");
      const filter = { kind: "match", key: keyPath("city"), value: "Berlin" } as const;
      const before = await current().engine.count(spec.id, filter);
      const storedBefore = await current().engine.retrieve(spec.id, [1, 2, 3], FULL_POINT);

      const reopened = await current().reopen();
      expect(await reopened.count(spec.id)).toBe(50);
      expect(await reopened.count(spec.id, filter)).toBe(before);
      expect(await reopened.retrieve(spec.id, [1, 2, 3], FULL_POINT)).toEqual(storedBefore);
      await reopened.upsert(spec.id, [{ id: 51, vector: [1, 0, 0, 0, 0, 0], payload: { city: "Berlin" } }]);
      expect(await reopened.count(spec.id, filter)).toBe(before + 1);
    });
  });
}
