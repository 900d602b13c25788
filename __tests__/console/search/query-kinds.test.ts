import { EMPTY_QUERY_DRAFT, toQueryRequest, type QueryDraft } from "../../../src/areas/search/query/query-draft";
import { EMPTY_HYBRID_DRAFT } from "../../../src/areas/search/query/query-kind-drafts";
import { stageBuilders } from "../../../src/areas/search/query/query-builders";
import { withModelDefaults } from "../../../src/areas/search/query/hybrid-draft";
import { parseSparseVector } from "../../../src/areas/search/query/parse-sparse-vector";
import { parseVectorInput } from "../../../src/areas/search/query/parse-vector-input";
import type { SearchVector } from "../../../src/areas/search/query/search-vector";

const DENSE = { name: "dense", size: 3, distance: "Cosine" as const };
const BM25 = { name: "bm25", sparse: true as const, modifier: "idf" as const };
const VECTORS: SearchVector[] = [DENSE, BM25];
const CONTEXT = { vectors: VECTORS, builders: stageBuilders };

function draft(change: Partial<QueryDraft>): QueryDraft {
  return { ...EMPTY_QUERY_DRAFT, ...change };
}

describe("a sparse query vector", () => {
  it("is typed as index:value pairs or as JSON", () => {
    expect(parseSparseVector("1:0.3, 5:1.2")).toEqual({ vector: { indices: [1, 5], values: [0.3, 1.2] } });
    expect(parseSparseVector(" 1 : 0.3\n5:-1.2e-1 ")).toEqual({ vector: { indices: [1, 5], values: [0.3, -0.12] } });
    expect(parseSparseVector(`{"indices": [7, 2], "values": [1, 0.5]}`)).toEqual({ vector: { indices: [7, 2], values: [1, 0.5] } });
  });

  it("has as many values as indices, unique whole indices and numbers for values", () => {
    expect(parseSparseVector("")).toEqual({ error: `Enter a sparse vector: index:value pairs (1:0.3, 5:1.2) or {"indices": [1, 5], "values": [0.3, 1.2]}` });
    expect(parseSparseVector(`{"indices": [1, 2], "values": [0.5]}`)).toEqual({ error: "2 indices but 1 values: give one value per index" });
    expect(parseSparseVector("1:0.5, 1:0.7")).toEqual({ error: "Index 1 is given twice: indices must be unique" });
    expect(parseSparseVector(`{"indices": [1.5], "values": [1]}`)).toEqual({ error: "Index 1.5 is not a whole number from 0 to 4294967295" });
    expect(parseSparseVector("-1:0.5")).toEqual({ error: `Index "-1" is not a whole number from 0 to 4294967295` });
    expect(parseSparseVector("4294967296:1")).toEqual({ error: "Index 4294967296 is not a whole number from 0 to 4294967295" });
    expect(parseSparseVector("3:high")).toEqual({ error: `The value of index 3 is not a number: "high"` });
    expect(parseSparseVector("3=0.5")).toEqual({ error: `"3=0.5" is not an index:value pair` });
    expect(parseSparseVector(`{"indices": [1]}`)).toEqual({ error: `A sparse vector is {"indices": [...], "values": [...]}` });
    expect(parseSparseVector(`{"indices": [1], `)).toEqual({ error: `Not valid JSON: write index:value pairs (1:0.3, 5:1.2) or {"indices": [1, 5], "values": [0.3, 1.2]}` });
    expect(parseSparseVector(`{"indices": [], "values": []}`)).toEqual({ error: "The sparse vector is empty: give at least one index and its value" });
  });

  it("is searched by name, its problems kept apart from the dense vector's", () => {
    expect(toQueryRequest(draft({ sparseVector: "1:0.5" }), BM25, undefined)).toEqual({
      request: { query: { indices: [1], values: [0.5] }, using: "bm25", limit: 10, with_payload: true },
    });
    expect(toQueryRequest(draft({ vector: "[1, 0, 0]", sparseVector: "1:0.5, 2" }), BM25, undefined)).toEqual({ errors: { sparseVector: `"2" is not an index:value pair` } });
  });
});

describe("a point id or a vector", () => {
  it("is a point id when it looks like one, else a vector of the kind searched", () => {
    expect(parseVectorInput("12", DENSE)).toEqual({ input: 12 });
    expect(parseVectorInput("5c56c793-69f3-4fbf-87e6-c4bf54c28c26", BM25)).toEqual({ input: "5c56c793-69f3-4fbf-87e6-c4bf54c28c26" });
    expect(parseVectorInput("[1, 0, 0]", DENSE)).toEqual({ input: [1, 0, 0] });
    expect(parseVectorInput("[1, 0]", DENSE)).toEqual({ error: "The vector dense has 3 dimensions; this one has 2" });
    expect(parseVectorInput("4:0.5", BM25)).toEqual({ input: { indices: [4], values: [0.5] } });
    expect(parseVectorInput(" ", BM25)).toEqual({ error: "Enter a point id or a vector" });
  });
});

describe("a hybrid query", () => {
  const hybrid = (change: Partial<QueryDraft["hybrid"]>) => draft({ mode: "hybrid", hybrid: { ...EMPTY_HYBRID_DRAFT, ...change } });
  const rows = (first: string, second: string) => [
    { id: 1, vector: null, by: "vector" as const, text: "", model: "", input: first, limit: "20", weight: "" },
    { id: 2, vector: null, by: "vector" as const, text: "", model: "", input: second, limit: "30", weight: "" },
  ];

  it("prefetches by the first dense and the first sparse vector, fused by RRF, naming no vector itself", () => {
    expect(toQueryRequest(hybrid({ prefetches: rows("[1, 0, 0]", "4:0.5") }), DENSE, undefined, CONTEXT)).toEqual({
      request: {
        prefetch: [
          { query: [1, 0, 0], using: "dense", limit: 20 },
          { query: { indices: [4], values: [0.5] }, using: "bm25", limit: 30 },
        ],
        query: { fusion: "rrf" },
        limit: 10,
        with_payload: true,
      },
    });
  });

  it("fuses by DBSF, or by RRF with its k, and lets a prefetch choose its vector", () => {
    const chosen = [
      { id: 1, vector: "bm25", by: "vector" as const, text: "", model: "", input: "4:0.5", limit: "5", weight: "" },
      { id: 2, vector: "dense", by: "vector" as const, text: "", model: "", input: "[0, 1, 0]", limit: "5", weight: "" },
    ];
    const dbsf = toQueryRequest(hybrid({ prefetches: chosen, fusion: "dbsf" }), DENSE, undefined, CONTEXT);
    expect(dbsf).toMatchObject({ request: { prefetch: [{ using: "bm25" }, { using: "dense" }], query: { fusion: "dbsf" } } });
    expect(toQueryRequest(hybrid({ prefetches: chosen, rrfK: "40" }), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { rrf: { k: 40 } } } });
  });

  it("is not sent before its builder has loaded", () => {
    expect(toQueryRequest(hybrid({ prefetches: rows("[1, 0, 0]", "4:0.5") }), DENSE, undefined, { vectors: VECTORS, builders: null })).toEqual({
      errors: { rrfK: "The query builder is loading; try again in a moment" },
    });
  });

  it("checks each prefetch's vector and limit, and RRF's k", () => {
    const bad = [
      { id: 1, vector: null, by: "vector" as const, text: "", model: "", input: "[1, 0]", limit: "0", weight: "" },
      { id: 2, vector: null, by: "vector" as const, text: "", model: "", input: "4:0.5, 4:0.1", limit: "20", weight: "" },
    ];
    expect(toQueryRequest(hybrid({ prefetches: bad, rrfK: "x" }), DENSE, undefined, CONTEXT)).toEqual({
      errors: {
        "prefetch.1.input": "The vector dense has 3 dimensions; this one has 2",
        "prefetch.1.limit": "A whole number from 1 to 10000",
        "prefetch.2.input": "Index 4 is given twice: indices must be unique",
        rrfK: "A whole number from 1, or blank for 2",
      },
    });
  });
});

describe("a hybrid query by text", () => {
  const MODELS = [
    { name: "universal-sentence-encoder-lite", kind: "dense" as const, dimension: 512 },
    { name: "small-3", kind: "dense" as const, dimension: 3 },
    { name: "bm25", kind: "sparse" as const, dimension: null },
  ];
  const textRow = (id: number, text: string, model: string) => ({ id, vector: null, by: "text" as const, text, model, input: "", limit: "20", weight: "" });

  it("sends each prefetch's text and model for the service to embed into that prefetch's vector", () => {
    const prefetches = [textRow(1, " red shoes ", "small-3"), textRow(2, "red shoes", "bm25")];
    expect(toQueryRequest(draft({ mode: "hybrid", hybrid: { ...EMPTY_HYBRID_DRAFT, prefetches } }), DENSE, undefined, CONTEXT)).toMatchObject({
      request: {
        prefetch: [
          { query: { text: "red shoes", model: "small-3" }, using: "dense", limit: 20 },
          { query: { text: "red shoes", model: "bm25" }, using: "bm25", limit: 20 },
        ],
        query: { fusion: "rrf" },
      },
    });
  });

  it("needs a text and a model in each prefetch searched by text", () => {
    const prefetches = [textRow(1, "", "small-3"), textRow(2, "shoes", "")];
    expect(toQueryRequest(draft({ mode: "hybrid", hybrid: { ...EMPTY_HYBRID_DRAFT, prefetches } }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { "prefetch.1.text": "Enter a text to search by", "prefetch.2.model": "Choose a model that fits the vector searched" },
    });
  });

  it("searches by text with the first model that fits each vector, and by vector where none fits", () => {
    const filled = withModelDefaults(EMPTY_HYBRID_DRAFT.prefetches, VECTORS, MODELS);
    expect(filled.map(({ by, model }) => ({ by, model }))).toEqual([
      { by: "text", model: "small-3" },
      { by: "text", model: "bm25" },
    ]);
    expect(withModelDefaults(filled, VECTORS, MODELS)).toBe(filled);
    const noneFits = withModelDefaults(EMPTY_HYBRID_DRAFT.prefetches, VECTORS, [MODELS[0]!]);
    expect(noneFits.map(({ by, model }) => ({ by, model }))).toEqual([
      { by: "vector", model: "" },
      { by: "vector", model: "" },
    ]);
  });

  it("keeps the user's choices, and changes a model that no longer fits the row's vector", () => {
    const chosen = [{ ...textRow(1, "shoes", "small-3"), by: "vector" as const }, { ...textRow(2, "shoes", "small-3"), vector: "bm25" }];
    expect(withModelDefaults(chosen, VECTORS, MODELS).map(({ by, model }) => ({ by, model }))).toEqual([
      { by: "vector", model: "small-3" },
      { by: "text", model: "bm25" },
    ]);
  });
});

describe("discovery", () => {
  const discover = (target: string, pairs: [string, string][]) =>
    draft({ mode: "discover", discover: { target, pairs: pairs.map(([positive, negative], index) => ({ id: index + 1, positive, negative })) } });

  it("sends a target and its context pairs, point ids or vectors, using the vector chosen", () => {
    expect(toQueryRequest(discover("7", [["1", "[0, 0, 1]"], ["", ""]]), DENSE, undefined, CONTEXT)).toEqual({
      request: { query: { discover: { target: 7, context: [{ positive: 1, negative: [0, 0, 1] }] } }, using: "dense", limit: 10, with_payload: true },
    });
    expect(toQueryRequest(discover("1:0.5", []), BM25, undefined, CONTEXT)).toMatchObject({ request: { query: { discover: { target: { indices: [1], values: [0.5] }, context: [] } }, using: "bm25" } });
  });

  it("searches by context alone without a target, and needs one or the other", () => {
    expect(toQueryRequest(discover("", [["1", "2"]]), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { context: [{ positive: 1, negative: 2 }] } } });
    expect(toQueryRequest(discover("", [["", ""]]), DENSE, undefined, CONTEXT)).toEqual({ errors: { target: "Enter a target, or at least one context pair to search by context alone" } });
    expect(toQueryRequest(discover("7", [["1", ""]]), DENSE, undefined, CONTEXT)).toEqual({ errors: { "pair.1.negative": "Enter a point id or a vector" } });
  });
});

describe("ordering and groups", () => {
  it("orders by a payload key, naming no vector", () => {
    expect(toQueryRequest(draft({ mode: "orderBy", orderKey: " price ", orderDirection: "asc" }), DENSE, undefined)).toEqual({
      request: { query: { order_by: { key: "price", direction: "asc" } }, limit: 10, with_payload: true },
    });
    expect(toQueryRequest(draft({ mode: "orderBy" }), DENSE, undefined)).toEqual({ errors: { orderKey: "Enter the payload key to order by" } });
  });

  it("groups any query by a payload key, with the points per group", () => {
    expect(toQueryRequest(draft({ mode: "point", point: "3", groupBy: "city", groupSize: "2" }), DENSE, undefined)).toEqual({
      request: { query: 3, using: "dense", limit: 10, group_by: "city", group_size: 2, with_payload: true },
    });
    expect(toQueryRequest(draft({ mode: "point", point: "3", groupBy: "city", groupSize: "0" }), DENSE, undefined)).toEqual({
      errors: { groupSize: "A whole number from 1 to 1000" },
    });
    expect(toQueryRequest(draft({ mode: "point", point: "3", groupSize: "x" }), DENSE, undefined)).toMatchObject({ request: { query: 3 } });
  });
});
