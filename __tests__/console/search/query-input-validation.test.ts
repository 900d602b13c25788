import { EMPTY_QUERY_DRAFT, toQueryRequest } from "../../../src/areas/search/query/query-draft";
import { parseVector } from "../../../src/areas/search/query/parse-vector";
import { parsePointId, parsePointIds } from "../../../src/areas/search/query/point-id";
import { stageBuilders } from "../../../src/areas/search/query/query-builders";

/** Recommend is built by the query builders, loaded with its fields. */
const BUILDERS = { vectors: [], builders: stageBuilders };

describe("a pasted vector", () => {
  it("is a JSON array of numbers of the collection's dimension", () => {
    expect(parseVector("[0.1, -2, 3e-2]", 3)).toEqual({ vector: [0.1, -2, 0.03] });
    expect(parseVector("0.5, 0.25", 2)).toEqual({ vector: [0.5, 0.25] });
    expect(parseVector("[1, 2]", null)).toEqual({ vector: [1, 2] });
  });

  it("says what is wrong with it", () => {
    expect(parseVector("", 3)).toEqual({ error: "Paste a vector: a JSON array of numbers" });
    expect(parseVector("[1, 2", 3)).toEqual({ error: "Not a JSON array of numbers" });
    expect(parseVector('{"a": 1}', 3)).toEqual({ error: 'Item 1 is not a number: {"a":1}' });
    expect(parseVector("[]", 3)).toEqual({ error: "The vector is empty" });
    expect(parseVector('[1, "2", 3]', 3)).toEqual({ error: 'Item 2 is not a number: "2"' });
    expect(parseVector("[1, null]", 2)).toEqual({ error: "Item 2 is not a number: null" });
    expect(parseVector("[1, 2, 3]", 4)).toEqual({ error: "This collection's vectors have 4 dimensions; this one has 3" });
    expect(parseVector("[1, 2, 3]", 4, "image")).toEqual({ error: "The vector image has 4 dimensions; this one has 3" });
  });
});

describe("point ids", () => {
  it("are unsigned integers or UUIDs", () => {
    expect(parsePointId(" 42 ")).toEqual({ id: 42 });
    expect(parsePointId("5c56c793-69f3-4fbf-87e6-c4bf54c28c26")).toEqual({ id: "5c56c793-69f3-4fbf-87e6-c4bf54c28c26" });
    expect(parsePointId("-1")).toEqual({ error: "-1 is not a point id: use an unsigned integer or a UUID" });
    expect(parsePointId("abc")).toEqual({ error: "abc is not a point id: use an unsigned integer or a UUID" });
    expect(parsePointIds("1, 2\n3")).toEqual({ ids: [1, 2, 3] });
    expect(parsePointIds("")).toEqual({ ids: [] });
  });
});

describe("the query request", () => {
  const filter = { must: [{ key: "city", match: { value: "London" } }] };
  const UNNAMED = { name: null, size: 2 };

  it("queries by vector with the filter, limit and score threshold", () => {
    const draft = { ...EMPTY_QUERY_DRAFT, vector: "[1, 0]", limit: "5", scoreThreshold: "0.2" };
    expect(toQueryRequest(draft, UNNAMED, filter)).toEqual({ request: { query: [1, 0], filter, limit: 5, score_threshold: 0.2, with_payload: true } });
  });

  it("queries by point, and by recommend examples", () => {
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, mode: "point", point: "7" }, UNNAMED, undefined)).toEqual({ request: { query: 7, limit: 10, with_payload: true } });
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, mode: "recommend", positive: "1, 2", negative: "3" }, UNNAMED, undefined, BUILDERS)).toEqual({
      request: { query: { recommend: { positive: [1, 2], negative: [3], strategy: "average_vector" } }, limit: 10, with_payload: true },
    });
  });

  it("collects every problem", () => {
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, vector: "[1]", limit: "0", scoreThreshold: "high" }, UNNAMED, undefined)).toEqual({
      errors: { vector: "This collection's vectors have 2 dimensions; this one has 1", limit: "A whole number from 1 to 1000", scoreThreshold: "A number, or blank for none" },
    });
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, mode: "recommend", negative: "3" }, UNNAMED, undefined, BUILDERS)).toEqual({ errors: { positive: "Give at least one point to look like" } });
  });

  it("names the vector it uses in a collection of named vectors, whatever it searches by", () => {
    const image = { name: "image", size: 3 };
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, vector: "[1, 0, 0]" }, image, filter)).toEqual({
      request: { query: [1, 0, 0], using: "image", filter, limit: 10, with_payload: true },
    });
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, mode: "point", point: "7" }, image, undefined)).toEqual({ request: { query: 7, using: "image", limit: 10, with_payload: true } });
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, mode: "recommend", positive: "1" }, image, undefined, BUILDERS)).toEqual({
      request: { query: { recommend: { positive: [1], negative: [], strategy: "average_vector" } }, using: "image", limit: 10, with_payload: true },
    });
    expect(toQueryRequest({ ...EMPTY_QUERY_DRAFT, vector: "[1, 0]" }, image, undefined)).toEqual({ errors: { vector: "The vector image has 3 dimensions; this one has 2" } });
  });
});
