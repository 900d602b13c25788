// Generated input for the reliability suite: hostile JSON values, mutations of
// valid bodies, deep and malformed filters, point ids, vectors and names, and
// raw bodies that are not JSON at all. Every generator is fast-check's, so a
// failure prints the seed and the path that replay it.
import fc from "fast-check";

/** Values a client can put anywhere: what JSON holds, and what breaks naive parsers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: "small" },
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "../../etc/passwd",
    "%00",
    "NaN",
    "Infinity",
    "-Infinity",
    "x".repeat(10_000),
    "00000000-0000-0000-0000-00000000000g",
    "5c56c793-69f3-4fbf-87e6",
    -1,
    1.5,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    true,
    null,
    [],
    {},
  ),
  fc.array(fc.oneof(fc.double(), fc.string({ maxLength: 3 }), fc.constant(null)), { maxLength: 8 }),
);

const fieldKey = fc.oneof(fc.constantFrom("city", "n", "a.b", "tags[]", "a..b", "[", "", "\u0000", "\"q\".x", "items[].sku"), fc.string({ maxLength: 8 }));

/** Filters as clients write them, wrong in every way: unknown keys, wrong types, deep nesting. */
export const hostileFilter: fc.Arbitrary<unknown> = fc.letrec<{ filter: unknown; condition: unknown }>((tie) => ({
  filter: fc.oneof(
    { depthSize: "small", maxDepth: 6 },
    fc.record(
      { must: fc.array(tie("condition"), { maxLength: 3 }), should: fc.array(tie("condition"), { maxLength: 3 }), must_not: tie("condition"), min_should: hostileValue, where: hostileValue },
      { requiredKeys: [] },
    ),
    hostileValue,
  ),
  condition: fc.oneof(
    { depthSize: "small", maxDepth: 6 },
    fc.record({ key: fieldKey, match: fc.oneof(fc.record({ value: hostileValue }), fc.record({ any: hostileValue }), fc.record({ text: hostileValue }), hostileValue) }, { requiredKeys: ["key"] }),
    fc.record({ key: fieldKey, range: fc.record({ gt: hostileValue, gte: hostileValue, lt: hostileValue, lte: hostileValue }, { requiredKeys: [] }) }),
    fc.record({ has_id: hostileValue }),
    fc.record({ is_empty: fc.record({ key: fieldKey }) }),
    fc.record({ nested: fc.record({ key: fieldKey, filter: tie("filter") }) }),
    tie("filter"),
    hostileValue,
  ),
})).filter;

/** A valid body with one thing changed: a field replaced, removed, or an unknown one added. */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: fc.oneof(hostileValue, hostileFilter) }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== key))),
    fc.record({ key: fc.string({ maxLength: 10 }), value: hostileValue }).map(({ key, value }) => ({ ...valid, [key]: value })),
  );
}

/** Bodies that are not JSON, or not UTF-8. */
export const rawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom('{"vector": [NaN, 1]}', '{"limit": ', "[1, 2", "null", "true", "\"text\"", '{"points": [{"id": 1, "vector": [1, 1e999]}]}', "{}}", ""),
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, ...bytes])),
);

/** A seed for the whole run: RELIABILITY_SEED replays one, printed at the start. */
export function runSeed(): number {
  const given = Number(process.env.RELIABILITY_SEED);
  const seed = Number.isSafeInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
  console.log(`reliability seed: ${seed} (replay with RELIABILITY_SEED=${seed})`);
  return seed;
}
