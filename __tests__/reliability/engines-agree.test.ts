// Generated filters on both engines (issue 28): the same collection on LanceDB
// and on PostgreSQL + pgvector, and the same generated requests sent to both:
// filters wrong in every way (the bad-input suite's), and well-formed filters
// whose keys and values stress the SQL the pgvector engine renders (strings
// that look like SQL, JSON paths or parameters, NUL and lone surrogates, the
// edges of double, arrays and objects where leaves are expected). Every answer
// must be below 500, and pgvector's must be LanceDB's: the same status, the
// same error in Qdrant's words, the same points, counts and facets; after a
// write by filter, both collections must hold the same points. A value that
// would break SQL is a value. RELIABILITY_SEED=<seed> replays a run.
import fc from "fast-check";
import { openTestStore, type TestStore } from "../server/support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../server/data/support/data-plane-server";
import { hostileFilter, runSeed } from "./generated-input";

jest.setTimeout(600_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const seed = runSeed();

interface Side {
  store: TestStore;
  server: DataPlaneServer;
  key: string;
}

let lance: Side;
let pgvector: Side;

const STRINGS = ["Paris", "paris", "Par", "", " ", "'; DROP TABLE vdb_vector_collections; --", "$1", "$.city", '" || true || "', "\\", "a\u0000b", "\ud800x", "😀", "é", "null", "1", "a.b", "[]", "2024-01-02T03:04:05Z", "2024-01-02"];
const NUMBERS = [0, -0, 1, 1.0000000000000002, -1, 2.5, 3, 100, 1e21, -1e-7, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, -1e308];
const PAYLOAD_KEYS = ["city", "n", "tags", "items", "a", "when", "x y", "é"];
const KEYS = ["city", "n", "tags", "tags[]", "items", "items[]", "items[].city", "items[].n", "a.b", "a.b[]", "a", "when", "x y", "é", '"x y"', "missing", "city.b", "n[]"];
const POINTS = 48;

const scalar = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: "small", maxDepth: 3 }, scalar, scalar, fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...PAYLOAD_KEYS, "b"), tie("value"), { maxKeys: 3 })),
})).value;
const payloads = fc.array(fc.dictionary(fc.constantFrom(...PAYLOAD_KEYS), value, { maxKeys: 5 }), { minLength: POINTS, maxLength: POINTS });

const key = fc.constantFrom(...KEYS);
const INTEGERS = NUMBERS.filter(Number.isSafeInteger);
const matchValue = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...INTEGERS), fc.boolean());
const matchList = fc.oneof(fc.array(fc.constantFrom(...STRINGS), { maxLength: 4 }), fc.array(fc.constantFrom(...INTEGERS), { maxLength: 4 }));
const count = fc.integer({ min: 0, max: 4 });
const bound = fc.constantFrom(...NUMBERS);
const range = fc.record({ gt: bound, gte: bound, lt: bound, lte: bound }, { requiredKeys: [] });
const DATES = ["2024-01-02T03:04:05Z", "2025-01-01", "2024-01-02 03:04:05.123+01:00", "1970-01-01T00:00:00Z"];
const datetimeRange = fc.record({ gt: fc.constantFrom(...DATES), lte: fc.constantFrom(...DATES) }, { requiredKeys: [] });

/** Qdrant's filters as a client writes them, well-formed mostly, with values that stress SQL. */
const pointedFilter: fc.Arbitrary<unknown> = fc.letrec<{ filter: unknown; condition: unknown }>((tie) => ({
  // One condition, or any, as often as all of them: a conjunction of random conditions mostly keeps nothing.
  filter: fc.oneof(
    fc.record({ must: fc.tuple(tie("condition")) }),
    fc.record({ should: fc.array(tie("condition"), { minLength: 1, maxLength: 3 }) }),
    fc.record({ must_not: fc.tuple(tie("condition")) }),
    fc.record(
      { must: fc.array(tie("condition"), { maxLength: 3 }), should: fc.array(tie("condition"), { maxLength: 3 }), must_not: fc.array(tie("condition"), { maxLength: 2 }), min_should: fc.record({ conditions: fc.array(tie("condition"), { minLength: 1, maxLength: 3 }), min_count: fc.integer({ min: 0, max: 3 }) }) },
      { requiredKeys: [] },
    ),
  ),
  condition: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    fc.record({ key, match: fc.oneof(fc.record({ value: matchValue }), fc.record({ any: matchList }), fc.record({ except: matchList }), fc.record({ text: fc.constantFrom(...STRINGS) }), fc.record({ phrase: fc.constantFrom(...STRINGS) })) }),
    fc.record({ key, range: fc.oneof(range, datetimeRange) }),
    fc.record({ key, values_count: fc.record({ gt: count, gte: count, lt: count, lte: count }, { requiredKeys: [] }) }),
    fc.record({ is_empty: fc.record({ key }) }),
    fc.record({ is_null: fc.record({ key }) }),
    fc.record({ has_id: fc.array(fc.integer({ min: 0, max: POINTS + 3 }), { maxLength: 4 }) }),
    fc.record({ nested: fc.record({ key: fc.constantFrom("items", "a.b", "tags", "city"), filter: tie("filter") }) }),
    tie("filter"),
  ),
})).filter;

/** Mostly well-formed (answered), some wrong in every way (refused: in the same words on both). */
const anyFilter = fc.oneof(pointedFilter, pointedFilter, pointedFilter, hostileFilter);

/** What the generated requests got, printed at the end: a run that only met refusals would test little. */
const tally = new Map<string, number>();

/** The request on both sides; `time` (and usage) set aside, the rest must be equal. */
async function both(method: string, urlPath: string, body: unknown): Promise<[unknown, unknown]> {
  const answers = await Promise.all([lance, pgvector].map(async (side) => {
    const { status, body: reply } = await side.server.call(method, urlPath, { apiKey: side.key, body });
    const { time: _time, usage: _usage, ...rest } = (reply ?? {}) as Record<string, unknown>;
    return { status: status < 500 ? status : `${status}: ${JSON.stringify(rest)}`, body: rest };
  }));
  const [first] = answers;
  const counted = (first?.body as { result?: { count?: number } }).result?.count;
  const share = counted === undefined ? "" : counted === 0 ? " none" : counted === POINTS ? " all" : " some";
  const label = `${urlPath.split("?")[0]} ${first?.status}${share}`;
  tally.set(label, (tally.get(label) ?? 0) + 1);
  return [answers[0], answers[1]];
}

/** Both collections' points, in id order, as a client reads them. */
async function contents(): Promise<[unknown, unknown]> {
  return both("POST", "/collections/target/points/scroll", { limit: POINTS + 10, with_payload: true, with_vector: true });
}

async function reseed(points: readonly { id: number; vector: number[]; payload: Record<string, unknown> }[]): Promise<void> {
  const [onLance, onPgvector] = await both("PUT", "/collections/target/points?wait=true", { points });
  expect(onPgvector).toEqual(onLance);
}

beforeAll(async () => {
  const start = async (dialect: "pglite" | "postgres", env: (store: TestStore) => Record<string, string>): Promise<Side> => {
    const store = await openTestStore(dialect);
    const server = await startDataPlaneServer(store.store, env(store));
    const owner = await server.createOwner();
    // Thousands of calls: more than Sandbox's month allows.
    await server.changeTier(owner, "business");
    return { store, server, key: (await server.createApiKey(owner)).key };
  };
  lance = await start("pglite", () => ({}));
  pgvector = await start("postgres", (store) => ({ VECTOR_ENGINE: "pgvector", DATABASE_URL: store.settings.databaseUrl ?? "" }));
  for (const side of [lance, pgvector]) {
    const put = (urlPath: string, body: unknown) => side.server.call("PUT", urlPath, { apiKey: side.key, body });
    expect((await put("/collections/target", { vectors: { size: 3, distance: "Cosine" } })).status).toBe(200);
    // Indexed keys take the GIN path on pgvector, the others its scan; full text and datetime stay in memory.
    await put("/collections/target/index?wait=true", { field_name: "city", field_schema: "keyword" });
    await put("/collections/target/index?wait=true", { field_name: "n", field_schema: "integer" });
    await put("/collections/target/index?wait=true", { field_name: "a", field_schema: "text" });
    await put("/collections/target/index?wait=true", { field_name: "when", field_schema: "datetime" });
  }
}, 120_000);

afterAll(async () => {
  console.log(`engines agree: ${[...tally].map(([label, count]) => `${label} ×${count}`).join(", ")}`);
  for (const side of [lance, pgvector]) {
    await side?.server.close();
    await side?.store.remove();
  }
});

const pointsFrom = (drawn: readonly Record<string, unknown>[]) =>
  drawn.map((payload, index) => ({ id: index + 1, vector: [Math.sin(index), Math.cos(index), (index % 7) / 7], payload }));

const READS: readonly [string, (filter: unknown) => unknown][] = [
  ["/points/scroll", (filter) => ({ filter, limit: POINTS + 10, with_payload: false })],
  ["/points/count", (filter) => ({ filter, exact: true })],
  ["/points/query", (filter) => ({ query: [0.3, -0.2, 0.9], filter, limit: 10, params: { exact: true } })],
  ["/facet", (filter) => ({ key: "city", filter, limit: 20, exact: true })],
];

describe("the same generated filters on LanceDB and on pgvector", () => {
  let seeded = false;
  beforeEach(async () => {
    if (seeded) return;
    const [drawn] = fc.sample(payloads, { seed, numRuns: 1 });
    await reseed(pointsFrom(drawn ?? []));
    seeded = true;
  });

  it("holds the same points once written", async () => {
    const [onLance, onPgvector] = await contents();
    expect(onPgvector).toEqual(onLance);
  });

  it.each(READS)("POST /collections/target%s: the same answer", async (route, body) => {
    await fc.assert(
      fc.asyncProperty(anyFilter, async (filter) => {
        const [onLance, onPgvector] = await both("POST", `/collections/target${route}`, body(filter));
        expect({ filter, onPgvector }).toEqual({ filter, onPgvector: onLance });
      }),
      { seed, numRuns: RUNS },
    );
  });

  it.each([
    ["delete", "/points/delete?wait=true", (filter: unknown) => ({ filter })],
    ["set_payload", "/points/payload?wait=true", (filter: unknown) => ({ payload: { flag: "'); DROP TABLE x; --" }, filter })],
  ] as const)("%s by filter: the same answer, and the same points after it", async (_name, route, body) => {
    await fc.assert(
      fc.asyncProperty(payloads, anyFilter, async (drawn, filter) => {
        await reseed(pointsFrom(drawn));
        const [onLance, onPgvector] = await both("POST", `/collections/target${route}`, body(filter));
        expect({ filter, onPgvector }).toEqual({ filter, onPgvector: onLance });
        const [heldByLance, heldByPgvector] = await contents();
        expect({ filter, heldByPgvector }).toEqual({ filter, heldByPgvector: heldByLance });
      }),
      { seed, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
