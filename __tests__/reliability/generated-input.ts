// Generated input for the reliability suite: hostile JSON values, mutations of
// valid bodies, deep and malformed filters, point ids, vectors and names, raw
// bodies that are not JSON at all, and JSON nested up to 100,000 levels deep
// or as long as a body may be. Every generator is fast-check's, so a failure
// prints the seed and the path that replay it. Deep and long JSON is made as
// text (JSON.stringify cannot write it, and building it as values is slow):
// fast-check draws its form and size, and the text is built from them.
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

/** `inner` within `depth` copies of `open` ... `close`. */
function nest(depth: number, open: string, close: string, inner: string): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

/** Depths around every limit a reader may have (Qdrant's 128 levels of JSON, 50 of filters), and up to 100,000. */
const depth = fc.oneof(
  fc.integer({ min: 1, max: 140 }),
  fc.constantFrom(49, 50, 51, 63, 64, 126, 127, 128, 129, 700, 10_000, 100_000),
  fc.integer({ min: 141, max: 100_000 }),
);

const NESTINGS = {
  arrays: ["[", "]"],
  objects: ['{"a":', "}"],
  mixed: ['{"a":[', "]}"],
  "empty keys": ['{"":', "}"],
} as const;

/** Arrays and objects nested up to 100,000 levels deep, as JSON text. */
export const deepJson: fc.Arbitrary<string> = fc
  .record({ depth, nesting: fc.constantFrom(...(Object.keys(NESTINGS) as (keyof typeof NESTINGS)[])), leaf: fc.constantFrom("1", '"x"', "null", "{}", "[]") })
  .map(({ depth: levels, nesting, leaf }) => nest(levels, NESTINGS[nesting][0], NESTINGS[nesting][1], leaf));

const FILTER_NESTINGS = {
  "must lists": ['{"must":[', "]}"],
  "single must": ['{"must":', "}"],
  "should lists": ['{"should":[', "]}"],
  must_not: ['{"must_not":', "}"],
  min_should: ['{"min_should":{"min_count":1,"conditions":[', "]}}"],
  nested: ['{"must":[{"nested":{"key":"items","filter":', "}}]}"],
} as const;

const filterLeaf = fc.constantFrom('{"key":"city","match":{"value":"Paris"}}', '{"key":"n","range":{"gte":3}}', '{"has_id":[1,2]}', '{"has_vector":""}', "{}", '{"is_empty":{"key":"n"}}');

/** Filters nested up to 100,000 levels deep in every way a filter nests (and all of them in turn), as JSON text. */
export const deepFilter: fc.Arbitrary<string> = fc
  .record({ depth, nesting: fc.constantFrom(...(Object.keys(FILTER_NESTINGS) as (keyof typeof FILTER_NESTINGS)[]), "all in turn"), leaf: filterLeaf })
  .map(({ depth: levels, nesting, leaf }) => {
    if (nesting !== "all in turn") return nest(levels, FILTER_NESTINGS[nesting][0], FILTER_NESTINGS[nesting][1], leaf);
    const forms = Object.values(FILTER_NESTINGS);
    const chosen = Array.from({ length: levels }, (_, level) => forms[level % forms.length] ?? FILTER_NESTINGS["must lists"]);
    return chosen.map(([open]) => open).join("") + leaf + chosen.map(([, close]) => close).reverse().join("");
  });

const LONG_VALUES = {
  string: (bytes: number) => `"${"x".repeat(bytes)}"`,
  "escaped string": (bytes: number) => `"${'\\"\\u00e9'.repeat(Math.ceil(bytes / 8))}"`,
  "unicode string": (bytes: number) => `"${"é漢🙂".repeat(Math.ceil(bytes / 9))}"`,
  numbers: (bytes: number) => `[${Array.from({ length: Math.ceil(bytes / 8) }, (_, index) => index % 1000).join(",")}]`,
  "point ids": (bytes: number) => `[${Array.from({ length: Math.ceil(bytes / 8) }, (_, index) => index + 1).join(",")}]`,
  strings: (bytes: number) => `[${'"a",'.repeat(Math.ceil(bytes / 4))}"a"]`,
  objects: (bytes: number) => `[${"{},".repeat(Math.ceil(bytes / 3))}{}]`,
  conditions: (bytes: number) => `[${'{"key":"city","match":{"value":"Paris"}},'.repeat(Math.ceil(bytes / 41))}{}]`,
};

/**
 * Strings and arrays as JSON text of about `bytes` bytes (strings of plain, escaped and multi-byte characters; lists
 * of numbers, ids, strings, objects and conditions); `limit` is the body limit, which the sizes reach and pass.
 */
export function longJson(limit: number): fc.Arbitrary<string> {
  // Without bias: fast-check's integers lean to small values, and a few runs per route must reach the limit.
  const bytes = fc.oneof(fc.integer({ min: 0, max: 64 * 1024 }), fc.noBias(fc.integer({ min: 0, max: limit })), fc.constantFrom(limit - 1024, limit + 1));
  return fc
    .record({ bytes, kind: fc.constantFrom(...(Object.keys(LONG_VALUES) as (keyof typeof LONG_VALUES)[])) })
    .map(({ bytes: size, kind }) => LONG_VALUES[kind](Math.max(0, size)));
}

/** `valid` as JSON text with `text` (JSON text) as the value of one of its fields, or of a field it lacks, or as the whole body. */
export function withJsonText(valid: Record<string, unknown>, text: fc.Arbitrary<string>, fields: readonly string[] = Object.keys(valid)): fc.Arbitrary<string> {
  const place = fc.oneof(fc.constantFrom(...fields, "unknown_field"), fc.constant(null));
  return fc.tuple(place, text).map(([field, json]) => {
    if (field === null) return json;
    const marker = "\u0000json text\u0000";
    // A function as the replacement: the text's "$" are its own.
    return JSON.stringify({ ...valid, [field]: marker }).replace(JSON.stringify(marker), () => json);
  });
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
