// Strict mode's unindexed-key extraction, a pure function over a parsed filter
// (or formula) and the collection's payload index schema, as Qdrant's
// Extractor reads them (lib/collection/src/problems/unindexed_field.rs): which
// index each condition needs, which an index serves given its parameters,
// nested keys under their array, the first unindexed key of a filter, and a
// filter's size as filter_max_conditions and condition_max_size measure it.
import { Filter } from "../../../../contract/qdrant/filters";
import { FormulaQuery } from "../../../../contract/qdrant/formula";
import { parseQdrantInput } from "../../../../server/data/http/qdrant-issues";
import type { FieldIndexType } from "../../../../server/data/indexes/field-index-type";
import type { PayloadIndexSchema } from "../../../../server/data/indexes/read-index-schema";
import { countConditions, largestCondition } from "../../../../server/data/strict-mode/filter-size";
import { findUnindexedFormulaKey } from "../../../../server/data/strict-mode/find-unindexed-formula-key";
import { findUnindexedKey } from "../../../../server/data/strict-mode/find-unindexed-key";

const ALL = ["bool", "datetime", "float", "geo", "integer", "keyword", "keyword (with prefix: true)", "text", "text (with phrase_matching: true)", "uuid"];
const UUID = "550e8400-e29b-41d4-a716-446655440000";

const filter = (json: unknown) => parseQdrantInput(Filter, json);
const indexes = (entries: Record<string, FieldIndexType["type"] | FieldIndexType>): PayloadIndexSchema =>
  new Map(Object.entries(entries).map(([key, index]) => [key, typeof index === "string" ? { type: index, params: null } : index]));
const unindexed = (json: unknown, schema: PayloadIndexSchema = new Map()) => findUnindexedKey(filter({ must: [json] }), schema);

describe("the index a condition needs", () => {
  it.each([
    ["a keyword", { key: "k", match: { value: "red" } }, ["keyword"]],
    ["a UUID", { key: "k", match: { value: UUID } }, ["keyword", "uuid"]],
    ["an integer", { key: "k", match: { value: 3 } }, ["integer"]],
    ["a boolean", { key: "k", match: { value: true } }, ["bool"]],
    ["any of strings", { key: "k", match: { any: ["a", "b"] } }, ["keyword"]],
    ["any of UUIDs only", { key: "k", match: { any: [UUID, UUID.toUpperCase()] } }, ["keyword", "uuid"]],
    ["any of a UUID and another string", { key: "k", match: { any: [UUID, "b"] } }, ["keyword"]],
    ["except integers", { key: "k", match: { except: [1, 2] } }, ["integer"]],
    ["text", { key: "k", match: { text: "a b" } }, ["text"]],
    ["text_any", { key: "k", match: { text_any: "a b" } }, ["text"]],
    ["a phrase", { key: "k", match: { phrase: "a b" } }, ["text (with phrase_matching: true)"]],
    ["a prefix", { key: "k", match: { prefix: "ab" } }, ["keyword (with prefix: true)"]],
    ["a numeric range", { key: "k", range: { gt: 1 } }, ["float", "integer"]],
    ["a datetime range", { key: "k", range: { gt: "2024-01-01T00:00:00Z" } }, ["datetime"]],
    ["a geo radius", { key: "k", geo_radius: { center: { lon: 0, lat: 0 }, radius: 10 } }, ["geo"]],
    ["values_count", { key: "k", values_count: { gt: 1 } }, ALL],
    ["a field's is_empty", { key: "k", is_empty: true }, ALL],
    ["is_empty", { is_empty: { key: "k" } }, ALL],
    ["is_null", { is_null: { key: "k" } }, ALL],
    ["match and range, either", { key: "k", match: { value: "a" }, range: { gt: 1 } }, ["float", "integer", "keyword"]],
  ])("%s needs %j", (_name, condition, schemas) => {
    expect(unindexed(condition)).toEqual({ key: "k", schemas });
  });

  it.each([
    ["has_id", { has_id: [1] }],
    ["has_vector", { has_vector: "" }],
    ["a slice", { slice: { total: 2, index: 0 } }],
    ["any of nothing", { key: "k", match: { any: [] } }],
    ["except nothing", { key: "k", match: { except: [] } }],
    ["an empty filter", {}],
  ])("%s needs none", (_name, condition) => {
    expect(unindexed(condition)).toBeUndefined();
  });
});

describe("what an index serves", () => {
  it.each([
    ["a keyword index a match", { key: "k", match: { value: "a" } }, "keyword"],
    ["a uuid index a UUID", { key: "k", match: { value: UUID } }, "uuid"],
    ["an integer index a match and a range", { key: "k", match: { value: 1 }, range: { lt: 5 } }, "integer"],
    ["a float index a range", { key: "k", range: { lt: 5 } }, "float"],
    ["a keyword index with prefix a prefix", { key: "k", match: { prefix: "a" } }, { type: "keyword", params: { type: "keyword", prefix: true } }],
    ["a text index with phrase_matching a phrase", { key: "k", match: { phrase: "a b" } }, { type: "text", params: { type: "text", tokenizer: "word", phrase_matching: true } }],
    ["any index is_empty", { is_empty: { key: "k" } }, "geo"],
    ["a datetime index a datetime range", { key: "k", range: { gte: "2024-01-01" } }, "datetime"],
  ] as const)("%s", (_name, condition, index) => {
    expect(unindexed(condition, indexes({ k: index }))).toBeUndefined();
  });

  it.each([
    ["an integer index without lookup, a match", { key: "k", match: { value: 1 } }, { type: "integer", params: { type: "integer", lookup: false, range: true } }, ["integer"]],
    ["an integer index without range, a range", { key: "k", range: { gt: 1 } }, { type: "integer", params: { type: "integer", lookup: true, range: false } }, ["float", "integer"]],
    ["a keyword index without prefix, a prefix", { key: "k", match: { prefix: "a" } }, { type: "keyword", params: null }, ["keyword (with prefix: true)"]],
    ["a text index without phrase_matching, a phrase", { key: "k", match: { phrase: "a" } }, { type: "text", params: { type: "text", tokenizer: "word" } }, ["text (with phrase_matching: true)"]],
    ["a float index, an integer match", { key: "k", match: { value: 1 } }, { type: "float", params: null }, ["integer"]],
    ["a keyword index, a text match", { key: "k", match: { text: "a" } }, { type: "keyword", params: null }, ["text"]],
  ] as const)("not %s", (_name, condition, index, schemas) => {
    expect(unindexed(condition, indexes({ k: index }))).toEqual({ key: "k", schemas });
  });

  it("finds an index however its key and the filter's are spelled", () => {
    expect(unindexed({ key: '"a".b', match: { value: "x" } }, indexes({ "a.b": "keyword" }))).toBeUndefined();
    expect(unindexed({ key: '"a.b".c', match: { value: "x" } }, indexes({ "a.b.c": "keyword" }))).toEqual({ key: '"a.b".c', schemas: ["keyword"] });
  });
});

describe("keys under nested arrays", () => {
  const nested = (key: string, inner: unknown) => ({ nested: { key, filter: { must: [inner] } } });

  it("reads a nested condition's key under the array, [] added once", () => {
    expect(unindexed(nested("items", { key: "sku", match: { value: "a" } }))).toEqual({ key: "items[].sku", schemas: ["keyword"] });
    expect(unindexed(nested("items[]", { key: "sku", match: { value: "a" } }))).toEqual({ key: "items[].sku", schemas: ["keyword"] });
    expect(unindexed(nested("a", nested("b", { is_null: { key: "c" } })))).toEqual({ key: "a[].b[].c", schemas: ALL });
  });

  it("is served by an index on the full path", () => {
    expect(unindexed(nested("items", { key: "sku", match: { value: "a" } }), indexes({ "items[].sku": "keyword" }))).toBeUndefined();
    expect(unindexed(nested("items", { key: "sku", match: { value: "a" } }), indexes({ sku: "keyword" }))).toEqual({ key: "items[].sku", schemas: ["keyword"] });
  });
});

describe("the key a filter is refused for", () => {
  const schema = indexes({ city: "keyword" });
  const on = (key: string) => ({ key, match: { value: "x" } });

  it("is the first unindexed one in Qdrant's order: must, must_not, should, min_should", () => {
    expect(findUnindexedKey(filter({ should: [on("s")], must_not: [on("n")], min_should: { conditions: [on("m")], min_count: 1 }, must: [on("city"), on("a")] }), schema)).toEqual({ key: "a", schemas: ["keyword"] });
    expect(findUnindexedKey(filter({ should: [on("s")], must_not: [on("n")], must: [on("city")] }), schema)).toEqual({ key: "n", schemas: ["keyword"] });
    expect(findUnindexedKey(filter({ min_should: { conditions: [on("city"), on("m")], min_count: 1 } }), schema)).toEqual({ key: "m", schemas: ["keyword"] });
  });

  it("reads a single condition as a clause, and filters inside filters", () => {
    expect(findUnindexedKey(filter({ must: on("a") }), schema)).toEqual({ key: "a", schemas: ["keyword"] });
    expect(findUnindexedKey(filter({ must: [{ should: [on("city"), { must_not: [on("deep")] }] }] }), schema)).toEqual({ key: "deep", schemas: ["keyword"] });
  });

  it("lists every kind that would serve a key read by several conditions of one clause", () => {
    expect(findUnindexedKey(filter({ must: [{ must: [on("k"), { key: "k", range: { gt: 1 } }] }] }), schema)).toEqual({ key: "k", schemas: ["float", "integer", "keyword"] });
  });

  it("is none when every key has its index", () => {
    expect(findUnindexedKey(filter({ must: [on("city"), { has_id: [1] }], should: [{ is_empty: { key: "city" } }] }), schema)).toBeUndefined();
  });
});

describe("the key a formula is refused for", () => {
  const formula = (json: unknown) => findUnindexedFormulaKey(parseQdrantInput(FormulaQuery, { formula: json }).formula, indexes({ count: "integer", rating: "float", at: "datetime", place: "geo", city: "keyword" }));

  it.each([
    ["a payload variable", { sum: ["$score", "price"] }, { key: "price", schemas: ["float", "integer"] }],
    ["a variable deep in the expression", { mult: [{ neg: { div: { left: 1, right: { pow: { base: "price", exponent: 2 } } } } }] }, { key: "price", schemas: ["float", "integer"] }],
    ["a decay's target", { gauss_decay: { x: "count", target: "price" } }, { key: "price", schemas: ["float", "integer"] }],
    ["geo_distance's key", { geo_distance: { origin: { lon: 0, lat: 0 }, to: "spot" } }, { key: "spot", schemas: ["geo"] }],
    ["datetime_key", { datetime_key: "when" }, { key: "when", schemas: ["datetime"] }],
    ["a condition", { sum: ["$score", { key: "color", match: { value: "red" } }] }, { key: "color", schemas: ["keyword"] }],
    ["a filter condition", { sum: ["$score", { must: [{ key: "color", match: { value: "red" } }] }] }, { key: "color", schemas: ["keyword"] }],
  ])("%s", (_name, json, key) => {
    expect(formula(json)).toEqual(key);
  });

  it("reads nothing from scores, constants and datetimes, and takes the indexes that serve", () => {
    expect(formula({ sum: ["$score", "$score[1]", 2, { datetime: "2024-01-01T00:00:00Z" }, "count", "rating", { datetime_key: "at" }] })).toBeUndefined();
    expect(formula({ sum: [{ geo_distance: { origin: { lon: 0, lat: 0 }, to: "place" } }, { key: "city", match: { value: "x" } }] })).toBeUndefined();
  });
});

describe("a filter's size", () => {
  const on = (key: string) => ({ key, match: { value: "x" } });

  it("counts conditions through filters and nested conditions, a field condition once however many parts", () => {
    expect(countConditions(filter({ must: [on("a"), { key: "b", match: { value: 1 }, range: { gt: 0 } }] }))).toBe(2);
    expect(countConditions(filter({ must: [{ should: [on("a"), on("b")] }], must_not: on("c"), min_should: { conditions: [on("d")], min_count: 1 } }))).toBe(4);
    expect(countConditions(filter({ must: [{ nested: { key: "n", filter: { must: [on("a"), on("b")] } } }] }))).toBe(2);
    expect(countConditions(filter({ must: [{}] }))).toBe(0);
  });

  it("measures the largest condition by its any, except or has_id values, through filters and nested conditions", () => {
    expect(largestCondition(filter({ must: [{ key: "a", match: { any: ["x", "y", "z"] } }, { has_id: [1, 2] }] }))).toBe(3);
    expect(largestCondition(filter({ should: [{ must: [{ key: "a", match: { except: [1, 2, 3, 4] } }] }] }))).toBe(4);
    expect(largestCondition(filter({ must: [{ nested: { key: "n", filter: { must: [{ has_id: [1, 2] }] } } }] }))).toBe(2);
    expect(largestCondition(filter({ must: [on("a"), { is_empty: { key: "b" } }] }))).toBe(0);
  });
});
