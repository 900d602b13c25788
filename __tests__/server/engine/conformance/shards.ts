// Sharded collections (Qdrant's custom sharding, one table for every shard
// key): points written under a shard are selected by the shard filter, alone
// or with payload conditions, in counts, scrolls and searches; a point id
// belongs to one shard, and an upsert naming a point of another fails whole;
// payload and vector changes keep a point's shard; a vector change scoped to a
// shard does not find points of another; deleting by shard leaves the others;
// a reopening keeps every point's shard. Every read returns a point's shard. A collection without shards has no
// point under any.
import type { FilterNode } from "../../../../server/engine/filter/filter-tree";
import type { CollectionSpec } from "../../../../server/engine/vector-engine";
import { collectionSpec, FULL_POINT, idsOf, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";

const IN = (...shards: string[]): FilterNode => ({ kind: "shard", shards });
const CITY = (city: string): FilterNode => ({ kind: "match", key: { raw: "city", segments: [{ name: "city", many: false }] }, value: city });
const ALL = (...children: FilterNode[]): FilterNode => ({ kind: "and", children });

/** Points 1..4 under "a", 5 and 6 under "b": a payload city and an increasing first coordinate. */
async function writeShards(spec: CollectionSpec, upsert: (points: { id: number; vector: number[]; payload: Record<string, unknown> }[], shard: string) => Promise<void>) {
  const point = (id: number) => ({ id, vector: [id, 1], payload: { city: id % 2 ? "Paris" : "Rome", n: id } });
  await upsert([1, 2, 3, 4].map(point), "a");
  await upsert([5, 6].map(point), "b");
  return spec;
}

export function describeShards(factory: EngineFactory): void {
  describe("sharded collections", () => {
    const current = useEngine(factory);
    const engine = () => current().engine;

    async function shardedCollection(): Promise<CollectionSpec> {
      const spec: CollectionSpec = { ...collectionSpec("Dot", 2), sharded: true };
      await engine().createCollection(spec);
      return writeShards(spec, (points, shard) => engine().upsert(spec.id, points, { shard }));
    }

    it("selects points by shard in counts, scrolls and searches, alone and with payload conditions", async () => {
      const spec = await shardedCollection();
      expect(await engine().count(spec.id)).toBe(6);
      expect(await engine().count(spec.id, IN("a"))).toBe(4);
      expect(await engine().count(spec.id, IN("b"))).toBe(2);
      expect(await engine().count(spec.id, IN("a", "b"))).toBe(6);
      expect(await engine().count(spec.id, IN())).toBe(0);
      expect(await engine().count(spec.id, IN("c"))).toBe(0);
      expect(await engine().count(spec.id, ALL(IN("a"), CITY("Paris")))).toBe(2);
      expect(await engine().count(spec.id, { kind: "not", child: IN("a") })).toBe(2);

      // Every read returns each point's shard.
      const page = await engine().scroll(spec.id, { filter: IN("b"), limit: 10, ...NO_PAYLOAD });
      expect(page.points).toEqual([
        { id: 5, shard: "b" },
        { id: 6, shard: "b" },
      ]);
      for (const exact of [true, false]) {
        const found = await engine().search(spec.id, { vector: [1, 0], filter: ALL(IN("a"), CITY("Rome")), limit: 10, offset: 0, exact, ...NO_PAYLOAD });
        expect(found).toEqual([
          { id: 4, score: 4, shard: "a" },
          { id: 2, score: 2, shard: "a" },
        ]);
      }

      // With the payload field indexed, its columns and the shard's are written side by side.
      await engine().createFieldIndex(spec.id, "city", "keyword");
      await engine().upsert(spec.id, [{ id: 8, vector: [8, 1], payload: { city: "Rome" } }], { shard: "b" });
      await engine().setPayload(spec.id, { ids: [1] }, { city: "Rome" });
      expect(await engine().count(spec.id, ALL(IN("a"), CITY("Rome")))).toBe(3);
      expect(await engine().count(spec.id, ALL(IN("b"), CITY("Rome")))).toBe(2);
    });

    it("keeps a point id in one shard: an upsert naming a point of another shard fails whole, before anything is written", async () => {
      const spec = await shardedCollection();
      const moved = engine().upsert(
        spec.id,
        [
          { id: 7, vector: [7, 1], payload: {} },
          { id: 5, vector: [0, 0], payload: {} },
        ],
        { shard: "a" },
      );
      await expect(moved).rejects.toThrow("Point 5 belongs to shard key b; a point id is unique across a collection's shard keys in this service");
      expect(await engine().count(spec.id)).toBe(6);
      expect((await engine().retrieve(spec.id, [5], FULL_POINT))[0]?.vector).toEqual([5, 1]);

      // Under its own shard, an upsert rewrites it, whatever the mode.
      await engine().upsert(spec.id, [{ id: 5, vector: [50, 1], payload: { n: 50 } }], { shard: "b", mode: "update_only" });
      expect(await engine().retrieve(spec.id, [5], FULL_POINT)).toEqual([{ id: 5, vector: [50, 1], payload: { n: 50 }, shard: "b" }]);
      expect(await engine().count(spec.id, IN("b"))).toBe(2);
    });

    it("keeps a point's shard through payload changes and vector changes; a change scoped to a shard does not find points of another", async () => {
      const spec: CollectionSpec = { id: `${collectionSpec("Dot", 2).id}_named`, vectors: { image: { size: 2, distance: "Dot", onDisk: false }, text: { size: 3, distance: "Dot", onDisk: false } }, sharded: true };
      await engine().createCollection(spec);
      await engine().upsert(spec.id, [1, 2, 3].map((id) => ({ id, vector: { image: [id, 0], text: [0, id, 0] }, payload: { n: id } })), { shard: "a" });
      await engine().upsert(spec.id, [{ id: 4, vector: { image: [4, 0] }, payload: { n: 4 } }], { shard: "b" });

      await engine().setPayload(spec.id, { ids: [1] }, { seen: true });
      await engine().overwritePayload(spec.id, { filter: IN("a") }, { n: 0 });
      await engine().deletePayloadKeys(spec.id, { ids: [2] }, ["n"]);
      await engine().clearPayload(spec.id, { ids: [3] });
      await engine().updateVectors(spec.id, [{ id: 1, vector: { text: [1, 1, 1] } }]);
      await engine().deleteVectors(spec.id, { ids: [2] }, ["text"]);
      expect(idsOf((await engine().scroll(spec.id, { filter: IN("a"), limit: 10, ...NO_PAYLOAD })).points)).toEqual([1, 2, 3]);
      expect(idsOf((await engine().scroll(spec.id, { filter: IN("b"), limit: 10, ...NO_PAYLOAD })).points)).toEqual([4]);

      await expect(engine().updateVectors(spec.id, [{ id: 4, vector: { text: [4, 4, 4] } }], undefined, IN("a"))).rejects.toThrow("No point with id 4 found");
      await engine().updateVectors(spec.id, [{ id: 3, vector: { text: [3, 3, 3] } }], undefined, IN("a"));
      expect(await engine().retrieve(spec.id, [3, 4], { withPayload: false, withVector: ["text"] })).toEqual([
        { id: 3, vector: { text: [3, 3, 3] }, shard: "a" },
        { id: 4, vector: {}, shard: "b" },
      ]);
      expect(await engine().count(spec.id, IN("a"))).toBe(3);
    });

    it("deletes a shard's points and leaves the others; a reopening keeps every point's shard", async () => {
      const spec = await shardedCollection();
      await engine().deletePoints(spec.id, { filter: IN("a") });
      expect(await engine().count(spec.id)).toBe(2);
      expect(await engine().count(spec.id, IN("a"))).toBe(0);
      await engine().upsert(spec.id, [{ id: 1, vector: [1, 1], payload: {} }], { shard: "c" });
      await current().reopen();
      expect(await engine().count(spec.id, IN("b"))).toBe(2);
      expect(await engine().count(spec.id, IN("c"))).toBe(1);
      await expect(engine().upsert(spec.id, [{ id: 1, vector: [1, 1], payload: {} }], { shard: "b" })).rejects.toThrow("Point 1 belongs to shard key c");
    });

    it("has no point under any shard in a collection without shards, and refuses to write one under a shard", async () => {
      const plain = collectionSpec("Dot", 2);
      await engine().createCollection(plain);
      await engine().upsert(plain.id, [{ id: 1, vector: [1, 1], payload: {} }]);
      expect(await engine().count(plain.id, IN("a"))).toBe(0);
      expect(await engine().count(plain.id, { kind: "not", child: IN("a") })).toBe(1);
      await expect(engine().upsert(plain.id, [{ id: 2, vector: [1, 1], payload: {} }], { shard: "a" })).rejects.toThrow("has no shards");
    });
  });
}
