// Qdrant 1.19's slice condition on LanceDB, past the index threshold: for one
// total the slices partition the collection (counts, id-order scroll pages,
// searches from the graph, deletes), each point lands in the slice a plain
// BigInt SipHash gives its id (conformance/reference-slice.ts), and the
// in-memory test reads the rows' keys, never their payloads.
import type { FilterNode, PointId } from "../../../server/engine/filter/filter-tree";
import type { VectorEngine } from "../../../server/engine/vector-engine";
import { collectionSpec, NO_PAYLOAD, useEngine } from "./conformance/harness";
import { randomPoints, randomVector, seededRandom } from "./conformance/random-data";
import { referenceSearch } from "./conformance/reference";
import { referenceSlice } from "./conformance/reference-slice";
import { lanceDbFactory } from "./lancedb-factory";

jest.setTimeout(120_000);

const TOTAL = 5;
const slice = (index: number, total = TOTAL): FilterNode => ({ kind: "slice", total, index });

function uuidFor(index: number): string {
  return `6f1d${index.toString(16).padStart(4, "0")}-0000-4000-8000-${(index * 7919).toString(16).padStart(12, "0")}`;
}

async function waitForGreen(engine: VectorEngine, id: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if ((await engine.stats(id)).status === "green") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the graph did not catch up");
}

/** Every id the filter passes, scrolled in pages of 97 as a worker would. */
async function scrollAll(engine: VectorEngine, id: string, filter: FilterNode): Promise<string[]> {
  const ids: string[] = [];
  for (let offset: PointId | undefined = undefined; ; ) {
    const page = await engine.scroll(id, { filter, limit: 97, offset, ...NO_PAYLOAD });
    ids.push(...page.points.map((point) => String(point.id)));
    if (page.nextOffset === null) return ids;
    offset = page.nextOffset;
  }
}

describe("LanceDB slices", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 200 }));
  const random = seededRandom(2519);
  // Integer ids (one past 2^53, one the largest) and UUIDs, mixed.
  const points = randomPoints(random, 1_200, 8, (index) => (index % 3 === 0 ? uuidFor(index) : index === 1 ? "18446744073709551615" : index === 2 ? "9007199254740993" : index));
  const spec = collectionSpec("Cosine", 8);

  beforeAll(async () => {
    await current().engine.createCollection(spec);
    await current().engine.upsert(spec.id, points);
    await waitForGreen(current().engine, spec.id);
  });

  it("partitions the collection: every point in exactly one slice, the slice Qdrant's hash gives it", async () => {
    const { engine } = current();
    const seen = new Map<string, number>();
    for (let index = 0; index < TOTAL; index += 1) {
      const ids = await scrollAll(engine, spec.id, slice(index));
      expect(await engine.count(spec.id, slice(index))).toBe(ids.length);
      for (const id of ids) {
        expect(seen.has(id)).toBe(false);
        seen.set(id, index);
      }
    }
    expect(seen.size).toBe(points.length);
    for (const point of points) expect([point.id, seen.get(String(point.id))]).toEqual([point.id, referenceSlice(point.id, TOTAL)]);
    // Roughly a fifth each: the hash spreads sequential integers and UUIDs alike.
    for (let index = 0; index < TOTAL; index += 1) expect(await engine.count(spec.id, slice(index))).toBeGreaterThan(points.length / TOTAL / 2);
  });

  it("searches within a slice, from the graph and exactly", async () => {
    const { engine } = current();
    for (let round = 0; round < 5; round += 1) {
      const vector = randomVector(random, 8);
      const filter: FilterNode = { kind: "and", children: [slice(round % TOTAL), { kind: "not", child: slice(1, 2) }] };
      const expected = referenceSearch(points, "Cosine", { vector, limit: 10, filter }).map((hit) => String(hit.id));
      const exact = await engine.search(spec.id, { vector, filter, limit: 10, offset: 0, exact: true, ...NO_PAYLOAD });
      expect(exact.map((hit) => String(hit.id))).toEqual(expected);
      const approximate = await engine.search(spec.id, { vector, filter, limit: 10, offset: 0, exact: false, ...NO_PAYLOAD });
      expect(approximate.every((hit) => referenceSlice(hit.id, TOTAL) === round % TOTAL && referenceSlice(hit.id, 2) === 0)).toBe(true);
      expect(approximate.filter((hit) => expected.includes(String(hit.id))).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("deletes one slice and leaves the others whole", async () => {
    const { engine } = current();
    const before = await Promise.all(Array.from({ length: TOTAL }, (_, index) => engine.count(spec.id, slice(index))));
    await engine.deletePoints(spec.id, { filter: slice(3) });
    expect(await engine.count(spec.id, slice(3))).toBe(0);
    for (const index of [0, 1, 2, 4]) expect(await engine.count(spec.id, slice(index))).toBe(before[index]);
    expect(await engine.count(spec.id)).toBe(points.length - (before[3] ?? 0));
  });
});
