// Writes and reads of points: ids of both kinds, replacing upserts, retrieve,
// deletes, payload operations, several collections, bad input.
import type { PointRecord } from "../../../../server/engine/vector-engine";
import { collectionSpec, FULL_POINT, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { keyPath } from "./random-data";

const UUID = "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b";

function point(id: PointRecord["id"], vector: number[], payload: PointRecord["payload"] = {}): PointRecord {
  return { id, vector, payload };
}

export function describePoints(factory: EngineFactory): void {
  describe("points", () => {
    const current = useEngine(factory);
    const engine = () => current().engine;

    it("stores integer and UUID ids and gives them back in their canonical form", async () => {
      const spec = collectionSpec("Dot", 2);
      await engine().createCollection(spec);
      const simpleUuid = UUID.replaceAll("-", "").toUpperCase();
      await engine().upsert(spec.id, [point(0, [1, 0]), point(Number.MAX_SAFE_INTEGER, [0, 1]), point("18446744073709551615", [1, 1]), point(simpleUuid, [2, 2])]);
      const found = await engine().retrieve(spec.id, [UUID, "18446744073709551615", 0, Number.MAX_SAFE_INTEGER, 12345], NO_PAYLOAD);
      expect(found.map((stored) => stored.id)).toEqual([UUID, "18446744073709551615", 0, Number.MAX_SAFE_INTEGER]);
      await expect(engine().upsert(spec.id, [point("not-an-id", [1, 1])])).rejects.toThrow(/Invalid point id/);
      await expect(engine().upsert(spec.id, [point(-1, [1, 1])])).rejects.toThrow(/Invalid point id/);
    });

    it("replaces a point written again with the same id, and keeps the last copy within a batch", async () => {
      const spec = collectionSpec("Euclid", 2);
      await engine().createCollection(spec);
      await engine().upsert(spec.id, [point(1, [1, 1], { a: 1 }), point(2, [2, 2], { a: 2 })]);
      await engine().upsert(spec.id, [point(1, [5, 5], { b: true }), point(1, [6, 6], { b: false })]);
      expect(await engine().count(spec.id)).toBe(2);
      expect(await engine().retrieve(spec.id, [1], FULL_POINT)).toEqual([{ id: 1, vector: [6, 6], payload: { b: false } }]);
    });

    it("keeps a payload exactly as written, key order, nesting and NUL characters included", async () => {
      const spec = collectionSpec("Dot", 2);
      await engine().createCollection(spec);
      const payload = { z: 1, a: { y: [1, "two", null, { deep: true }], x: -0.5 }, "odd key": "quote ' and \\ backslash", nul: "a\u0000b", empty: {} };
      await engine().upsert(spec.id, [point(UUID, [0, 0], payload)]);
      const [stored] = await engine().retrieve(spec.id, [UUID], { withPayload: true, withVector: false });
      expect(JSON.stringify(stored?.payload)).toBe(JSON.stringify(payload));
      const [selected] = await engine().retrieve(spec.id, [UUID], { withPayload: ["a.x", "z"], withVector: false });
      expect(selected?.payload).toEqual({ z: 1, a: { x: -0.5 } });
    });

    it("rejects a batch with a wrong dimension or a non-finite value, writing none of it", async () => {
      const spec = collectionSpec("Cosine", 3);
      await engine().createCollection(spec);
      await expect(engine().upsert(spec.id, [point(1, [1, 2, 3]), point(2, [1, 2])])).rejects.toThrow("Vector dimension error: expected dim: 3, got 2");
      await expect(engine().upsert(spec.id, [point(1, [1, 2, 3]), point(2, [1, Number.NaN, 3])])).rejects.toThrow(/NaN/);
      expect(await engine().count(spec.id)).toBe(0);
      await expect(engine().search(spec.id, { vector: [1, 2], limit: 1, offset: 0, exact: false, ...NO_PAYLOAD })).rejects.toThrow("Vector dimension error: expected dim: 3, got 2");
    });

    it("deletes by ids and by filter", async () => {
      const spec = collectionSpec("Dot", 2);
      await engine().createCollection(spec);
      await engine().upsert(spec.id, [1, 2, 3, 4, 5].map((id) => point(id, [id, 1], { group: id % 2 === 0 ? "even" : "odd" })));
      await engine().deletePoints(spec.id, { ids: [1, 42] });
      await engine().deletePoints(spec.id, { filter: { kind: "match", key: keyPath("group"), value: "even" } });
      expect((await engine().scroll(spec.id, { limit: 10, ...NO_PAYLOAD })).points.map((stored) => stored.id)).toEqual([3, 5]);
    });

    it("sets, overwrites, deletes and clears payload, by ids and by filter", async () => {
      const spec = collectionSpec("Dot", 2);
      await engine().createCollection(spec);
      await engine().upsert(spec.id, [point(1, [1, 0], { a: 1, keep: "x", list: [{ x: 1, y: 2 }, { x: 3 }] }), point(2, [0, 1], { a: 2, nested: { b: 1 } })]);
      const payloadOf = async (id: number) => (await engine().retrieve(spec.id, [id], { withPayload: true, withVector: false }))[0]?.payload;

      await engine().setPayload(spec.id, { ids: [1] }, { a: 10, added: true });
      expect(await payloadOf(1)).toEqual({ a: 10, keep: "x", list: [{ x: 1, y: 2 }, { x: 3 }], added: true });
      await engine().setPayload(spec.id, { ids: [2] }, { c: 3 }, "nested.deeper");
      expect(await payloadOf(2)).toEqual({ a: 2, nested: { b: 1, deeper: { c: 3 } } });
      await engine().setPayload(spec.id, { filter: { kind: "range", key: keyPath("a"), gte: 2, datetime: false } }, { big: true });
      expect((await payloadOf(1))?.big).toBe(true);
      expect((await payloadOf(2))?.big).toBe(true);

      await engine().deletePayloadKeys(spec.id, { ids: [1] }, ["keep", "list[].x", "absent"]);
      expect(await payloadOf(1)).toEqual({ a: 10, list: [{ y: 2 }, {}], added: true, big: true });
      await engine().deletePayloadKeys(spec.id, { ids: [2] }, ["nested.deeper"]);
      expect(await payloadOf(2)).toEqual({ a: 2, nested: { b: 1 }, big: true });

      await engine().overwritePayload(spec.id, { ids: [1] }, { only: "this" });
      expect(await payloadOf(1)).toEqual({ only: "this" });
      await engine().clearPayload(spec.id, { filter: { kind: "hasId", ids: [2] } });
      expect(await payloadOf(2)).toEqual({});
      expect((await engine().retrieve(spec.id, [2], FULL_POINT))[0]?.vector).toEqual([0, 1]);
    });

    it("keeps collections apart, drops one with its points, and can create it again", async () => {
      const first = collectionSpec("Dot", 2);
      const second = collectionSpec("Dot", 2);
      await engine().createCollection(first);
      await engine().createCollection(second);
      await expect(engine().createCollection(first)).rejects.toThrow(/already exists/);
      await engine().upsert(first.id, [point(1, [1, 1])]);
      expect(await engine().count(second.id)).toBe(0);
      await engine().dropCollection(first.id);
      await expect(engine().count(first.id)).rejects.toThrow(/does not exist/);
      await engine().createCollection(first);
      expect(await engine().count(first.id)).toBe(0);
      expect(await engine().stats(first.id)).toMatchObject({ pointsCount: 0, status: "green" });
    });

    it("filters on a field whose index is created after the points, and after it is deleted", async () => {
      const spec = collectionSpec("Dot", 2);
      await engine().createCollection(spec);
      await engine().upsert(spec.id, [1, 2, 3].map((id) => point(id, [id, 0], { n: id * 10 })));
      const filter = { kind: "range", key: keyPath("n"), gte: 20, datetime: false } as const;
      await engine().createFieldIndex(spec.id, "n", "integer");
      await engine().createFieldIndex(spec.id, "n", "integer");
      expect(await engine().count(spec.id, filter)).toBe(2);
      await engine().createFieldIndex(spec.id, "n", "keyword");
      expect(await engine().count(spec.id, filter)).toBe(2);
      await engine().deleteFieldIndex(spec.id, "n");
      expect(await engine().count(spec.id, filter)).toBe(2);
    });
  });
}
