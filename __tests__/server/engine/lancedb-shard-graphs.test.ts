// A sharded collection past the index threshold: searches come from the
// in-memory graph, and a filter that needs stored payloads (a key without an
// index) is tested on the graph's candidates (checked-candidates.ts). The
// shard condition, a column no payload holds, goes with the read of those
// candidates: every result is of the shard asked and shows it, and nearly all
// of the true nearest are found.
import type { FilterNode } from "../../../server/engine/filter/filter-tree";
import type { CollectionSpec } from "../../../server/engine/vector-engine";
import { useEngine } from "./conformance/harness";
import { randomVector, seededRandom } from "./conformance/random-data";
import { referenceScore } from "./conformance/reference";
import { lanceDbFactory } from "./lancedb-factory";
import { waitForGreen } from "./support/wait-for-green";

jest.setTimeout(120_000);


const SHARDS = ["a", "b", "c"];

describe("LanceDB sharded collections through the search graph", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 200 }));

  it("finds only the shard's points when the filter also needs stored payloads", async () => {
    const random = seededRandom(93);
    const spec: CollectionSpec = { id: "sharded_graph", size: 8, distance: "Dot", onDisk: false, sharded: true };
    await current().engine.createCollection(spec);
    const points = Array.from({ length: 900 }, (_, index) => ({ id: index + 1, vector: randomVector(random, 8), payload: { tag: index % 5 }, shard: SHARDS[index % 3] as string }));
    for (const shard of SHARDS) await current().engine.upsert(spec.id, points.filter((point) => point.shard === shard), { shard });
    await waitForGreen(current().engine, spec.id);

    const tag: FilterNode = { kind: "match", key: { raw: "tag", segments: [{ name: "tag", many: false }] }, value: 1 };
    for (const [filter, passes] of [
      [{ kind: "and", children: [{ kind: "shard", shards: ["b"] }, tag] }, (point: (typeof points)[number]) => point.shard === "b" && point.payload.tag === 1],
      [{ kind: "shard", shards: ["a", "c"] }, (point: (typeof points)[number]) => point.shard !== "b"],
    ] as const) {
      let found = 0;
      let expected = 0;
      for (let query = 0; query < 10; query += 1) {
        const vector = randomVector(random, 8);
        const truth = points
          .filter(passes)
          .map((point) => ({ id: point.id, score: referenceScore("Dot", vector, point.vector) }))
          .sort((a, b) => b.score - a.score)
          .slice(0, 10)
          .map((point) => point.id);
        const hits = await current().engine.search(spec.id, { vector, filter, limit: 10, offset: 0, exact: false, withPayload: false, withVector: false });
        const byId = new Map(points.map((point) => [point.id, point]));
        // Of the shard asked, and showing it (the graph's hits are read for it afterwards).
        expect(hits.filter((hit) => !passes(byId.get(hit.id as number) as (typeof points)[number]) || hit.shard !== byId.get(hit.id as number)?.shard)).toEqual([]);
        found += hits.filter((hit) => truth.includes(hit.id as number)).length;
        expected += truth.length;
      }
      expect(found / expected).toBeGreaterThan(0.9);
    }
  });
});
