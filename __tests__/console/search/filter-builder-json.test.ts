import type { Schemas } from "@qdrant/js-client-rest";
import { filterToRows, newFilterRow, rowsToFilter, type FilterRow } from "../../../src/payload-filter/filter-rows";
import { formatMatchValue, parseAnyValues, parseMatchValue } from "../../../src/payload-filter/filter-values";
import { parseFilterJson } from "../../../src/payload-filter/parse-filter-json";

function withoutIds(rows: readonly FilterRow[] | null) {
  return rows?.map(({ id: _id, ...row }) => row) ?? null;
}

describe("rows to a Qdrant filter", () => {
  it("puts each condition in its clause", () => {
    const rows = [
      newFilterRow({ key: "city", operator: "match", value: "London" }),
      newFilterRow({ key: "count", operator: "match", value: "42" }),
      newFilterRow({ key: "flag", clause: "must_not", operator: "match", value: "true" }),
      newFilterRow({ key: "tags", clause: "should", operator: "any", value: "red, green" }),
      newFilterRow({ key: "ids", clause: "should", operator: "any", value: "1, 2" }),
      newFilterRow({ key: "price", operator: "range", min: "10", max: "20.5" }),
      newFilterRow({ key: "at", operator: "range", min: "2026-01-01T00:00:00Z" }),
      newFilterRow({ key: "body", operator: "text", value: "vector search" }),
      newFilterRow({ key: "notes", clause: "must_not", operator: "is_empty" }),
      newFilterRow({ key: "owner", operator: "is_null" }),
      newFilterRow({ key: "code", operator: "match", value: '"42"' }),
    ];
    expect(rowsToFilter(rows)).toEqual({
      errors: {},
      filter: {
        must: [
          { key: "city", match: { value: "London" } },
          { key: "count", match: { value: 42 } },
          { key: "price", range: { gte: 10, lte: 20.5 } },
          { key: "at", range: { gte: "2026-01-01T00:00:00Z" } },
          { key: "body", match: { text: "vector search" } },
          { is_null: { key: "owner" } },
          { key: "code", match: { value: "42" } },
        ],
        should: [
          { key: "tags", match: { any: ["red", "green"] } },
          { key: "ids", match: { any: [1, 2] } },
        ],
        must_not: [
          { key: "flag", match: { value: true } },
          { is_empty: { key: "notes" } },
        ],
      },
    });
  });

  it("writes Qdrant's three full-text matches, and reads each back into its row", () => {
    const rows = [
      newFilterRow({ key: "body", operator: "text", value: " vector search " }),
      newFilterRow({ key: "body", clause: "should", operator: "text_any", value: "red green" }),
      newFilterRow({ key: "title", clause: "must_not", operator: "phrase", value: "nearest neighbours" }),
    ];
    const filter = {
      must: [{ key: "body", match: { text: "vector search" } }],
      should: [{ key: "body", match: { text_any: "red green" } }],
      must_not: [{ key: "title", match: { phrase: "nearest neighbours" } }],
    };
    expect(rowsToFilter(rows)).toEqual({ errors: {}, filter });
    expect(withoutIds(filterToRows(filter))?.map((row) => [row.operator, row.value])).toEqual([
      ["text", "vector search"],
      ["text_any", "red green"],
      ["phrase", "nearest neighbours"],
    ]);
    const blank = [newFilterRow({ key: "body", operator: "text_any" }), newFilterRow({ key: "title", operator: "phrase", value: " " })];
    expect(rowsToFilter(blank).errors).toEqual({ [blank[0]?.id ?? ""]: "Enter the text to look for", [blank[1]?.id ?? ""]: "Enter the text to look for" });
  });

  it("writes prefix and substring matches with their spaces kept, and reads each back into its row", () => {
    const rows = [newFilterRow({ key: "sku", operator: "prefix", value: "AB-" }), newFilterRow({ key: "title", clause: "should", operator: "substring", value: " red " })];
    const filter = { must: [{ key: "sku", match: { prefix: "AB-" } }], should: [{ key: "title", match: { substring: " red " } }] };
    expect(rowsToFilter(rows)).toEqual({ errors: {}, filter });
    expect(withoutIds(filterToRows(filter as Schemas["Filter"]))?.map((row) => [row.operator, row.value])).toEqual([
      ["prefix", "AB-"],
      ["substring", " red "],
    ]);
    const blank = newFilterRow({ key: "sku", operator: "prefix", value: "  " });
    expect(rowsToFilter([blank]).errors).toEqual({ [blank.id]: "Enter the text to look for" });
  });

  it("has no filter without rows", () => {
    expect(rowsToFilter([])).toEqual({ filter: undefined, errors: {} });
  });

  it("says what is wrong with each row", () => {
    const blankKey = newFilterRow({ value: "x" });
    const noValue = newFilterRow({ key: "city" });
    const decimal = newFilterRow({ key: "price", value: "1.5" });
    const emptyRange = newFilterRow({ key: "price", operator: "range" });
    const badBound = newFilterRow({ key: "price", operator: "range", min: "soon" });
    const { errors } = rowsToFilter([blankKey, noValue, decimal, emptyRange, badBound]);
    expect(errors).toEqual({
      [blankKey.id]: "Enter a payload key",
      [noValue.id]: "Enter a value",
      [decimal.id]: "Match a whole number, true, false or text; use a range for decimals",
      [emptyRange.id]: "Enter a minimum, a maximum or both",
      [badBound.id]: "Enter a number or a date-time",
    });
  });
});

describe("a Qdrant filter back to rows", () => {
  it("round-trips every kind of row", () => {
    const filter: Schemas["Filter"] = {
      must: [
        { key: "city", match: { value: "London" } },
        { key: "code", match: { value: "42" } },
        { key: "price", range: { gte: 10, lte: 20 } },
        { key: "body", match: { text: "hello" } },
        { is_null: { key: "owner" } },
      ],
      should: [{ key: "tags", match: { any: ["a,b", "c"] } }],
      must_not: [{ is_empty: { key: "notes" } }, { key: "n", match: { any: [1, 2] } }],
    };
    const rows = filterToRows(filter);
    expect(withoutIds(rows)).toEqual([
      { clause: "must", key: "city", operator: "match", value: "London", min: "", max: "" },
      { clause: "must", key: "code", operator: "match", value: '"42"', min: "", max: "" },
      { clause: "must", key: "price", operator: "range", value: "", min: "10", max: "20" },
      { clause: "must", key: "body", operator: "text", value: "hello", min: "", max: "" },
      { clause: "must", key: "owner", operator: "is_null", value: "", min: "", max: "" },
      { clause: "should", key: "tags", operator: "any", value: '["a,b","c"]', min: "", max: "" },
      { clause: "must_not", key: "notes", operator: "is_empty", value: "", min: "", max: "" },
      { clause: "must_not", key: "n", operator: "any", value: "1, 2", min: "", max: "" },
    ]);
    expect(rowsToFilter(rows ?? []).filter).toEqual(filter);
  });

  it("takes a single condition in place of a list, and any key order", () => {
    const rows = filterToRows({ must_not: { match: { value: 1 }, key: "n" }, must: [] });
    expect(withoutIds(rows)).toEqual([{ clause: "must_not", key: "n", operator: "match", value: "1", min: "", max: "" }]);
  });

  it("leaves filters that rows cannot hold exactly to the JSON view", () => {
    expect(filterToRows({ must: [{ has_id: [1, 2] }] })).toBeNull();
    expect(filterToRows({ must: [{ must: [{ key: "a", match: { value: 1 } }] }] })).toBeNull();
    expect(filterToRows({ must: [{ key: "a", range: { gt: 1 } }] })).toBeNull();
    expect(filterToRows({ should: [{ key: "a", match: { value: "x" } }], min_should: { conditions: [], min_count: 1 } })).toBeNull();
    expect(filterToRows({ must: [{ key: "a", match: { value: 1.5 } }] })).toBeNull();
  });

  it("is no rows for no filter", () => {
    expect(filterToRows(undefined)).toEqual([]);
  });
});

describe("values", () => {
  it("reads whole numbers, booleans, quoted and plain text", () => {
    expect(parseMatchValue(" 7 ")).toEqual({ value: 7 });
    expect(parseMatchValue("false")).toEqual({ value: false });
    expect(parseMatchValue('"true"')).toEqual({ value: "true" });
    expect(parseMatchValue("New York")).toEqual({ value: "New York" });
    expect(parseMatchValue('"open')).toEqual({ error: 'Close the quoted text: "like this"' });
  });

  it("writes text back so that it reads the same", () => {
    for (const value of ["42", "true", "plain", " padded", '"quoted"', 42, false]) expect(parseMatchValue(formatMatchValue(value))).toEqual({ value });
  });

  it("reads lists", () => {
    expect(parseAnyValues("a, b")).toEqual({ values: ["a", "b"] });
    expect(parseAnyValues("1,2")).toEqual({ values: [1, 2] });
    expect(parseAnyValues("1, b")).toEqual({ values: ["1", "b"] });
    expect(parseAnyValues('["1"]')).toEqual({ values: ["1"] });
    expect(parseAnyValues("a,,b")).toEqual({ error: "Remove the empty item from the list" });
    expect(parseAnyValues("[1, true]")).toEqual({ error: "List only text or only whole numbers" });
  });
});

describe("the JSON view", () => {
  it("takes a filter object, or nothing", () => {
    expect(parseFilterJson('{ "must": [] }')).toEqual({ filter: { must: [] } });
    expect(parseFilterJson("  ")).toEqual({ filter: undefined });
    expect(parseFilterJson("{}")).toEqual({ filter: undefined });
  });

  it("says what is wrong", () => {
    expect(parseFilterJson("[1]")).toEqual({ error: "A filter is a JSON object with must, should, must_not or min_should" });
    expect(parseFilterJson('{ "key": "a" }')).toEqual({ error: 'Unknown filter key "key": use must, should, must_not or min_should' });
    expect(parseFilterJson("{ must: [] }")).toMatchObject({ error: expect.stringMatching(/^Not valid JSON: /) });
  });
});
