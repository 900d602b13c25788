// Qdrant filter JSON into the engine-neutral filter tree: every condition
// kind, how they combine, and the 400s for malformed filters.
import type { FilterNode, KeyPath } from "../../../../server/engine/filter/filter-tree";
import { AppError } from "../../../../server/errors";
import { CONDITION_EXPECTED, parseFilter } from "../../../../server/data/filters/parse-filter";
import { parseKeyPath } from "../../../../server/data/filters/parse-key-path";

const key = (raw: string): KeyPath => {
  const parsed = parseKeyPath(raw);
  if (!parsed) throw new Error(`bad key ${raw}`);
  return parsed;
};
const match = (raw: string, value: string | number | boolean): FilterNode => ({ kind: "match", key: key(raw), value });

function rejection(filter: unknown): { status: number; message: string } {
  try {
    parseFilter(filter);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error("the filter was accepted");
}

describe("parseKeyPath", () => {
  it.each([
    ["city", [{ name: "city", many: false }]],
    ["address.city", [{ name: "address", many: false }, { name: "city", many: false }]],
    ["tags[]", [{ name: "tags", many: true }]],
    ["items[].sku", [{ name: "items", many: true }, { name: "sku", many: false }]],
    ["a[].b[].c", [{ name: "a", many: true }, { name: "b", many: true }, { name: "c", many: false }]],
    ['"dotted.key".x', [{ name: "dotted.key", many: false }, { name: "x", many: false }]],
    ["país", [{ name: "país", many: false }]],
  ])("parses %s", (raw, segments) => {
    expect(parseKeyPath(raw)).toEqual({ raw, segments });
  });

  it.each(["", ".", "a.", ".a", "a..b", "a[]]", "a[0]", "a b.", "[]"])("refuses %j", (raw) => {
    expect(parseKeyPath(raw)).toBeUndefined();
  });
});

describe("parseFilter", () => {
  it("reads no filter, null and {} as no filter", () => {
    expect(parseFilter(undefined)).toBeUndefined();
    expect(parseFilter(null)).toBeUndefined();
    expect(parseFilter({})).toBeUndefined();
    expect(parseFilter({ must: [], should: [], must_not: [] })).toBeUndefined();
  });

  describe("match", () => {
    it("matches a keyword, an integer and a boolean", () => {
      expect(parseFilter({ must: [{ key: "city", match: { value: "London" } }] })).toEqual(match("city", "London"));
      expect(parseFilter({ must: [{ key: "count", match: { value: 7 } }] })).toEqual(match("count", 7));
      expect(parseFilter({ must: [{ key: "sold", match: { value: false } }] })).toEqual(match("sold", false));
    });

    it("matches any of several values, and any value except some", () => {
      expect(parseFilter({ must: [{ key: "color", match: { any: ["red", "blue"] } }] })).toEqual({ kind: "matchAny", key: key("color"), values: ["red", "blue"] });
      expect(parseFilter({ must: [{ key: "size", match: { any: [1, 2] } }] })).toEqual({ kind: "matchAny", key: key("size"), values: [1, 2] });
      expect(parseFilter({ must: [{ key: "color", match: { except: ["red"] } }] })).toEqual({ kind: "matchExcept", key: key("color"), values: ["red"] });
    });

    it("matches full text: every token, any token, or a phrase", () => {
      expect(parseFilter({ must: [{ key: "title", match: { text: "vector search" } }] })).toEqual({ kind: "text", key: key("title"), text: "vector search", mode: "all" });
      expect(parseFilter({ must: [{ key: "title", match: { text_any: "vector search" } }] })).toEqual({ kind: "text", key: key("title"), text: "vector search", mode: "any" });
      expect(parseFilter({ must: [{ key: "title", match: { phrase: "vector search" } }] })).toEqual({ kind: "text", key: key("title"), text: "vector search", mode: "phrase" });
      expect(rejection({ must: [{ key: "title", match: { phrase: 3 } }] }).message).toBe("Format error in JSON body: filter.must[0].match.phrase: expected a string");
    });

    it("matches keywords by prefix (Qdrant 1.19) and by substring (1.20)", () => {
      expect(parseFilter({ must: [{ key: "url", match: { prefix: "https://" } }] })).toEqual({ kind: "matchPrefix", key: key("url"), prefix: "https://" });
      expect(parseFilter({ must: [{ key: "url", match: { substring: "50%_off" } }] })).toEqual({ kind: "matchSubstring", key: key("url"), substring: "50%_off" });
      expect(rejection({ must: [{ key: "url", match: { prefix: 3 } }] })).toEqual({ status: 400, message: "Format error in JSON body: filter.must[0].match.prefix: expected a string" });
      expect(rejection({ must: [{ key: "url", match: { substring: null } }] }).message).toBe("Format error in JSON body: filter.must[0].match.substring: expected a string");
    });

    it("refuses values that are not a keyword, an integer or a boolean", () => {
      expect(rejection({ must: [{ key: "price", match: { value: 1.5 } }] })).toEqual({
        status: 400,
        message: "Format error in JSON body: filter.must[0].match.value: expected a string, an integer or a boolean",
      });
      expect(rejection({ must: [{ key: "x", match: { any: ["a", 1] } }] }).message).toBe(
        "Format error in JSON body: filter.must[0].match.any: expected a list of strings or a list of integers",
      );
      expect(rejection({ must: [{ key: "x", match: { nearly: "a" } }] }).message).toBe(
        "Format error in JSON body: filter.must[0].match: expected one of value, any, except, text, text_any, phrase, prefix or substring",
      );
      expect(rejection({ must: [{ key: "x", match: "a" }] }).message).toBe("Format error in JSON body: filter.must[0].match: expected a match object");
    });
  });

  describe("range", () => {
    it("reads numeric bounds", () => {
      expect(parseFilter({ must: [{ key: "price", range: { gte: 10, lt: 20.5 } }] })).toEqual({ kind: "range", key: key("price"), gte: 10, lt: 20.5, datetime: false });
      expect(parseFilter({ must: [{ key: "price", range: { gt: -1, lte: 3, lt: null } }] })).toEqual({ kind: "range", key: key("price"), gt: -1, lte: 3, datetime: false });
    });

    it("reads RFC 3339 bounds as a datetime range in epoch milliseconds", () => {
      expect(parseFilter({ must: [{ key: "at", range: { gte: "2024-05-01T00:00:00Z", lt: "2024-05-02T02:00:00+02:00" } }] })).toEqual({
        kind: "range",
        key: key("at"),
        gte: Date.UTC(2024, 4, 1),
        lt: Date.UTC(2024, 4, 2),
        datetime: true,
      });
    });

    it("refuses bounds that are neither numbers nor datetimes", () => {
      expect(rejection({ must: [{ key: "price", range: { gt: true } }] }).message).toBe("Format error in JSON body: filter.must[0].range.gt: expected a number");
      expect(rejection({ must: [{ key: "at", range: { gt: "next week" } }] }).message).toBe(
        'Format error in JSON body: filter.must[0].range.gt: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"',
      );
      // An hour without minutes is no datetime: the bound is an error, not a range that misses.
      expect(rejection({ must: [{ key: "at", range: { gte: "2024-05-01T10" } }] }).message).toBe(
        'Format error in JSON body: filter.must[0].range.gte: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"',
      );
      expect(rejection({ must: [{ key: "at", range: { gt: "2024-05-01", lt: 3 } }] }).message).toBe(
        'Format error in JSON body: filter.must[0].range.lt: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"',
      );
    });
  });

  it("reads values_count", () => {
    expect(parseFilter({ must: [{ key: "tags", values_count: { gte: 2, lt: 5 } }] })).toEqual({ kind: "valuesCount", key: key("tags"), gte: 2, lt: 5 });
    expect(rejection({ must: [{ key: "tags", values_count: { gt: -1 } }] }).message).toBe(
      "Format error in JSON body: filter.must[0].values_count.gt: expected a non-negative integer",
    );
  });

  it("reads is_empty and is_null, in both of Qdrant's forms", () => {
    expect(parseFilter({ must: [{ is_empty: { key: "tags" } }] })).toEqual({ kind: "isEmpty", key: key("tags") });
    expect(parseFilter({ must: [{ is_null: { key: "owner" } }] })).toEqual({ kind: "isNull", key: key("owner") });
    expect(parseFilter({ must: [{ key: "tags", is_empty: true }] })).toEqual({ kind: "isEmpty", key: key("tags") });
    expect(parseFilter({ must: [{ key: "tags", is_empty: false }] })).toEqual({ kind: "not", child: { kind: "isEmpty", key: key("tags") } });
    expect(parseFilter({ must: [{ key: "owner", is_null: true }] })).toEqual({ kind: "isNull", key: key("owner") });
    expect(rejection({ must: [{ is_empty: "tags" }] }).message).toBe("Format error in JSON body: filter.must[0].is_empty: expected an object with a key");
  });

  it("reads has_id with integer and UUID ids (UUIDs normalised)", () => {
    expect(parseFilter({ must: [{ has_id: [1, "5C56C793-69F3-4FBF-87E6-C4BF54C28C26", "0193a3b25a4e7a3c8e1b2c3d4e5f6a7b"] }] })).toEqual({
      kind: "hasId",
      ids: [1, "5c56c793-69f3-4fbf-87e6-c4bf54c28c26", "0193a3b2-5a4e-7a3c-8e1b-2c3d4e5f6a7b"],
    });
    expect(rejection({ must: [{ has_id: [1, -2] }] }).message).toBe(
      "Format error in JSON body: value -2 is not a valid point ID, valid values are either an unsigned integer or a UUID at filter.must[0].has_id[1]",
    );
  });

  it("reads nested conditions on arrays of objects", () => {
    expect(parseFilter({ must: [{ nested: { key: "diet", filter: { must: [{ key: "food", match: { value: "meat" } }, { key: "likes", match: { value: true } }] } } }] })).toEqual({
      kind: "nested",
      key: key("diet"),
      filter: { kind: "and", children: [match("food", "meat"), match("likes", true)] },
    });
    expect(rejection({ must: [{ nested: { key: "diet" } }] }).message).toBe("Format error in JSON body: filter.must[0].nested: missing field `filter`");
  });

  it("reads nested and array key paths", () => {
    expect(parseFilter({ must: [{ key: "country.cities[].name", match: { value: "Berlin" } }] })).toEqual(match("country.cities[].name", "Berlin"));
    expect(rejection({ must: [{ key: "a..b", match: { value: 1 } }] }).message).toBe(
      'Format error in JSON body: filter.must[0].key: `a..b` is not a valid payload key path (such as "city", "address.city" or "items[].sku")',
    );
  });

  it("reads has_vector as a condition on the named vector (the engine knows the names), and {} as no restriction", () => {
    expect(parseFilter({ must: [{ has_vector: "image" }] })).toEqual({ kind: "hasVector", name: "image" });
    expect(parseFilter({ should: [{}, { key: "a", match: { value: 1 } }] })).toBeUndefined();
  });

  describe("combining", () => {
    const a = { key: "a", match: { value: 1 } };
    const b = { key: "b", match: { value: 2 } };
    const c = { key: "c", match: { value: 3 } };

    it("ands must conditions, ors should conditions and negates must_not conditions", () => {
      expect(parseFilter({ must: [a, b] })).toEqual({ kind: "and", children: [match("a", 1), match("b", 2)] });
      expect(parseFilter({ should: [a, b] })).toEqual({ kind: "or", children: [match("a", 1), match("b", 2)] });
      expect(parseFilter({ should: [a] })).toEqual(match("a", 1));
      expect(parseFilter({ must_not: [a, b] })).toEqual({ kind: "and", children: [{ kind: "not", child: match("a", 1) }, { kind: "not", child: match("b", 2) }] });
      expect(parseFilter({ must: [a], should: [b, c], must_not: [c] })).toEqual({
        kind: "and",
        children: [match("a", 1), { kind: "or", children: [match("b", 2), match("c", 3)] }, { kind: "not", child: match("c", 3) }],
      });
    });

    it("takes a single condition where a list is expected", () => {
      expect(parseFilter({ must: a })).toEqual(match("a", 1));
      expect(parseFilter({ must_not: a })).toEqual({ kind: "not", child: match("a", 1) });
    });

    it("reads min_should as at least n of its conditions", () => {
      expect(parseFilter({ min_should: { conditions: [a, b, c], min_count: 2 } })).toEqual({ kind: "atLeast", min: 2, children: [match("a", 1), match("b", 2), match("c", 3)] });
      expect(rejection({ min_should: { conditions: [a], min_count: -1 } }).message).toBe("Format error in JSON body: filter.min_should.min_count: expected a non-negative integer");
      expect(rejection({ min_should: { min_count: 1 } }).message).toBe("Format error in JSON body: filter.min_should: missing field `conditions` (a list of conditions)");
    });

    it("reads filters nested as conditions", () => {
      expect(parseFilter({ must: [{ should: [a, b] }, { must_not: [c] }] })).toEqual({
        kind: "and",
        children: [{ kind: "or", children: [match("a", 1), match("b", 2)] }, { kind: "not", child: match("c", 3) }],
      });
    });

    it("ands several conditions given in one field condition", () => {
      expect(parseFilter({ must: [{ key: "price", match: { value: 5 }, range: { gte: 1 } }] })).toEqual({
        kind: "and",
        children: [match("price", 5), { kind: "range", key: key("price"), gte: 1, datetime: false }],
      });
    });
  });

  describe("geo", () => {
    it("reads a bounding box, a radius and a polygon with its holes", () => {
      const topLeft = { lon: 13.1, lat: 52.7 };
      const bottomRight = { lon: 13.8, lat: 52.3 };
      expect(parseFilter({ must: [{ key: "location", geo_bounding_box: { top_left: topLeft, bottom_right: bottomRight } }] })).toEqual({
        kind: "geoBoundingBox",
        key: key("location"),
        topLeft,
        bottomRight,
      });
      expect(parseFilter({ must: [{ key: "stops[].at", geo_radius: { center: { lon: 2.35, lat: 48.85, name: "Paris" }, radius: 1500.5 } }] })).toEqual({
        kind: "geoRadius",
        key: key("stops[].at"),
        center: { lon: 2.35, lat: 48.85 },
        radius: 1500.5,
      });
      const ring = [topLeft, { lon: 13.8, lat: 52.7 }, bottomRight, topLeft];
      expect(parseFilter({ must_not: { key: "area", geo_polygon: { exterior: { points: ring }, interiors: null } } })).toEqual({
        kind: "not",
        child: { kind: "geoPolygon", key: key("area"), exterior: ring, interiors: [] },
      });
      expect(parseFilter({ must: [{ key: "area", geo_polygon: { exterior: { points: ring }, interiors: [{ points: ring }] } }] })).toMatchObject({ interiors: [ring] });
    });
  });

  describe("malformed filters", () => {
    it("names an unknown filter field", () => {
      expect(rejection({ must: [], filter: [] })).toEqual({
        status: 400,
        message: "Format error in JSON body: filter: unknown field `filter`, expected one of `should`, `min_should`, `must`, `must_not`",
      });
    });

    it("refuses something that is not a condition", () => {
      expect(rejection({ must: [{ city: "London" }] }).message).toBe(`Format error in JSON body: ${CONDITION_EXPECTED} (at filter.must[0])`);
      expect(rejection({ must: ["city"] }).message).toBe("Format error in JSON body: filter.must[0]: expected a condition object");
      expect(rejection("city = 'London'").message).toBe("Format error in JSON body: filter: expected a filter object");
    });

    it("refuses a field condition without a condition", () => {
      expect(rejection({ must: [{ key: "city" }] }).message).toBe(
        "Format error in JSON body: filter.must[0]: a field condition needs one of match, range, geo_bounding_box, geo_radius, geo_polygon, values_count, is_empty or is_null for key `city`",
      );
      expect(rejection({ must: [{ key: 5, match: { value: 1 } }] }).message).toBe("Format error in JSON body: filter.must[0].key: expected a payload key (a string)");
    });

    it("refuses geo points off the globe in Qdrant's words", () => {
      expect(rejection({ must: [{ key: "location", geo_radius: { center: { lon: 10, lat: 100 }, radius: 10 } }] })).toEqual({
        status: 400,
        message: "Format error in JSON body: Wrong format of GeoPoint payload: expected `lat` = 100 within [-90;90] and `lon` = 10 within [-180;180] at filter.must[0].geo_radius.center",
      });
      expect(rejection({ must: [{ key: "location", geo_bounding_box: { top_left: { lon: -180.5, lat: 1e-7 }, bottom_right: { lon: 1, lat: 0 } } }] }).message).toBe(
        "Format error in JSON body: Wrong format of GeoPoint payload: expected `lat` = 0.0000001 within [-90;90] and `lon` = -180.5 within [-180;180] at filter.must[0].geo_bounding_box.top_left",
      );
      expect(rejection({ must: [{ key: "location", geo_radius: { center: { lon: 10 }, radius: 10 } }] }).message).toBe(
        "Format error in JSON body: missing field `lat` at filter.must[0].geo_radius.center",
      );
    });

    it("refuses polygons that are too short or not closed in Qdrant's words", () => {
      const square = [
        { lon: 0, lat: 0 },
        { lon: 1, lat: 0 },
        { lon: 1, lat: 1 },
        { lon: 0, lat: 1 },
        { lon: 0, lat: 0 },
      ];
      expect(rejection({ must: [{ key: "area", geo_polygon: { exterior: { points: square.slice(1) } } }] })).toEqual({
        status: 400,
        message: "Format error in JSON body: Validation failed: polygon invalid, the first and the last points should be the same to form a closed line at filter.must[0].geo_polygon.exterior",
      });
      expect(rejection({ must: [{ key: "area", geo_polygon: { exterior: { points: square.slice(2) } } }] }).message).toBe(
        "Format error in JSON body: Validation failed: polygon invalid, the size must be at least 4, got 3 at filter.must[0].geo_polygon.exterior",
      );
      expect(rejection({ must: [{ key: "area", geo_polygon: { exterior: { points: square }, interiors: [{ points: square }, { points: [] }] } }] }).message).toBe(
        "Format error in JSON body: Validation failed: polygon invalid, the size must be at least 4, got 0 at filter.must[0].geo_polygon.interiors[1]",
      );
    });
  });
});
