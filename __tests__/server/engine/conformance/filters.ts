// Every filter kind, and random filter trees, against the brute-force reference:
// count, scroll and filtered top-k, on a collection without payload indexes and
// on its twin with an index on every field (half created before the points were
// written, half after, so both the write path and the backfill are covered).
// Full-text conditions answer differently on the two, as in Qdrant: by the text
// index's tokens on the twin, on the raw strings without it.
import type { FilterNode, PointId } from "../../../../server/engine/filter/filter-tree";
import { collectionSpec, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { createFieldIndexes, FIELD_INDEXES, keyPath, randomFilter, randomPoints, randomVector, seededRandom, TEXT_INDEXED, type DensePoint } from "./random-data";
import { referenceMatches, referenceSearch } from "./reference";

const day = (text: string): number => Date.parse(text);

function uuidFor(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
}

const FIXED: readonly [string, FilterNode][] = [
  ["match keyword", { kind: "match", key: keyPath("city"), value: "Berlin" }],
  ["match integer", { kind: "match", key: keyPath("count"), value: 5 }],
  ["match bool", { kind: "match", key: keyPath("active"), value: true }],
  ["match a string against numbers", { kind: "match", key: keyPath("count"), value: "12" }],
  ["match inside an array", { kind: "match", key: keyPath("tags"), value: "red" }],
  ["match over tags[]", { kind: "match", key: keyPath("tags[]"), value: "red" }],
  ["match a nested key", { kind: "match", key: keyPath("address.city"), value: "Oslo" }],
  ["match through an array of objects", { kind: "match", key: keyPath("items[].sku"), value: "a1" }],
  ["match any keyword", { kind: "matchAny", key: keyPath("city"), values: ["Berlin", "Paris"] }],
  ["match any integer", { kind: "matchAny", key: keyPath("count"), values: [1, 2, 3] }],
  ["match except keyword", { kind: "matchExcept", key: keyPath("city"), values: ["Berlin", "Paris"] }],
  ["match except integer", { kind: "matchExcept", key: keyPath("count"), values: [1, 2] }],
  ["match except in arrays", { kind: "matchExcept", key: keyPath("tags"), values: ["red"] }],
  ["match except nothing", { kind: "matchExcept", key: keyPath("city"), values: [] }],
  ["match prefix", { kind: "matchPrefix", key: keyPath("city"), prefix: "Ber" }],
  ["match prefix inside an array", { kind: "matchPrefix", key: keyPath("tags"), prefix: "s" }],
  ["match prefix, case-sensitive", { kind: "matchPrefix", key: keyPath("city"), prefix: "ber" }],
  ["match the empty prefix", { kind: "matchPrefix", key: keyPath("city"), prefix: "" }],
  ["match a prefix against numbers", { kind: "matchPrefix", key: keyPath("count"), prefix: "1" }],
  ["match a prefix of datetime strings", { kind: "matchPrefix", key: keyPath("created"), prefix: "2024-0" }],
  ["match a prefix on a text field", { kind: "matchPrefix", key: keyPath("desc"), prefix: "quick" }],
  ["match substring", { kind: "matchSubstring", key: keyPath("city"), substring: "on" }],
  ["match substring through an array of objects", { kind: "matchSubstring", key: keyPath("items[].sku"), substring: "1" }],
  ["not a substring", { kind: "not", child: { kind: "matchSubstring", key: keyPath("tags"), substring: "re" } }],
  ["full text", { kind: "text", key: keyPath("desc"), text: "quick FOX", mode: "all" }],
  ["full text, one word", { kind: "text", key: keyPath("desc"), text: "vector", mode: "all" }],
  ["full text, part of a word", { kind: "text", key: keyPath("desc"), text: "ump", mode: "all" }],
  ["full text, words in several strings", { kind: "text", key: keyPath("desc"), text: "quick dog", mode: "all" }],
  ["full text, no words", { kind: "text", key: keyPath("desc"), text: " - ", mode: "all" }],
  ["full text on a keyword field", { kind: "text", key: keyPath("city"), text: "Berl", mode: "all" }],
  ["full text, any word", { kind: "text", key: keyPath("desc"), text: "lazy Vector", mode: "any" }],
  ["full text, any of no words", { kind: "text", key: keyPath("desc"), text: "  ", mode: "any" }],
  ["phrase", { kind: "text", key: keyPath("desc"), text: "brown fox", mode: "phrase" }],
  ["phrase of one word", { kind: "text", key: keyPath("desc"), text: "Search", mode: "phrase" }],
  ["phrase across strings", { kind: "text", key: keyPath("desc"), text: "fox lazy", mode: "phrase" }],
  ["not a phrase", { kind: "not", child: { kind: "text", key: keyPath("desc"), text: "quick, brown", mode: "phrase" } }],
  ["range float", { kind: "range", key: keyPath("price"), gte: 10, lt: 50, datetime: false }],
  ["range integer", { kind: "range", key: keyPath("count"), gt: 5, datetime: false }],
  ["range over nested values", { kind: "range", key: keyPath("items[].qty"), gte: 3, datetime: false }],
  ["range on strings", { kind: "range", key: keyPath("city"), gte: 0, datetime: false }],
  ["datetime range", { kind: "range", key: keyPath("created"), gte: day("2024-06-01T00:00:00Z"), lt: day("2024-09-01T00:00:00Z"), datetime: true }],
  ["values count at least 2", { kind: "valuesCount", key: keyPath("tags"), gte: 2 }],
  ["values count below 1", { kind: "valuesCount", key: keyPath("tags"), lt: 1 }],
  ["values count of a scalar", { kind: "valuesCount", key: keyPath("city"), lte: 1 }],
  ["values count through an array", { kind: "valuesCount", key: keyPath("items[].sku"), gte: 1 }],
  ["is empty", { kind: "isEmpty", key: keyPath("tags") }],
  ["is empty over tags[]", { kind: "isEmpty", key: keyPath("tags[]") }],
  ["is empty, scalar", { kind: "isEmpty", key: keyPath("city") }],
  ["is empty, nested key", { kind: "isEmpty", key: keyPath("address.city") }],
  ["is empty, missing key", { kind: "isEmpty", key: keyPath("missing") }],
  ["is empty, a key every object inherits", { kind: "isEmpty", key: keyPath("constructor") }],
  ["values count of a key every object inherits", { kind: "valuesCount", key: keyPath("toString"), gte: 1 }],
  ["is null", { kind: "isNull", key: keyPath("city") }],
  ["is null, array", { kind: "isNull", key: keyPath("tags") }],
  ["is null over tags[]", { kind: "isNull", key: keyPath("tags[]") }],
  ["is null, nested key", { kind: "isNull", key: keyPath("address.city") }],
  ["has id", { kind: "hasId", ids: [1, 2, 3, uuidFor(5), uuidFor(10).toUpperCase(), 99_999] }],
  ["slice 0 of 3", { kind: "slice", total: 3, index: 0 }],
  ["slice 2 of 3", { kind: "slice", total: 3, index: 2 }],
  ["slice 1 of 1", { kind: "slice", total: 1, index: 0 }],
  ["not in slice 5 of 7", { kind: "not", child: { kind: "slice", total: 7, index: 5 } }],
  ["slice and an indexed keyword", { kind: "and", children: [{ kind: "slice", total: 2, index: 1 }, { kind: "match", key: keyPath("city"), value: "Berlin" }] }],
  ["slice or an unindexed key", { kind: "or", children: [{ kind: "slice", total: 4, index: 3 }, { kind: "range", key: keyPath("items[].qty"), gte: 4, datetime: false }] }],
  ["slice inside a nested filter", { kind: "nested", key: keyPath("items"), filter: { kind: "slice", total: 1, index: 0 } }],
  [
    "nested",
    {
      kind: "nested",
      key: keyPath("items"),
      filter: { kind: "and", children: [{ kind: "match", key: keyPath("sku"), value: "a1" }, { kind: "range", key: keyPath("qty"), gte: 2, datetime: false }] },
    },
  ],
  ["not a keyword", { kind: "not", child: { kind: "match", key: keyPath("city"), value: "Berlin" } }],
  ["not a range", { kind: "not", child: { kind: "range", key: keyPath("price"), gte: 20, datetime: false } }],
  [
    "min should 2 of 3",
    {
      kind: "atLeast",
      min: 2,
      children: [
        { kind: "match", key: keyPath("city"), value: "Berlin" },
        { kind: "match", key: keyPath("tags"), value: "red" },
        { kind: "range", key: keyPath("count"), lt: 10, datetime: false },
      ],
    },
  ],
  ["min should 0", { kind: "atLeast", min: 0, children: [{ kind: "match", key: keyPath("city"), value: "nowhere" }] }],
  [
    "indexed and unindexed together",
    {
      kind: "and",
      children: [
        { kind: "match", key: keyPath("city"), value: "Berlin" },
        { kind: "or", children: [{ kind: "range", key: keyPath("items[].qty"), gte: 2, datetime: false }, { kind: "not", child: { kind: "isEmpty", key: keyPath("tags") } }] },
      ],
    },
  ],
  ["empty and", { kind: "and", children: [] }],
  ["empty or", { kind: "or", children: [] }],
  ["all", { kind: "all" }],
];

export function describeFilters(factory: EngineFactory): void {
  describe("filters", () => {
    const current = useEngine(factory);
    const random = seededRandom(7);
    const points: DensePoint[] = randomPoints(random, 400, 8, (index) => (index % 5 === 0 ? uuidFor(index) : index + 1));
    const ids: PointId[] = points.map((point) => point.id);
    const plain = collectionSpec("Cosine", 8);
    const indexed = collectionSpec("Cosine", 8);
    const query = randomVector(random, 8);
    const randomCases: [string, FilterNode][] = Array.from({ length: 120 }, (_, index) => [`random tree ${index}`, randomFilter(random, ids)]);

    beforeAll(async () => {
      const { engine } = current();
      await engine.createCollection(plain);
      await engine.createCollection(indexed);
      const half = Math.ceil(FIELD_INDEXES.length / 2);
      await createFieldIndexes(engine, indexed.id, FIELD_INDEXES.slice(0, half));
      for (const spec of [plain, indexed]) {
        await engine.upsert(spec.id, points.slice(0, 250));
        await engine.upsert(spec.id, points.slice(250));
      }
      await createFieldIndexes(engine, indexed.id, FIELD_INDEXES.slice(half));
    });

    async function expectReferenceAnswers(filter: FilterNode): Promise<void> {
      const { engine } = current();
      for (const [spec, textIndexed] of [[plain, new Set<string>()], [indexed, TEXT_INDEXED]] as const) {
        const expected = points.filter((point) => referenceMatches(filter, point.payload, point.id, textIndexed)).map((point) => String(point.id));
        const topK = referenceSearch(points, "Cosine", { vector: query, limit: 10, filter, textIndexed }).map((point) => point.id);
        expect(await engine.count(spec.id, filter)).toBe(expected.length);
        const page = await engine.scroll(spec.id, { filter, limit: 1000, ...NO_PAYLOAD });
        expect(page.points.map((point) => String(point.id)).sort()).toEqual([...expected].sort());
        const found = await engine.search(spec.id, { vector: query, filter, limit: 10, offset: 0, exact: false, ...NO_PAYLOAD });
        expect(found.map((point) => point.id)).toEqual(topK);
      }
    }

    it.each(FIXED)("%s", async (_label, filter) => {
      await expectReferenceAnswers(filter);
    });

    it.each(randomCases)("%s", async (_label, filter) => {
      await expectReferenceAnswers(filter);
    });

    it("sees field values changed by payload operations on indexed fields", async () => {
      const { engine } = current();
      const filter: FilterNode = { kind: "match", key: keyPath("city"), value: "Atlantis" };
      for (const spec of [plain, indexed]) {
        await engine.setPayload(spec.id, { ids: [2, 3] }, { city: "Atlantis" });
        expect((await engine.scroll(spec.id, { filter, limit: 10, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([2, 3]);
        await engine.overwritePayload(spec.id, { ids: [2] }, { city: ["Atlantis", 4] });
        await engine.clearPayload(spec.id, { ids: [3] });
        expect((await engine.scroll(spec.id, { filter, limit: 10, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([2]);
      }
    });
  });
}
