// BM25 over a text index's tokens (Qdrant 1.20's text query), against the
// formula worked by hand on a small corpus, and as points change, and nested
// documents scored one by one.
import { Bm25Index, DEFAULT_BM25 } from "../../../server/engine/text-index/bm25-index";
import { textAnalyzer } from "../../../server/engine/text-index/text-analyzer";
import { textDocuments } from "../../../server/engine/text-index/text-documents";
import { DEFAULT_TEXT_INDEX } from "../../../server/engine/text-index/text-index-settings";
import { readJsonPath } from "../../../server/engine/payload/json-path";

const words = (text: string) => text.split(" ");

// Five documents, 16 tokens: an average length of 3.2.
const CORPUS: Record<string, string> = {
  a: "vector search engine",
  b: "vector database",
  c: "search search search",
  d: "full text search with vector ranking",
  e: "keyword filter",
};

function corpusIndex(): Bm25Index {
  const index = new Bm25Index();
  for (const [key, text] of Object.entries(CORPUS)) index.set(key, [words(text)]);
  return index;
}

/** idf of a token held by `n` of the 5 documents, and one term's part for a document of `length` tokens. */
const idf = (n: number, total = 5) => Math.log((total - n + 0.5) / (n + 0.5) + 1);
const part = (tf: number, length: number, { k, b } = DEFAULT_BM25, average = 3.2) => (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / average));

it("scores a query as BM25 with Qdrant's idf, k = 1.2 and b = 0.75", () => {
  // "vector" and "search" are each in 3 documents: idf ln(2.5 / 3.5 + 1) = 0.5390.
  expect(idf(3)).toBeCloseTo(0.538997, 6);
  const hits = corpusIndex().search(["vector", "search"], DEFAULT_BM25);
  const expected = {
    a: idf(3) * part(1, 3) + idf(3) * part(1, 3),
    c: idf(3) * part(3, 3),
    d: idf(3) * part(1, 6) + idf(3) * part(1, 6),
    b: idf(3) * part(1, 2),
  };
  expect(hits.map((hit) => hit.key)).toEqual(["a", "c", "d", "b"]);
  for (const hit of hits) expect(hit.score).toBeCloseTo(expected[hit.key as keyof typeof expected], 10);
  // By hand for "a": 1.2 * (0.25 + 0.75 * 3 / 3.2) = 1.14375; 2.2 / (1 + 1.14375) = 1.02624; twice 0.53900 * 1.02624.
  expect(hits[0]?.score).toBeCloseTo(1.10628, 5);
});

it("takes other k and b, counts a repeated query token once, and finds nothing without a shared token", () => {
  const params = { k: 2, b: 0.5 };
  const [hit] = corpusIndex().search(["search", "search", "nothing"], params, new Set(["c"]));
  expect(hit).toEqual({ key: "c", score: expect.any(Number) });
  expect(hit?.score).toBeCloseTo(idf(3) * part(3, 3, params), 10);
  expect(corpusIndex().search(["absent"], DEFAULT_BM25)).toEqual([]);
});

it("follows points replaced and removed, statistics included", () => {
  const index = corpusIndex();
  index.set("c", [words("graph index")]);
  index.remove("e");
  // Four documents of 3 + 2 + 2 + 6 tokens; "search" is now in 2 of them.
  const [first] = index.search(["search"], DEFAULT_BM25);
  expect(first?.key).toBe("a");
  expect(first?.score).toBeCloseTo(idf(2, 4) * part(1, 3, DEFAULT_BM25, 13 / 4), 10);
  index.set("a", []);
  expect(index.search(["search"], DEFAULT_BM25).map((hit) => hit.key)).toEqual(["d"]);
});

it("scores each object of a nested array on its own, the point by its best", () => {
  const analyzer = textAnalyzer(DEFAULT_TEXT_INDEX);
  const path = readJsonPath("offers[].description");
  const payload = { offers: [{ description: "red shoes" }, { description: "blue shoes for running shoes" }, { price: 3 }] };
  expect(textDocuments(payload, path, readJsonPath("offers"), analyzer)).toEqual([["red", "shoes"], ["blue", "shoes", "for", "running", "shoes"]]);
  expect(textDocuments(payload, path, null, analyzer)).toEqual([["red", "shoes", "blue", "shoes", "for", "running", "shoes"]]);
  const index = new Bm25Index();
  index.set("p", textDocuments(payload, path, readJsonPath("offers[]"), analyzer));
  index.set("q", [["green", "hat"]]);
  // Three documents of 2, 5 and 2 tokens; "shoes" in 2 of them; the first offer scores best.
  const [hit] = index.search(["shoes"], DEFAULT_BM25);
  expect(hit?.score).toBeCloseTo(idf(2, 3) * Math.max(part(1, 2, DEFAULT_BM25, 3), part(2, 5, DEFAULT_BM25, 3)), 10);
});
