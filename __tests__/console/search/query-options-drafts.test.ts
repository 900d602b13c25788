// The query options as requests: MMR's diversity and candidates, point ids of
// another collection (lookup_from), the recommend strategies, a random sample
// and RRF's weights, with what is wrong with each.
import { EMPTY_QUERY_DRAFT, toQueryRequest, type QueryDraft } from "../../../src/areas/search/query/query-draft";
import { stageBuilders } from "../../../src/areas/search/query/query-builders";
import { mmrOf } from "../../../src/areas/search/query/mmr-draft";
import { EMPTY_HYBRID_DRAFT, EMPTY_MMR_DRAFT } from "../../../src/areas/search/query/query-kind-drafts";
import type { SearchVector } from "../../../src/areas/search/query/search-vector";
import type { SearchableCollection } from "../../../src/areas/search/searchable-collections";

const DENSE = { name: "dense", size: 3, distance: "Cosine" as const };
const BM25 = { name: "bm25", sparse: true as const, modifier: "idf" as const };
const VECTORS: SearchVector[] = [DENSE, BM25];

function collection(name: string, vectors: SearchableCollection["vectors"], sparse: SearchableCollection["sparseVectors"] = []): SearchableCollection {
  return { name, status: "green", points: 0, dimension: null, distance: null, vectors, estimatedBytes: 0, sparseVectors: sparse };
}

const OTHERS = [
  collection("plain", [{ name: null, size: 3, distance: "Dot" }]),
  collection("words", [{ name: "small", size: 2, distance: "Cosine" }], [{ name: "splade", modifier: "none", isOnDisk: false }]),
];
const CONTEXT = { vectors: VECTORS, otherCollections: OTHERS, builders: stageBuilders };
const MMR_ON = { ...EMPTY_MMR_DRAFT, isOn: true };

function draft(change: Partial<QueryDraft>): QueryDraft {
  return { ...EMPTY_QUERY_DRAFT, ...change };
}

describe("diversity by MMR", () => {
  it("takes a diversity from 0 to 1, and candidates from the limit to 16384 (blank for the limit)", () => {
    expect(mmrOf({ ...MMR_ON, diversity: "0" }, 10, {})).toEqual({ diversity: 0 });
    expect(mmrOf({ ...MMR_ON, diversity: " 1 ", candidates: "16384" }, 10, {})).toEqual({ diversity: 1, candidates_limit: 16384 });
    expect(mmrOf({ ...MMR_ON, candidates: "10" }, 10, {})).toEqual({ diversity: 0.5, candidates_limit: 10 });
    for (const diversity of ["", "-0.1", "1.01", "high"]) {
      const errors = {};
      expect(mmrOf({ ...MMR_ON, diversity }, 10, errors)).toBeUndefined();
      expect(errors).toEqual({ mmrDiversity: "A number from 0 (relevance only) to 1 (diversity only)" });
    }
    for (const candidates of ["9", "16385", "12.5", "0"]) {
      const errors = {};
      expect(mmrOf({ ...MMR_ON, candidates }, 10, errors)).toBeUndefined();
      expect(errors).toEqual({ mmrCandidates: "A whole number from 10 (the limit) to 16384, or blank for the limit" });
    }
    const withoutLimit = {};
    mmrOf({ ...MMR_ON, candidates: "0" }, undefined, withoutLimit);
    expect(withoutLimit).toEqual({ mmrCandidates: "A whole number from 1 to 16384, or blank for the limit" });
  });

  it("re-ranks a nearest query, dense or sparse, by vector or by point, and nothing else", () => {
    expect(toQueryRequest(draft({ sparseVector: "1:0.5", mmr: { ...MMR_ON, diversity: "0.2" } }), BM25, undefined, CONTEXT)).toEqual({
      request: { query: { nearest: { indices: [1], values: [0.5] }, mmr: { diversity: 0.2 } }, using: "bm25", limit: 10, with_payload: true },
    });
    expect(toQueryRequest(draft({ mode: "point", point: "4", mmr: MMR_ON }), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { nearest: 4, mmr: { diversity: 0.5 } } } });
    expect(toQueryRequest(draft({ mode: "recommend", positive: "1", mmr: MMR_ON }), DENSE, undefined, CONTEXT)).toMatchObject({
      request: { query: { recommend: { positive: [1] } } },
    });
  });

  it("checks the candidates against the limit", () => {
    expect(toQueryRequest(draft({ vector: "[1, 0, 0]", limit: "50", mmr: { ...MMR_ON, candidates: "20" } }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { mmrCandidates: "A whole number from 50 (the limit) to 16384, or blank for the limit" },
    });
  });
});

describe("point ids of another collection", () => {
  it("names the collection, and its vector when it is named, for a query by point, recommend or discover", () => {
    const lookup = { collection: "plain", vector: null };
    expect(toQueryRequest(draft({ mode: "point", point: "4", lookup }), DENSE, undefined, CONTEXT)).toEqual({
      request: { query: 4, using: "dense", lookup_from: { collection: "plain" }, limit: 10, with_payload: true },
    });
    expect(toQueryRequest(draft({ mode: "recommend", positive: "1", lookup: { collection: "words", vector: null } }), BM25, undefined, CONTEXT)).toMatchObject({
      request: { using: "bm25", lookup_from: { collection: "words", vector: "splade" } },
    });
    const discover = { target: "7", pairs: [{ id: 1, positive: "1", negative: "2" }] };
    expect(toQueryRequest(draft({ mode: "discover", discover, lookup }), DENSE, undefined, CONTEXT)).toMatchObject({ request: { lookup_from: { collection: "plain" } } });
    // A query by vector has no point ids to look up.
    expect(toQueryRequest(draft({ vector: "[1, 0, 0]", lookup }), DENSE, undefined, CONTEXT)).toEqual({ request: { query: [1, 0, 0], using: "dense", limit: 10, with_payload: true } });
  });

  it("needs a vector of the kind and dimension searched, in a collection of the project", () => {
    expect(toQueryRequest(draft({ mode: "point", point: "4", lookup: { collection: "words", vector: null } }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { lookupCollection: "words has no vector of 3 dimensions like the one searched: choose another collection" },
    });
    expect(toQueryRequest(draft({ mode: "point", point: "4", lookup: { collection: "plain", vector: null } }), BM25, undefined, CONTEXT)).toEqual({
      errors: { lookupCollection: "plain has no sparse vector like the one searched: choose another collection" },
    });
    expect(toQueryRequest(draft({ mode: "point", point: "4", lookup: { collection: "gone", vector: null } }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { lookupCollection: "gone is not another collection of this project: choose one from the list" },
    });
  });
});

describe("recommend strategies", () => {
  it("are built by the query builders, which recommend waits for", () => {
    expect(toQueryRequest(draft({ mode: "recommend", positive: "1" }), DENSE, undefined, { vectors: VECTORS, builders: null })).toEqual({
      errors: { positive: "The query builder is loading; try again in a moment" },
    });
  });

  it("sends the strategy chosen; only the average vector needs a point to look like", () => {
    expect(toQueryRequest(draft({ mode: "recommend", negative: "3", strategy: "sum_scores" }), DENSE, undefined, CONTEXT)).toMatchObject({
      request: { query: { recommend: { positive: [], negative: [3], strategy: "sum_scores" } } },
    });
    expect(toQueryRequest(draft({ mode: "recommend", negative: "3" }), DENSE, undefined, CONTEXT)).toEqual({ errors: { positive: "Give at least one point to look like" } });
    expect(toQueryRequest(draft({ mode: "recommend", strategy: "best_score" }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { positive: "Give at least one point to look like or unlike" },
    });
    expect(toQueryRequest(draft({ mode: "recommend", negative: "x", strategy: "best_score" }), DENSE, undefined, CONTEXT)).toEqual({
      errors: { negative: "x is not a point id: use an unsigned integer or a UUID" },
    });
  });
});

describe("a random sample", () => {
  it("names no vector, and keeps the filter, limit and groups", () => {
    const filter = { must: [{ key: "lang", match: { value: "en" } }] };
    expect(toQueryRequest(draft({ mode: "sample", limit: "5", groupBy: "lang", groupSize: "2" }), DENSE, filter)).toEqual({
      request: { query: { sample: "random" }, filter, limit: 5, group_by: "lang", group_size: 2, with_payload: true },
    });
  });
});

describe("RRF's weights", () => {
  const hybrid = (weights: [string, string], fusion: "rrf" | "dbsf" = "rrf") =>
    draft({
      mode: "hybrid",
      hybrid: {
        ...EMPTY_HYBRID_DRAFT,
        fusion,
        prefetches: [
          { id: 1, vector: null, by: "vector" as const, text: "", model: "", input: "[1, 0, 0]", limit: "20", weight: weights[0] },
          { id: 2, vector: null, by: "vector" as const, text: "", model: "", input: "4:0.5", limit: "20", weight: weights[1] },
        ],
      },
    });

  it("are sent when any is given, one per prefetch with 1 for a blank one", () => {
    expect(toQueryRequest(hybrid(["", ""]), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { fusion: "rrf" } } });
    expect(toQueryRequest(hybrid(["2.5", " "]), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { rrf: { weights: [2.5, 1] } } } });
  });

  it("are numbers above 0, and are not RRF's alone: DBSF leaves them out", () => {
    expect(toQueryRequest(hybrid(["0", "-1"]), DENSE, undefined, CONTEXT)).toEqual({
      errors: { "prefetch.1.weight": "A number above 0, or blank for 1", "prefetch.2.weight": "A number above 0, or blank for 1" },
    });
    expect(toQueryRequest(hybrid(["heavy", "2"], "dbsf"), DENSE, undefined, CONTEXT)).toMatchObject({ request: { query: { fusion: "dbsf" } } });
  });
});
