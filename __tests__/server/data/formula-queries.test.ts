// Score boosting (`formula` queries) and `relevance_feedback` through the
// official client, every score computed here by hand from Qdrant's formulas
// (lib/segment/src/index/query_optimization/rescore_formula/ and
// lib/segment/src/vector_storage/query/feedback_query.rs): conditions, payload
// numbers (a one-element list is its element), nested paths, defaults, geo
// distance with a gauss decay, datetimes (seconds) with an exp decay, div with
// by_zero_default, `$score[i]` of points only some prefetches found, nested
// prefetches, score_threshold, batch and groups; relevance feedback without
// and with prefetches, examples by id (left out of the results) and from
// another collection. Refusals are checked with Qdrant's status and words.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { dataPlaneForFile, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

interface Hit {
  id: number;
  score: number;
}

interface GeoPoint {
  lon: number;
  lat: number;
}

interface ShopPoint {
  id: number;
  vector: number[];
  payload: Record<string, unknown>;
}

const wave = (id: number, salt: number) => {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

const DAY = 86_400;
const MAY_FIRST = Date.UTC(2024, 4, 1) / 1000;

/** 24 points: tags, prices (some a one-element list, some missing), stock (0 for some), a location, a datetime (missing for some), a nested rating. */
const SHOP: ShopPoint[] = Array.from({ length: 24 }, (_, index) => {
  const id = index + 1;
  const payload: Record<string, unknown> = {
    tag: id % 3 === 0 ? ["h1", "h2"] : id % 3 === 1 ? "h1" : "h2",
    stock: id % 6 === 0 ? 0 : id,
    parity: id % 2,
    location: { lon: 13.4 + wave(id, 5) * 0.2, lat: 52.5 + wave(id, 6) * 0.1 },
    shop: { rating: id % 5 },
  };
  if (id % 5 !== 0) payload.price = id % 4 === 0 ? [id * 1.5] : id * 1.5;
  if (id % 4 !== 3) payload.created = new Date((MAY_FIRST + id * DAY + id * 3600) * 1000).toISOString();
  return { id, vector: [wave(id, 1) - 0.5, wave(id, 2) - 0.5, wave(id, 3) - 0.5], payload };
});

const point = (id: number) => SHOP.find((candidate) => candidate.id === id) as ShopPoint;
const unit = (v: readonly number[]) => {
  const norm = Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));
  return v.map((x) => x / norm);
};
const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
const cosine = (a: readonly number[], b: readonly number[]) => dot(unit(a), unit(b));

/** The cosine nearest `limit` points to `query`, as a prefetch returns them. */
function nearest(query: readonly number[], limit: number): Hit[] {
  return SHOP.map((p) => ({ id: p.id, score: cosine(query, p.vector) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Candidates re-scored by `score`, best first. */
function rescored(candidates: readonly number[], score: (id: number) => number, limit = candidates.length): Hit[] {
  return candidates
    .map((id) => ({ id, score: score(id) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

function expectHits(found: readonly { id: unknown; score: number }[], expected: readonly Hit[], digits = 4): void {
  expect(found.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
  found.forEach((hit, index) => expect(hit.score).toBeCloseTo(expected[index]?.score ?? NaN, digits));
}

/** The geo crate's haversine distance on the mean Earth radius, in meters. */
function haversine(from: GeoPoint, to: GeoPoint): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((to.lat - from.lat) * rad) / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(((to.lon - from.lon) * rad) / 2) ** 2;
  return 6_371_008.8 * 2 * Math.asin(Math.sqrt(h));
}

const qdrantError = (status: number, error: string) => ({ status, body: { status: { error }, time: expect.any(Number) } });

const dataPlane = dataPlaneForFile();
let server: DataPlaneServer;
let key: string;
let client: QdrantClient;

const call = (path: string, body: unknown) => server.call("POST", path, { apiKey: key, body });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the client's types lag Qdrant's newest queries; the service's answers are checked here
const query = async (collection: string, body: Record<string, unknown>): Promise<Hit[]> => (await client.query(collection, body as any)).points as Hit[];

beforeAll(async () => {
  ({ server, key } = dataPlane());
  client = server.client(key);
  await client.createCollection("shop", { vectors: { size: 3, distance: "Cosine" } });
  await client.upsert("shop", { wait: true, points: SHOP });
});

describe("formula queries", () => {
  const probe = [0.4, -0.2, 0.3];
  const other = [-0.3, 0.5, 0.1];
  const candidates = nearest(probe, 12);
  const scoreOf = (id: number) => candidates.find((hit) => hit.id === id)?.score ?? NaN;
  const ids = candidates.map((hit) => hit.id);
  const hasTag = (id: number, tag: string) => ([] as unknown[]).concat(point(id).payload.tag).includes(tag);

  it("adds a condition's weight to the score: 1 when the point matches, else 0", async () => {
    const found = await query("shop", {
      prefetch: { query: probe, limit: 12 },
      query: { formula: { sum: ["$score", { mult: [0.5, { key: "tag", match: { any: ["h1"] } }] }] } },
      limit: 8,
    });
    expectHits(found, rescored(ids, (id) => scoreOf(id) + (hasTag(id, "h1") ? 0.5 : 0), 8));
  });

  it("reads payload numbers (a one-element list is its element), nested paths and defaults", async () => {
    const found = await query("shop", {
      prefetch: { query: probe, limit: 12 },
      query: { formula: { sum: [{ mult: ["$score", "price"] }, { mult: [0.25, "shop.rating"] }] }, defaults: { price: 2 } },
    });
    const price = (id: number) => {
      const value = point(id).payload.price;
      return value === undefined ? 2 : Array.isArray(value) ? (value[0] as number) : (value as number);
    };
    expectHits(found, rescored(ids, (id) => scoreOf(id) * price(id) + 0.25 * (id % 5), 10));
  });

  it("decays with the geo distance (gauss_decay) and with time (exp_decay on datetimes, in seconds)", async () => {
    const origin = { lon: 13.45, lat: 52.53 };
    const near = await query("shop", {
      prefetch: { query: probe, limit: 12 },
      query: { formula: { sum: ["$score", { gauss_decay: { x: { geo_distance: { origin, to: "location" } }, scale: 5000 } }] } },
      limit: 6,
    });
    const gauss = (id: number) => Math.exp((Math.log(0.5) / 5000 ** 2) * haversine(origin, point(id).payload.location as GeoPoint) ** 2);
    expectHits(near, rescored(ids, (id) => scoreOf(id) + gauss(id), 6));

    const target = "2024-05-10T00:00:00Z";
    const recent = await query("shop", {
      prefetch: { query: probe, limit: 12 },
      query: {
        formula: { mult: ["$score", { exp_decay: { x: { datetime_key: "created" }, target: { datetime: target }, scale: 4 * DAY, midpoint: 0.25 } }] },
        defaults: { created: "2024-05-01" },
      },
    });
    const seconds = (id: number) => Date.parse((point(id).payload.created as string | undefined) ?? "2024-05-01T00:00:00Z") / 1000;
    const decay = (id: number) => Math.exp((Math.log(0.25) / (4 * DAY)) * Math.abs(seconds(id) - Date.parse(target) / 1000));
    expectHits(recent, rescored(ids, (id) => scoreOf(id) * decay(id), 10));

    // lin_decay: max(0, 1 - (1 - midpoint) / scale * |x - target|), target 0 and midpoint 0.5 unless given.
    const linear = await query("shop", { prefetch: { query: probe, limit: 12 }, query: { formula: { sum: ["$score", { lin_decay: { x: "stock", scale: 10 } }] } } });
    expectHits(linear, rescored(ids, (id) => scoreOf(id) + Math.max(0, 1 - 0.05 * (point(id).payload.stock as number)), 10));
  });

  it("divides with by_zero_default where the divisor is 0, and refuses an infinite quotient without one", async () => {
    const found = await query("shop", { prefetch: { query: probe, limit: 12 }, query: { formula: { div: { left: "$score", right: "stock", by_zero_default: 7 } } } });
    const stock = (id: number) => point(id).payload.stock as number;
    expectHits(found, rescored(ids, (id) => (stock(id) === 0 ? 7 : scoreOf(id) / stock(id)), 10));
    expect(ids.some((id) => stock(id) === 0)).toBe(true);

    expect(await call("/collections/shop/points/query", { prefetch: { query: probe, limit: 12 }, query: { formula: { div: { left: 1, right: "stock" } } } })).toEqual(
      qdrantError(400, "Wrong input: The expression 1/0 = inf produced a non-finite number"),
    );
    // A numerator of 0 is 0, whatever the divisor.
    const zero = await query("shop", { prefetch: { query: probe, limit: 3 }, query: { formula: { div: { left: 0, right: "stock" } } } });
    expect(zero.map((hit) => hit.score)).toEqual([0, 0, 0]);
  });

  it("reads $score[i] from the i-th prefetch, its default (else 0) for points that prefetch did not return", async () => {
    const first = nearest(probe, 6);
    const second = nearest(other, 6);
    const found = await query("shop", {
      prefetch: [
        { query: probe, limit: 6 },
        { query: other, limit: 6 },
      ],
      query: { formula: { sum: ["$score[0]", { mult: [2, "$score[1]"] }] }, defaults: { "$score[1]": -1 } },
      limit: 20,
    });
    const score = (hits: readonly Hit[], id: number) => hits.find((hit) => hit.id === id)?.score;
    const union = [...new Set([...first, ...second].map((hit) => hit.id))];
    expectHits(found, rescored(union, (id) => (score(first, id) ?? 0) + 2 * (score(second, id) ?? -1)));
  });

  it("boosts the scores of a nested prefetch, and keeps only scores over score_threshold", async () => {
    // The inner prefetch finds 12 points near `probe`; the middle one re-scores them on `other` and keeps 8.
    const middle = rescored(ids, (id) => cosine(other, point(id).vector), 8);
    const found = await query("shop", {
      prefetch: { prefetch: { query: probe, limit: 12 }, query: other, limit: 8 },
      query: { formula: { sum: ["$score", { mult: [0.2, { key: "parity", match: { value: 1 } }] }] } },
      score_threshold: 0.3,
    });
    const expected = rescored(
      middle.map((hit) => hit.id),
      (id) => (middle.find((hit) => hit.id === id)?.score ?? NaN) + (id % 2 === 1 ? 0.2 : 0),
    ).filter((hit) => hit.score >= 0.3);
    expectHits(found, expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(8);
  });

  it("answers batch and grouped formula queries alike", async () => {
    const formula = { formula: { sum: ["$score", { mult: [0.1, "stock"] }] } };
    const expected = rescored(ids, (id) => scoreOf(id) + 0.1 * (point(id).payload.stock as number));
    const [batch] = await client.queryBatch("shop", { searches: [{ prefetch: { query: probe, limit: 12 }, query: formula, limit: 5 } as never] });
    expectHits(batch?.points as Hit[], expected.slice(0, 5));

    const grouped = await client.queryGroups("shop", { prefetch: { query: probe, limit: 12 }, query: formula as never, group_by: "parity", group_size: 2, limit: 2 });
    const groupOf = (parity: number) => expected.filter((hit) => hit.id % 2 === parity).slice(0, 2);
    const groups = grouped.groups.map((group) => ({ id: group.id, hits: group.hits.map((hit) => hit.id) }));
    const best = expected[0]?.id ?? 0;
    expect(groups).toEqual([best % 2, 1 - (best % 2)].map((parity) => ({ id: parity, hits: groupOf(parity).map((hit) => hit.id) })));
  });

  it("refuses a payload variable missing on a point without a default, and values that are no number", async () => {
    expect(await call("/collections/shop/points/query", { prefetch: { query: probe, limit: 24 }, query: { formula: "price" } })).toEqual(
      qdrantError(400, "Wrong input: Expected number value for price in the payload and/or in the formula defaults. Error: No value found in a payload nor defaults"),
    );
    expect(await call("/collections/shop/points/query", { prefetch: { query: probe, limit: 5 }, query: { formula: "tag" } })).toEqual(
      qdrantError(400, "Wrong input: Expected number value for tag in the payload and/or in the formula defaults. Error: Value is not a number"),
    );
    expect(await call("/collections/shop/points/query", { prefetch: { query: probe, limit: 5 }, query: { formula: { datetime_key: "stock" } } })).toEqual(
      qdrantError(400, "Wrong input: Expected datetime value for stock in the payload and/or in the formula defaults. Error: Value is not a string"),
    );
    expect(await call("/collections/shop/points/query", { prefetch: { query: probe, limit: 5 }, query: { formula: { geo_distance: { origin: { lon: 0, lat: 0 }, to: "stock" } } } })).toMatchObject(
      qdrantError(400, expect.stringMatching(/^Wrong input: Expected geo point value for stock in the payload and\/or in the formula defaults\. Error: invalid type: integer `\d+`, expected struct GeoPointShadow$/)),
    );
  });

  it("takes Qdrant 1.20's max, min and acosh: the largest and smallest value, and the inverse hyperbolic cosine", async () => {
    const prefetch = { query: probe, limit: 12 };
    const byMax = await query("shop", { prefetch, query: { formula: { max: ["$score", { neg: "$score" }, -5] } }, limit: 12 });
    expectHits(byMax, rescored(ids, (id) => Math.abs(scoreOf(id)), 12));
    const byMin = await query("shop", { prefetch, query: { formula: { min: ["$score", { neg: "$score" }, 5] } }, limit: 12 });
    expectHits(byMin, rescored(ids, (id) => -Math.abs(scoreOf(id)), 12));
    const byAcosh = await query("shop", { prefetch, query: { formula: { acosh: { sum: [2, "$score"] } } }, limit: 12 });
    expectHits(byAcosh, rescored(ids, (id) => Math.acosh(2 + scoreOf(id)), 12));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { acosh: 0.5 } } })).toEqual(qdrantError(400, "Wrong input: The expression acosh(0.5) = NaN produced a non-finite number"));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { max: 3 } } })).toMatchObject({ status: 400 });
  });

  it("refuses non-finite results, naming the expression as Qdrant prints it", async () => {
    const prefetch = { query: probe, limit: 3 };
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { sqrt: -4 } } })).toEqual(qdrantError(400, "Wrong input: The expression √-4 = NaN produced a non-finite number"));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { ln: 0 } } })).toEqual(qdrantError(400, "Wrong input: The expression ln(0) = -inf produced a non-finite number"));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { exp: 1000 } } })).toEqual(qdrantError(400, "Wrong input: The expression exp(1000) = inf produced a non-finite number"));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { pow: { base: -8, exponent: 0.5 } } } })).toEqual(
      qdrantError(400, "Wrong input: The expression -8^0.5 = NaN produced a non-finite number"),
    );
    // The score is an f32: a finite f64 past its range is refused too.
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { mult: [1e30, 1e30] } } })).toEqual(
      qdrantError(400, expect.stringMatching(/^Wrong input: The expression 1000000\d+ as f32 = inf produced a non-finite number$/)),
    );
    // mult stops at a factor of 0: what follows is not evaluated.
    expect((await query("shop", { prefetch, query: { formula: { mult: [0, { ln: 0 }] } } })).map((hit) => hit.score)).toEqual([0, 0, 0]);
  });

  it("refuses what Qdrant refuses while reading the formula, and a formula without prefetches", async () => {
    const prefetch = { query: probe, limit: 3 };
    expect(await call("/collections/shop/points/query", { query: { formula: "$score" } })).toEqual(qdrantError(400, "Wrong input: Validation failed: cannot apply Formula without prefetches"));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { sum: ["$scores", 1] } } })).toEqual(
      qdrantError(400, "Wrong input: Validation failed: failed to parse variable ID $scores: Invalid reserved word: $scores"),
    );
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: "$score[0][1]" } })).toEqual(
      qdrantError(400, "Wrong input: Validation failed: failed to parse variable ID $score[0][1]: Invalid reserved variable: $score[0][1]"),
    );
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { gauss_decay: { x: "$score", midpoint: 1.5 } } } })).toEqual(
      qdrantError(400, "Wrong input: Validation failed: Decay midpoint should be in the range (0.0, 1.0), got 1.5."),
    );
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { lin_decay: { x: "$score", scale: 0 } } } })).toEqual(
      qdrantError(400, "Wrong input: Validation failed: Decay scale should be non-zero positive, got 0."),
    );
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { datetime: "soon" } } })).toEqual(
      qdrantError(400, "Wrong input: Validation failed: failed to parse date-time soon: input contains invalid characters"),
    );
  });

  it("refuses bad defaults with the validator's 422, and malformed expressions with a format error", async () => {
    const prefetch = { query: probe, limit: 3 };
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: "$score", defaults: { $unknown: 1 } } })).toEqual(
      qdrantError(422, "Validation error in JSON body: [query.defaults: Invalid reserved word: $unknown]"),
    );
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: "$score", defaults: { $score: "high" } } })).toEqual(
      qdrantError(422, "Validation error in JSON body: [query.defaults: Validation error: Score default must be a number [{}]]"),
    );
    const malformed = await call("/collections/shop/points/query", { prefetch, query: { formula: { sum: ["$score", { twice: 1 }] } } });
    expect(malformed).toMatchObject(qdrantError(400, expect.stringMatching(/^Format error in JSON body: invalid type: map, expected an expression: .* at query\.formula\.sum\[1\]$/)));
    expect(await call("/collections/shop/points/query", { prefetch, query: { formula: { geo_distance: { origin: { lon: 0, lat: 0 }, to: "a..b" } } } })).toEqual(
      qdrantError(400, "Format error in JSON body: Invalid json path: 'a..b' at query.formula.geo_distance.to"),
    );
  });

  it("reads the first and only element of a list, and refuses a list of several", async () => {
    await client.createCollection("odd", { vectors: { size: 3, distance: "Cosine" } });
    await client.upsert("odd", { wait: true, points: [{ id: 1, vector: [1, 0, 0], payload: { price: [1, 2], size: [3], where: [{ lon: 10, lat: 20 }] } }] });
    expect(await call("/collections/odd/points/query", { prefetch: { query: [1, 0, 0] }, query: { formula: "price" } })).toEqual(
      qdrantError(400, "Wrong input: Expected number value for price in the payload and/or in the formula defaults. Error: Value is not a number"),
    );
    expectHits(await query("odd", { prefetch: { query: [1, 0, 0] }, query: { formula: { sum: ["size", { geo_distance: { origin: { lon: 10, lat: 20 }, to: "where" } }] } } }), [{ id: 1, score: 3 }]);
  });
});

describe("relevance feedback", () => {
  const FEEDBACK_POINTS = Array.from({ length: 40 }, (_, index) => {
    const id = index + 1;
    return { id, vector: { dense: [wave(id, 11) - 0.5, wave(id, 12) - 0.5, wave(id, 13) - 0.5, wave(id, 14) - 0.5], far: [wave(id, 15) * 4, wave(id, 16) * 4, wave(id, 17) * 4] } };
  });
  type Name = "dense" | "far";
  const vectorOf = (id: number, name: Name) => (FEEDBACK_POINTS.find((p) => p.id === id) as (typeof FEEDBACK_POINTS)[number]).vector[name];
  /** Qdrant's internal similarity: the dot product of unit vectors for Cosine, minus the squared distance for Euclid. */
  const similarity = (name: Name, a: readonly number[], b: readonly number[]) => (name === "dense" ? cosine(a, b) : -a.reduce((sum, x, i) => sum + (x - (b[i] ?? 0)) ** 2, 0));

  interface Example {
    vector: readonly number[];
    score: number;
  }

  /** a·sim(target) + Σ over ordered pairs scored p > n of (score_p − score_n)^b · c · (sim(p) − sim(n)). */
  function feedbackScore(name: Name, target: readonly number[], examples: readonly Example[], { a, b, c }: { a: number; b: number; c: number }) {
    return (vector: readonly number[]) => {
      let score = a * similarity(name, target, vector);
      for (const positive of examples) {
        for (const negative of examples) {
          const confidence = positive.score - negative.score;
          if (confidence > 0) score += confidence ** b * c * (similarity(name, positive.vector, vector) - similarity(name, negative.vector, vector));
        }
      }
      return score;
    };
  }

  const strategy = { a: 0.75, b: 1.5, c: 0.5 };
  const target = [0.2, -0.4, 0.1, 0.3];

  beforeAll(async () => {
    await client.createCollection("feedback", { vectors: { dense: { size: 4, distance: "Cosine" }, far: { size: 3, distance: "Euclid" } } });
    await client.upsert("feedback", { wait: true, points: FEEDBACK_POINTS });
  });

  it("scores every point by the naive strategy, leaving out the examples given by id", async () => {
    const feedback = [
      { example: 3, score: 0.9 },
      { example: [0.5, 0.1, -0.2, 0.4], score: 0.25 },
      { example: 17, score: 0.5 },
      { example: 21, score: 0.5 },
    ];
    const examples = feedback.map((item) => ({ vector: typeof item.example === "number" ? vectorOf(item.example, "dense") : item.example, score: item.score }));
    const score = feedbackScore("dense", target, examples, strategy);
    const found = await query("feedback", { query: { relevance_feedback: { target, feedback, strategy: { naive: strategy } } }, using: "dense", limit: 7 });
    const expected = rescored(
      FEEDBACK_POINTS.map((p) => p.id).filter((id) => ![3, 17, 21].includes(id)),
      (id) => score(vectorOf(id, "dense")),
      7,
    );
    expectHits(found, expected);

    // On a Euclid vector, with a target given by id (left out too).
    const farFeedback = [
      { example: 5, score: 0.1 },
      { example: 8, score: 0.7 },
    ];
    const farScore = feedbackScore(
      "far",
      vectorOf(30, "far"),
      farFeedback.map((item) => ({ vector: vectorOf(item.example, "far"), score: item.score })),
      strategy,
    );
    const far = await query("feedback", { query: { relevance_feedback: { target: 30, feedback: farFeedback, strategy: { naive: strategy } } }, using: "far", limit: 5 });
    expectHits(
      far,
      rescored(
        FEEDBACK_POINTS.map((p) => p.id).filter((id) => ![5, 8, 30].includes(id)),
        (id) => farScore(vectorOf(id, "far")),
        5,
      ),
      3,
    );
  });

  it("with one example there are no pairs: a = 1 ranks as the nearest search does", async () => {
    const found = await query("feedback", {
      query: { relevance_feedback: { target, feedback: [{ example: [0.42, 0.42, 0.42, 0.42], score: 0.85 }], strategy: { naive: { a: 1, b: 100, c: 100 } } } },
      using: "dense",
      limit: 5,
    });
    expectHits(found, await query("feedback", { query: target, using: "dense", limit: 5 }));
  });

  it("re-scores prefetched points, whose searches leave the examples out too", async () => {
    // Both examples are among the 10 points nearest the target: the prefetch finds the 10 after them.
    const feedback = [
      { example: 30, score: 0.2 },
      { example: 18, score: 0.8 },
    ];
    const candidates = FEEDBACK_POINTS.filter((p) => ![30, 18].includes(p.id))
      .map((p) => ({ id: p.id, score: cosine(target, p.vector.dense) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 10)
      .map((hit) => hit.id);
    const score = feedbackScore(
      "dense",
      target,
      feedback.map((item) => ({ vector: vectorOf(item.example, "dense"), score: item.score })),
      strategy,
    );
    const found = await query("feedback", {
      prefetch: { query: target, using: "dense", limit: 10 },
      query: { relevance_feedback: { target, feedback, strategy: { naive: strategy } } },
      using: "dense",
      limit: 10,
    });
    expectHits(found, rescored(candidates, (id) => score(vectorOf(id, "dense"))));
  });

  it("takes examples by id from another collection with lookup_from, leaving this collection's points of those ids in", async () => {
    await client.createCollection("feedback-examples", { vectors: { size: 4, distance: "Cosine" } });
    const examples = [
      { id: 1, vector: [0.9, 0.1, 0, 0.2] },
      { id: 2, vector: [-0.3, 0.6, 0.2, 0] },
    ];
    await client.upsert("feedback-examples", { wait: true, points: examples });
    const feedback = [
      { example: 1, score: 0.3 },
      { example: 2, score: 0.6 },
    ];
    const score = feedbackScore(
      "dense",
      target,
      feedback.map((item, index) => ({ vector: examples[index]?.vector ?? [], score: item.score })),
      strategy,
    );
    const found = await query("feedback", { query: { relevance_feedback: { target, feedback, strategy: { naive: strategy } } }, using: "dense", lookup_from: { collection: "feedback-examples" }, limit: 6 });
    expectHits(
      found,
      rescored(
        FEEDBACK_POINTS.map((p) => p.id),
        (id) => score(vectorOf(id, "dense")),
        6,
      ),
    );
  });

  it("refuses no feedback and a negative b with the validator's 422, and a missing example with 404", async () => {
    const body = (feedback: unknown[], naive = strategy) => ({ query: { relevance_feedback: { target, feedback, strategy: { naive } } }, using: "dense" });
    expect(await call("/collections/feedback/points/query", body([]))).toEqual(
      qdrantError(422, "Validation error in JSON body: [query.relevance_feedback.__all__: feedback elements must be non-empty]"),
    );
    expect(await call("/collections/feedback/points/query", body([{ example: 1, score: 0.85 }], { a: 0.12, b: -1, c: 0.99 }))).toEqual(
      qdrantError(422, "Validation error in JSON body: [query.relevance_feedback.strategy.naive.b: value -1.0 invalid, must be 0.0 or larger]"),
    );
    expect(await call("/collections/feedback/points/query", body([{ example: 10000, score: 0.85 }]))).toEqual(qdrantError(404, "Not found: No point with id 10000 found"));
    expect(await call("/collections/feedback/points/query", { query: { relevance_feedback: { target, feedback: [{ example: 1, score: 1 }], strategy: { simple: {} } } }, using: "dense" })).toEqual(
      qdrantError(400, "Format error in JSON body: missing field `naive` at query.relevance_feedback.strategy"),
    );
  });
});
