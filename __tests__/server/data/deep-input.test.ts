// Deep and large input on the data plane (issue 23, D1): filters nested
// hundreds of levels deep, bodies nested 100,000 levels deep (arrays and
// objects, in a payload, a formula, prefetches, a key path), and strings and
// arrays up to the 32 MB body limit. Each answers Qdrant's 400 with the exact
// words a client reads, or succeeds with the right answer; none answers 500,
// hangs or writes part of a refused change. Bodies are sent as text: most are
// too deep for JSON.stringify.
import { dataPlaneForFile } from "./support/data-plane-server";

jest.setTimeout(120_000);

const plane = dataPlaneForFile();

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes, each checked by the test that reads it
  body: any;
}

/** The body as text, as a client sends it; a request that takes 60 s fails the test as a hang (a 3-million-id body takes about 7 s here alone, past 20 s beside the other suites). */
async function send(method: string, path: string, text: string): Promise<Answer> {
  const { server, key } = plane();
  const response = await fetch(`${server.url}${path}`, { method, headers: { "api-key": key, "content-type": "application/json" }, body: text, signal: AbortSignal.timeout(60_000) });
  const reply = await response.text();
  return { status: response.status, body: reply ? JSON.parse(reply) : undefined };
}

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });
const tooDeep = (column: number) => qdrantError(400, `Format error in JSON body: recursion limit exceeded at line 1 column ${column}`);

/** `inner` within `depth` copies of `open` ... `close`. */
const nest = (depth: number, open: string, close: string, inner: string) => open.repeat(depth) + inner + close.repeat(depth);

/**
 * Where serde stops: the body is `prefix` then copies of an opener `width` characters long that each open one array or
 * object, the first at `firstLevel`; the column of the one at level 128.
 */
const column128 = (prefix: string, width: number, firstLevel: number) => prefix.length + width * (128 - firstLevel) + 1;

const PARIS = '{"key":"city","match":{"value":"Paris"}}';
const PARIS_IDS = [1, 3, 5];
const ROME_IDS = [2, 4, 6];

beforeAll(async () => {
  const call = (method: string, path: string, body: unknown) => send(method, path, JSON.stringify(body));
  await call("PUT", "/collections/docs", { vectors: { size: 2, distance: "Dot" } });
  await call("PUT", "/collections/docs/index?wait=true", { field_name: "city", field_schema: "keyword" });
  await call("PUT", "/collections/docs/index?wait=true", { field_name: "n", field_schema: "integer" });
  const points = [1, 2, 3, 4, 5, 6].map((id) => ({ id, vector: [id, 1], payload: { city: PARIS_IDS.includes(id) ? "Paris" : "Rome", n: id, town: PARIS_IDS.includes(id) ? "Paris" : "Rome" } }));
  expect((await call("PUT", "/collections/docs/points?wait=true", { points })).status).toBe(200);
});

async function countOf(filterText: string): Promise<Answer> {
  return send("POST", "/collections/docs/points/count", `{"exact":true,"filter":${filterText}}`);
}

async function expectUnchanged(): Promise<void> {
  const scrolled = await send("POST", "/collections/docs/points/scroll", JSON.stringify({ limit: 100, with_payload: ["city"] }));
  expect(scrolled.body.result.points.map((point: { id: number; payload: { city: string } }) => [point.id, point.payload.city])).toEqual([
    [1, "Paris"],
    [2, "Rome"],
    [3, "Paris"],
    [4, "Rome"],
    [5, "Paris"],
    [6, "Rome"],
  ]);
}

describe("a filter nested 700 levels deep (D1)", () => {
  // 700 levels of {"must":[ (9 characters, two levels of JSON each), 7.7 KB: 600 answered 200 and 700 a stack overflow's 500.
  const d1 = nest(700, '{"must":[', "]}", PARIS);
  // The filter's first object is the body's level 2; serde stops at the object of level 128, 63 openers in.
  const at = (prefix: string) => prefix.length + 9 * 63 + 1;

  it.each([
    ["POST", "/collections/docs/points/count", '{"filter":'],
    ["POST", "/collections/docs/points/scroll", '{"filter":'],
    ["POST", "/collections/docs/points/query", '{"limit":3,"filter":'],
    ["POST", "/collections/docs/points/search", '{"vector":[1,1],"limit":3,"filter":'],
    ["POST", "/collections/docs/points/delete?wait=true", '{"filter":'],
    ["POST", "/collections/docs/points/payload/clear?wait=true", '{"filter":'],
  ])("%s %s: Qdrant's 400, and nothing changes", async (method, path, prefix) => {
    expect(await send(method, path, `${prefix}${d1}}`)).toEqual(tooDeep(at(prefix)));
    await expectUnchanged();
  });
});

describe("filters up to 50 levels deep", () => {
  const refused = (at: string) =>
    qdrantError(400, `Format error in JSON body: ${at}: filters nest more than 50 levels deep (a filter within must, should, must_not, min_should or a nested condition is one level deeper)`);

  it.each([
    ["must lists", (depth: number) => nest(depth - 1, '{"must":[', "]}", `{"must":[${PARIS}]}`), PARIS_IDS.length],
    ["single must", (depth: number) => nest(depth - 1, '{"must":', "}", `{"must":${PARIS}}`), PARIS_IDS.length],
    ["should lists", (depth: number) => nest(depth - 1, '{"should":[', "]}", `{"should":[${PARIS}]}`), PARIS_IDS.length],
    ["must_not (an even number)", (depth: number) => nest(depth, '{"must_not":', "}", PARIS), PARIS_IDS.length],
  ])("%s: 50 levels are read, 51 refused", async (_form, filter, count) => {
    expect(await countOf(filter(50))).toEqual({ status: 200, body: { result: { count }, status: "ok", time: expect.any(Number) } });
    expect(await countOf(filter(51))).toEqual(refused("filter"));
  });

  it("nested conditions and min_should: as deep as a body nests, then Qdrant's 400", async () => {
    // A level of nested conditions is 4 levels of JSON ({"must":[{"nested":{"key":"a","filter":...), of min_should 3.
    const nested = (depth: number) => nest(depth - 1, '{"must":[{"nested":{"key":"a","filter":', "}}]}", `{"must":[${PARIS}]}`);
    expect((await countOf(nested(31))).body.result).toEqual({ count: 0 });
    // The 32nd level's filter is JSON's 126th, its must list the 127th: serde stops at its first condition.
    expect(await countOf(nested(32))).toEqual(tooDeep('{"exact":true,"filter":'.length + 39 * 31 + 9 + 1));
    const minShould = (depth: number) => nest(depth - 1, '{"min_should":{"min_count":1,"conditions":[', "]}}", `{"must":${PARIS}}`);
    expect((await countOf(minShould(42))).body.result).toEqual({ count: PARIS_IDS.length });
    // The 43rd level's filter object is JSON's 128th.
    expect(await countOf(minShould(43))).toEqual(tooDeep('{"exact":true,"filter":'.length + 43 * 42 + 1));
  });

  it("tests filters deeper than LanceDB's SQL takes in memory, with the same answers", async () => {
    // Alternating OR (with a condition no point meets) and AND (with one every point meets) on indexed fields, and
    // the same on `town`, which has no index: every level keeps the Paris points.
    const alternating = (depth: number, key: string) => {
      let filter = `{"key":"${key}","match":{"value":"Paris"}}`;
      for (let level = 1; level < depth; level += 1) filter = level % 2 ? `{"should":[${filter},{"has_id":[99]}]}` : `{"must":[${filter},{"key":"n","range":{"gte":0}}]}`;
      return filter;
    };
    for (const key of ["city", "town"]) {
      expect((await countOf(alternating(50, key))).body.result).toEqual({ count: PARIS_IDS.length });
      const searched = await send("POST", "/collections/docs/points/search", `{"vector":[1,1],"limit":10,"filter":${alternating(50, key)}}`);
      expect(searched.body.result.map((hit: { id: number }) => hit.id).sort()).toEqual(PARIS_IDS);
    }
    expect((await countOf(nest(49, '{"must_not":', "}", PARIS))).body.result).toEqual({ count: ROME_IDS.length });
    expect((await countOf(nest(40, '{"min_should":{"min_count":1,"conditions":[', "]}}", PARIS))).body.result).toEqual({ count: PARIS_IDS.length });
  });

  it("refuses has_vector deeper than the engine's SQL reaches, in words", async () => {
    const filter = nest(20, '{"must_not":', "}", '{"has_vector":""}');
    expect(await countOf(filter)).toEqual(
      qdrantError(400, "Wrong input: has_vector can be tested at most 12 levels of must, should, must_not and min_should deep, and among at most 1000 other conditions"),
    );
    expect((await countOf(nest(10, '{"must_not":', "}", '{"has_vector":""}'))).body.result).toEqual({ count: 6 });
  });

  it("bounds a formula's conditions the same way", async () => {
    const formula = (depth: number) => `{"prefetch":{"query":[1,1]},"query":{"formula":${nest(depth, '{"must":[', "]}", PARIS)}}}`;
    expect((await send("POST", "/collections/docs/points/query", formula(50))).status).toBe(200);
    expect(await send("POST", "/collections/docs/points/query", formula(51))).toEqual(refused("query.formula"));
  });

  it("bounds a filter key's parts at 128", async () => {
    const key = (parts: number) => Array.from({ length: parts }, () => "a").join(".");
    expect((await countOf(`{"must":[{"key":"${key(128)}","match":{"value":1}}]}`)).body.result).toEqual({ count: 0 });
    expect(await countOf(`{"must":[{"key":"${key(100_000)}","match":{"value":1}}]}`)).toEqual(
      qdrantError(400, "Format error in JSON body: filter.must[0].key: a payload key path may have at most 128 parts"),
    );
  });
});

describe("bodies nested 100,000 levels deep", () => {
  const arrays = nest(100_000, "[", "]", "1");
  const objects = nest(100_000, '{"a":', "}", "1");

  // [place, method, path, what comes before the deep part, the deep part, its opener's width, the level of its first opener]
  it.each([
    ["arrays at the body's root", "POST", "/collections/docs/points/count", "", arrays, 1, 1],
    ["objects at the body's root", "POST", "/collections/docs/points/count", "", objects, 5, 1],
    ["arrays in a payload", "PUT", "/collections/docs/points?wait=true", '{"points":[{"id":1,"vector":[1,1],"payload":{"deep":', arrays, 1, 5],
    ["objects in a payload", "PUT", "/collections/docs/points?wait=true", '{"points":[{"id":1,"vector":[1,1],"payload":{"deep":', objects, 5, 5],
    ["a payload set under a key", "POST", "/collections/docs/points/payload?wait=true", '{"points":[1],"key":"x","payload":{"deep":', objects, 5, 3],
    ["an overwritten payload", "PUT", "/collections/docs/points/payload?wait=true", '{"points":[1],"payload":', objects, 5, 2],
    ["a formula", "POST", "/collections/docs/points/query", '{"prefetch":{"query":[1,1]},"query":{"formula":', nest(100_000, '{"neg":', "}", "1"), 7, 3],
    ["prefetches", "POST", "/collections/docs/points/query", '{"query":[1,1],"prefetch":', nest(100_000, '{"prefetch":', "}", '{"query":[1,1]}'), 12, 2],
    ["a query vector", "POST", "/collections/docs/points/query", '{"query":', arrays, 1, 2],
    ["a point's vector", "PUT", "/collections/docs/points?wait=true", '{"points":[{"id":1,"vector":', arrays, 1, 4],
  ])("%s: Qdrant's 400, and nothing changes", async (_place, method, path, prefix, deep, width, firstLevel) => {
    // The rest of the body is not even needed: serde stops where the nesting passes its limit.
    expect(await send(method, path, `${prefix}${deep}`)).toEqual(tooDeep(column128(prefix, width, firstLevel)));
    await expectUnchanged();
  });

  it("refuses a batch whose last point is too deep whole", async () => {
    const points = [7, 8, 9].map((id) => `{"id":${id},"vector":[1,1],"payload":{"n":${id}}}`).join(",");
    const answer = await send("PUT", "/collections/docs/points?wait=true", `{"points":[${points},{"id":10,"vector":[1,1],"payload":{"deep":${arrays}}}]}`);
    expect(answer.status).toBe(400);
    expect((await countOf("{}")).body.result).toEqual({ count: 6 });
  });

  it("refuses set_payload under a key of 100,000 parts, naming the bound", async () => {
    const key = Array.from({ length: 100_000 }, () => "a").join(".");
    expect(await send("POST", "/collections/docs/points/payload?wait=true", `{"points":[1],"key":"${key}","payload":{"x":1}}`)).toEqual(
      qdrantError(400, `Format error in JSON body: Invalid payload key: '${key}', more than 128 keys and indexes`),
    );
    await expectUnchanged();
  });
});

describe("values nested as deep as Qdrant reads", () => {
  const deepArrays = nest(50, "[", "]", '"bottom"');
  const deepObjects = nest(50, '{"a":', "}", '"bottom"');
  const mixed = nest(25, '{"a":[', "]}", '"bottom"');

  it("stores payloads nested 50 levels deep and reads them back as sent", async () => {
    const text = `{"points":[{"id":20,"vector":[1,1],"payload":{"arrays":${deepArrays},"objects":${deepObjects},"mixed":${mixed}}}]}`;
    expect((await send("PUT", "/collections/docs/points?wait=true", text)).status).toBe(200);
    const read = await send("POST", "/collections/docs/points", `{"ids":[20],"with_payload":true}`);
    expect(read.body.result[0].payload).toEqual(JSON.parse(`{"arrays":${deepArrays},"objects":${deepObjects},"mixed":${mixed}}`));
    expect((await send("POST", "/collections/docs/points/payload?wait=true", `{"points":[20],"key":"${Array.from({ length: 50 }, () => "k").join(".")}","payload":{"deep":${deepObjects}}}`)).status).toBe(200);
    const afterSet = await send("POST", "/collections/docs/points", `{"ids":[20],"with_payload":["k"]}`);
    expect(JSON.stringify(afterSet.body.result[0].payload)).toBe(`${nest(50, '{"k":', "}", `{"deep":${deepObjects}}`)}`);
    expect((await send("POST", "/collections/docs/points/delete?wait=true", `{"points":[20]}`)).status).toBe(200);
  });

  it("reads formulas and prefetches nested 100 levels deep", async () => {
    const formula = await send("POST", "/collections/docs/points/query", `{"prefetch":{"query":[1,1]},"limit":1,"query":{"formula":${nest(100, '{"neg":', "}", "1")}}}`);
    expect(formula.body.result.points[0].score).toBe(1);
    const prefetched = await send("POST", "/collections/docs/points/query", `{"query":[1,1],"limit":1,"prefetch":${nest(100, '{"query":[1,1],"prefetch":', "}", '{"query":[1,1]}')}}`);
    expect(prefetched.body.result.points.map((point: { id: number }) => point.id)).toEqual([6]);
  });
});

describe("strings and arrays up to the 32 MB body limit", () => {
  const MB = 1024 * 1024;
  const count = (result: unknown) => ({ status: 200, body: { result: { count: result }, status: "ok", time: expect.any(Number) } });
  const ids = (from: number, length: number) => Array.from({ length }, (_, index) => from + index).join(",");

  it("refuses a body one byte over the limit, in Qdrant's words", async () => {
    const [head, tail] = ['{"filter":{"must":[{"key":"city","match":{"value":"', '"}}]}}'];
    const text = head + "x".repeat(32 * MB + 1 - head.length - tail.length) + tail;
    expect(await send("POST", "/collections/docs/points/count", text)).toEqual(qdrantError(400, "JSON payload (33554433 bytes) is larger than allowed (limit: 33554432 bytes)."));
  });

  it("stores a payload string of 31 MB and reads it back", async () => {
    const long = "é".repeat(15 * MB) + "x".repeat(MB);
    expect((await send("PUT", "/collections/docs/points?wait=true", `{"points":[{"id":30,"vector":[1,1],"payload":{"long":"${long}"}}]}`)).status).toBe(200);
    const read = await send("POST", "/collections/docs/points", '{"ids":[30],"with_payload":true}');
    expect(read.body.result[0].payload.long === long).toBe(true);
    expect((await send("POST", "/collections/docs/points/delete?wait=true", '{"points":[30]}')).status).toBe(200);
  });

  it("answers has_id, match any and match except with millions of values", async () => {
    expect(await countOf(`{"must":[{"has_id":[${ids(1, 3_000_000)}]}]}`)).toEqual(count(6));
    const keywords = (extra: string) => `[${extra}${'"Oslo",'.repeat(2_500_000)}"Lima"]`;
    expect(await countOf(`{"must":[{"key":"city","match":{"any":${keywords('"Paris",')}}}]}`)).toEqual(count(PARIS_IDS.length));
    expect(await countOf(`{"must":[{"key":"town","match":{"any":${keywords('"Paris",')}}}]}`)).toEqual(count(PARIS_IDS.length));
    expect(await countOf(`{"must":[{"key":"city","match":{"except":${keywords('"Paris",')}}}]}`)).toEqual(count(ROME_IDS.length));
  });

  it("answers filters of 60,000 conditions on an indexed field (a flat OR of that many crashed LanceDB's planner)", async () => {
    const conditions = (value: string) => Array.from({ length: 60_000 }, (_, index) => `{"key":"city","match":{"value":"${index === 59_999 ? value : `c${index}`}"}}`).join(",");
    expect(await countOf(`{"should":[${conditions("Paris")}]}`)).toEqual(count(PARIS_IDS.length));
    expect(await countOf(`{"must_not":[${conditions("Paris")}]}`)).toEqual(count(ROME_IDS.length));
    expect(await countOf(`{"must":[{"has_vector":""},{"should":[${conditions("Paris")}]}]}`)).toEqual(count(PARIS_IDS.length));
    expect(await countOf(`{"should":[${'{"has_vector":""},'.repeat(60_000)}{"key":"city","match":{"value":"Paris"}}]}`)).toEqual(count(6));
  });

  it("retrieves and deletes by millions of ids", async () => {
    const read = await send("POST", "/collections/docs/points", `{"ids":[${ids(1, 3_000_000)}]}`);
    expect(read.body.result.map((point: { id: number }) => point.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await send("POST", "/collections/docs/points/delete?wait=true", `{"points":[${ids(1_000, 3_000_000)}]}`)).status).toBe(200);
    await expectUnchanged();
  });

  it("refuses requests of more than 1,000 searches before reading them", async () => {
    const refused = (field: string) =>
      qdrantError(422, `Validation error in JSON body: [${field}: a request may run at most 1000 searches, counting each search of a batch and each prefetch]`);
    expect(await send("POST", "/collections/docs/points/search/batch", `{"searches":[${'{"vector":[1,1],"limit":1},'.repeat(1_000_000)}{"vector":[1,1],"limit":1}]}`)).toEqual(refused("searches"));
    expect((await send("POST", "/collections/docs/points/query/batch", `{"searches":[${'{"query":[1,1]},'.repeat(999)}{"query":[1,1]}]}`)).status).toBe(200);
    expect(await send("POST", "/collections/docs/points/query/batch", `{"searches":[${'{"query":[1,1],"prefetch":{"query":[1,1]}},'.repeat(500)}{"query":[1,1]}]}`)).toEqual(refused("searches"));
    // Ten prefetches of ten, four levels deep: 11,111 searches in 3 kB.
    let tenfold = '{"query":[1,1]}';
    for (let level = 0; level < 4; level += 1) tenfold = `{"query":[1,1],"prefetch":[${Array.from({ length: 10 }, () => tenfold).join(",")}]}`;
    expect(await send("POST", "/collections/docs/points/query", tenfold)).toEqual(refused("prefetch"));
  });

  it("refuses a filter of more than 100,000 conditions before reading them", async () => {
    expect(await countOf(`{"must":[${"{},".repeat(3_000_000)}{}]}`)).toEqual(
      qdrantError(400, "Format error in JSON body: filter: a filter may hold at most 100000 conditions, at every level together"),
    );
    expect(await countOf(`{"must":[${"{},".repeat(99_999)}{}]}`)).toEqual(count(6));
  });

  it("refuses a list of 8 million wrong values at its first, as serde does (zod's issue for each took minutes)", async () => {
    expect(await send("POST", "/collections/docs/points", `{"ids":[${'"a",'.repeat(8_000_000)}"a"]}`)).toEqual(
      qdrantError(400, "Format error in JSON body: value a is not a valid point ID, valid values are either an unsigned integer or a UUID at ids[0]"),
    );
  });

  it("reads with_payload listing a key 8 million times, and refuses a vector of 3 million numbers", async () => {
    const read = await send("POST", "/collections/docs/points", `{"ids":[1],"with_payload":[${'"city",'.repeat(4_000_000)}"n"]}`);
    expect(read.body.result).toEqual([{ id: 1, payload: { city: "Paris", n: 1 } }]);
    expect(await send("POST", "/collections/docs/points/search", `{"vector":[${ids(0, 3_000_000)}],"limit":1}`)).toEqual(
      qdrantError(400, "Wrong input: Vector dimension error: expected dim: 2, got 3000000"),
    );
  });
});
