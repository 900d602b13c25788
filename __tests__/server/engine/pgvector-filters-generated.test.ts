// Generated filters on the pgvector engine against the reference: the in-memory
// evaluator (engine/filter/evaluate-filter.ts, Qdrant's semantics, the one the
// LanceDB engine uses). Payloads and filters are drawn by fast-check from keys
// and values that stress the SQL rendering: arrays met on the way, nested
// arrays, objects where leaves are expected, numbers at the edges of double,
// strings that look like SQL or JSON paths, and what jsonb cannot hold (NUL,
// lone surrogates), so that rows without a `doc` are answered in memory. A
// value that would break SQL must stay a value: the counts must agree.
import fc from "fast-check";
import { parseKeyPath } from "../../../contract/qdrant/key-path";
import { compileFilter } from "../../../server/engine/filter/evaluate-filter";
import type { FilterNode, KeyPath, MatchValue } from "../../../server/engine/filter/filter-tree";
import { KEY_TESTS } from "../../../server/engine/filter/key-tests";
import { toPointKey } from "../../../server/engine/filter/point-key";
import type { Payload } from "../../../server/engine/vector-engine";
import type { EngineUnderTest } from "./conformance/engine-conformance";
import { pgvectorFactory } from "./pgvector-factory";

jest.setTimeout(120_000);

const STRINGS = ["Paris", "paris", "Par", "", " ", "'; DROP TABLE vdb_vector_collections; --", "$1", '" || true || "', "\\u0000", "a\u0000b", "\ud800x", "😀", "é", "null", "1", "a.b", "[]"];
const NUMBERS = [0, -0, 1, 1.0000000000000002, -1, 2.5, 3, 100, 1e21, -1e-7, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER];
const KEYS = ["city", "n", "tags", "items", "a", "x y", "é"];
const KEY_PATHS = ["city", "n", "tags", "tags[]", "items", "items[]", "items[].city", "items[].n", "a.b", "a.b[]", "a", "x y", "é", "missing"];
const INNER_KEY_PATHS = ["city", "n", "tags", "tags[]", "b"];

const scalar: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.boolean(), fc.constant(null));
const matchValue: fc.Arbitrary<MatchValue> = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.boolean());

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    scalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS, "b"), tie("value"), { maxKeys: 3 }),
  ),
})).value;

const payload: fc.Arbitrary<Payload> = fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 }) as fc.Arbitrary<Payload>;

const keyOf = (raw: string): KeyPath => {
  const key = parseKeyPath(raw);
  if (!key) throw new Error(`not a key path: ${raw}`);
  return key;
};

const bounds = fc.record({ gt: fc.constantFrom(...NUMBERS), gte: fc.constantFrom(...NUMBERS), lt: fc.constantFrom(...NUMBERS), lte: fc.constantFrom(...NUMBERS) }, { requiredKeys: [] });

function conditions(keys: readonly string[]): fc.Arbitrary<FilterNode> {
  const key = fc.constantFrom(...keys).map(keyOf);
  return fc.oneof(
    fc.record({ kind: fc.constant("match" as const), key, value: matchValue }),
    fc.record({ kind: fc.constant("matchAny" as const), key, values: fc.array(matchValue, { maxLength: 4 }) }),
    fc.record({ kind: fc.constant("matchExcept" as const), key, values: fc.array(matchValue, { maxLength: 4 }) }),
    fc.record({ kind: fc.constant("matchPrefix" as const), key, prefix: fc.constantFrom(...STRINGS) }),
    fc.record({ kind: fc.constant("matchSubstring" as const), key, substring: fc.constantFrom(...STRINGS) }),
    fc.record({ kind: fc.constant("text" as const), key, text: fc.constantFrom("paris", "Paris", "drop table"), mode: fc.constantFrom("all" as const, "any" as const, "phrase" as const) }),
    bounds.chain((range) => fc.record({ kind: fc.constant("range" as const), key, datetime: fc.constant(false) }).map((node) => ({ ...node, ...range }))),
    bounds.chain((range) => fc.record({ kind: fc.constant("valuesCount" as const), key }).map((node) => ({ ...node, ...range }))),
    fc.record({ kind: fc.constant("isEmpty" as const), key }),
    fc.record({ kind: fc.constant("isNull" as const), key }),
  );
}

/** Filter trees over `keys`; `nested` adds nested filters (over the inner keys) and the id conditions. */
function filters(keys: readonly string[], nested: boolean): fc.Arbitrary<FilterNode> {
  return fc.letrec<{ node: FilterNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: "small", maxDepth: 4 },
      conditions(keys),
      fc.record({ kind: fc.constant("and" as const), children: fc.array(tie("node"), { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("or" as const), children: fc.array(tie("node"), { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("not" as const), child: tie("node") }),
      fc.record({ kind: fc.constant("atLeast" as const), min: fc.integer({ min: 1, max: 2 }), children: fc.array(tie("node"), { minLength: 1, maxLength: 3 }) }),
      ...(nested
        ? [
            fc.record({ kind: fc.constant("nested" as const), key: fc.constantFrom("items", "a.b", "tags").map(keyOf), filter: filters(INNER_KEY_PATHS, false) }),
            fc.record({ kind: fc.constant("hasId" as const), ids: fc.array(fc.integer({ min: 0, max: POINTS + 5 }), { maxLength: 5 }) }),
          ]
        : []),
    ),
  })).node;
}

const POINTS = 160;

describe("pgvector filters, generated, against the in-memory reference", () => {
  let underTest: EngineUnderTest;
  const stored = new Map<string, Payload>();

  beforeAll(async () => {
    underTest = await pgvectorFactory()();
    const { engine } = underTest;
    await engine.createCollection({ id: "generated", size: 2, distance: "Cosine", onDisk: false });
    // Indexes that the GIN index on doc serves (match by equality) beside unindexed keys.
    await engine.createFieldIndex("generated", "city", "keyword");
    await engine.createFieldIndex("generated", "n", "integer");
    await engine.createFieldIndex("generated", "items[].city", "keyword");
    const payloads = fc.sample(payload, { numRuns: POINTS, seed: 28 });
    await engine.upsert(
      "generated",
      payloads.map((body, index) => ({ id: index, vector: [1, index + 1], payload: body })),
    );
    for (const [index, body] of payloads.entries()) stored.set(toPointKey(index), JSON.parse(JSON.stringify(body)) as Payload);
  });

  afterAll(async () => {
    await underTest?.dispose();
  });

  it("holds some rows whose payload jsonb cannot hold, and some it can", () => {
    const raw = [...stored.values()].filter((body) => /\\u(0000|d[89ab])/i.test(JSON.stringify(body)));
    expect(raw.length).toBeGreaterThan(0);
    expect(raw.length).toBeLessThan(stored.size);
  });

  it("counts and lists the points the reference keeps, for every generated filter", async () => {
    await fc.assert(
      fc.asyncProperty(filters(KEY_PATHS, true), async (filter) => {
        const test = compileFilter(filter, KEY_TESTS);
        const expected = [...stored.entries()].filter(([key, body]) => test(body, key)).map(([key]) => key);
        const { engine } = underTest;
        const page = await engine.scroll("generated", { filter, limit: POINTS + 1, withPayload: false, withVector: false });
        expect(page.points.map((point) => toPointKey(point.id)).sort()).toEqual(expected.sort());
        expect(await engine.count("generated", filter)).toBe(expected.length);
      }),
      { numRuns: 250, seed: 2028 },
    );
  });

  it("keeps the full top-k of a filtered search (the index conjunct holds for every row the exact test keeps)", async () => {
    const filter: FilterNode = { kind: "matchAny", key: keyOf("city"), values: ["Paris", "paris", 1] };
    const test = compileFilter(filter, KEY_TESTS);
    const expected = [...stored.entries()].filter(([key, body]) => test(body, key)).length;
    const hits = await underTest.engine.search("generated", { vector: [1, 1], limit: POINTS, offset: 0, exact: false, filter, withPayload: false, withVector: false });
    expect(hits).toHaveLength(expected);
    expect(expected).toBeGreaterThan(0);
  });
});
