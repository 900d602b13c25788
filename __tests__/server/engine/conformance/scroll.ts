// scroll in id order and by a payload key, and count.
import type { FilterNode } from "../../../../server/engine/filter/filter-tree";
import type { ScrollQuery, VectorEngine } from "../../../../server/engine/vector-engine";
import { collectionSpec, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { keyPath, randomVector, seededRandom, type DensePoint } from "./random-data";

const UUIDS = ["00000000-0000-4000-8000-000000000002", "ffffffff-0000-4000-8000-000000000001", "10000000-0000-4000-8000-000000000000"];

async function scrollAll(engine: VectorEngine, id: string, query: Omit<ScrollQuery, "offset">): Promise<unknown[]> {
  const seen: unknown[] = [];
  let offset: ScrollQuery["offset"];
  for (let page = 0; page < 100; page += 1) {
    const result = await engine.scroll(id, { ...query, offset });
    seen.push(...result.points.map((point) => point.id));
    if (result.nextOffset === null) return seen;
    offset = result.nextOffset;
  }
  throw new Error("scroll did not end");
}

export function describeScroll(factory: EngineFactory): void {
  describe("scroll and count", () => {
    const current = useEngine(factory);
    const random = seededRandom(3);
    const points: DensePoint[] = [
      ...Array.from({ length: 40 }, (_, index): DensePoint => ({ id: 1000 - index * 7, vector: randomVector(random, 4), payload: { rank: (index * 13) % 17, group: index % 3 } })),
      ...UUIDS.map((id, index): DensePoint => ({ id, vector: randomVector(random, 4), payload: { rank: [index, 50], group: 0 } })),
      { id: 5, vector: randomVector(random, 4), payload: { rank: "high" } },
    ];
    const plain = collectionSpec("Euclid", 4);
    const indexed = collectionSpec("Euclid", 4);
    const byGroup: FilterNode = { kind: "match", key: keyPath("group"), value: 0 };

    beforeAll(async () => {
      for (const spec of [plain, indexed]) {
        await current().engine.createCollection(spec);
        await current().engine.upsert(spec.id, points);
      }
      await current().engine.createFieldIndex(indexed.id, "rank", "float");
    });

    it("takes the largest limit Qdrant allows (2^53 - 1) on scrolls and searches, filtered or not", async () => {
      const spec = collectionSpec("Dot", 2);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, [{ id: 1, vector: [1, 0], payload: { city: "Paris" } }, { id: 2, vector: [0, 1], payload: {} }]);
      const filter = { kind: "isEmpty", key: { raw: "city", segments: [{ name: "city", many: false }] } } as const;
      const limit = Number.MAX_SAFE_INTEGER;
      expect((await current().engine.scroll(spec.id, { limit, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([1, 2]);
      expect((await current().engine.scroll(spec.id, { limit, filter, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([2]);
      expect((await current().engine.search(spec.id, { vector: [1, 0], limit, offset: 0, exact: false, ...NO_PAYLOAD })).map((point) => point.id)).toEqual([1, 2]);
    });

    it("pages in id order, integers before UUIDs, with an inclusive offset", async () => {
      const integers = points.flatMap((point) => (typeof point.id === "number" ? [point.id] : [])).sort((a, b) => a - b);
      const expected = [...integers, ...[...UUIDS].sort()];
      expect(await scrollAll(current().engine, plain.id, { limit: 7, ...NO_PAYLOAD })).toEqual(expected);
      const page = await current().engine.scroll(plain.id, { limit: 3, offset: expected[5] as number, ...NO_PAYLOAD });
      expect(page.points.map((point) => point.id)).toEqual(expected.slice(5, 8));
      expect(page.nextOffset).toEqual(expected[8]);
    });

    it("pages through a filter", async () => {
      const expected = points.filter((point) => point.payload.group === 0).map((point) => String(point.id));
      const seen = await scrollAll(current().engine, plain.id, { limit: 4, filter: byGroup, ...NO_PAYLOAD });
      expect(seen.map(String).sort()).toEqual(expected.sort());
    });

    it.each(["asc", "desc"] as const)("orders by a payload key (%s), one entry per value, from start_from", async (direction) => {
      const entries = points.flatMap((point) => [point.payload.rank].flat().flatMap((value) => (typeof value === "number" ? [{ value, id: point.id }] : [])));
      const from = 5;
      const expected = entries
        .filter((entry) => (direction === "asc" ? entry.value >= from : entry.value <= from))
        .sort((a, b) => (direction === "asc" ? a.value - b.value : b.value - a.value))
        .map((entry) => entry.value);
      for (const spec of [plain, indexed]) {
        const page = await current().engine.scroll(spec.id, { limit: 100, orderBy: { key: "rank", direction, startFrom: from }, withPayload: true, withVector: false });
        const values = page.points.map((point) => [point.payload?.rank].flat());
        expect(values).toHaveLength(expected.length);
        values.forEach((candidates, index) => expect(candidates).toContain(expected[index]));
        expect(page.nextOffset).toBeNull();
      }
    });

    it("orders by an indexed key through SQL when every value fits its column", async () => {
      const spec = collectionSpec("Euclid", 4);
      await current().engine.createCollection(spec);
      await current().engine.upsert(spec.id, [3, 1, 2].map((id) => ({ id, vector: [id, 0, 0, 0], payload: { rank: id * 1.5 } })));
      await current().engine.createFieldIndex(spec.id, "rank", "float");
      const page = await current().engine.scroll(spec.id, { limit: 2, orderBy: { key: "rank", direction: "desc" }, ...NO_PAYLOAD });
      expect(page.points.map((point) => point.id)).toEqual([3, 2]);
    });

    it("reads the collection as it was at one moment while writes go on", async () => {
      const spec = collectionSpec("Dot", 2);
      const { engine } = current();
      await engine.createCollection(spec);
      const before = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, vector: [index, 1], payload: { n: index } }));
      await engine.upsert(spec.id, before);
      const moment = await engine.readAtOneMoment(spec.id);
      if (!current().readsAtOneMoment) {
        expect(moment).toBeNull();
        return;
      }
      if (!moment) throw new Error("no moment kept");
      try {
        // Written after the moment: a point added, one deleted, one rewritten, a payload changed.
        await engine.upsert(spec.id, [{ id: 100, vector: [1, 1], payload: {} }, { id: 2, vector: [9, 9], payload: { n: "new" } }]);
        await engine.deletePoints(spec.id, { ids: [5] });
        await engine.setPayload(spec.id, { ids: [3] }, { n: "changed" });
        expect(await moment.count()).toBe(before.length);
        const seen: unknown[] = [];
        let page = await moment.page(3);
        seen.push(...page.points);
        while (page.nextOffset !== null) {
          page = await moment.page(3, page.nextOffset);
          seen.push(...page.points);
        }
        expect(seen).toEqual(before.map((point) => ({ ...point, vector: point.vector })));
      } finally {
        await moment.close();
        await moment.close();
      }
      expect((await engine.scroll(spec.id, { limit: 100, withPayload: true, withVector: false })).points.map((point) => [point.id, point.payload])).toEqual([
        [1, { n: 0 }],
        [2, { n: "new" }],
        [3, { n: "changed" }],
        [4, { n: 3 }],
        [6, { n: 5 }],
        [7, { n: 6 }],
        [100, {}],
      ]);
    });

    it("counts all points and the points of a filter", async () => {
      expect(await current().engine.count(plain.id)).toBe(points.length);
      expect(await current().engine.count(plain.id, byGroup)).toBe(points.filter((point) => point.payload.group === 0).length);
      expect(await current().engine.count(plain.id, { kind: "or", children: [] })).toBe(0);
    });
  });
}
