// A query by text as data and as code: {text, model} is Qdrant's inference
// object wherever a vector goes (the query, a prefetch, a recommend example);
// Python writes it as models.Document and tells its client the service embeds it.
import { querySamples } from "../../../src/code-samples/query-samples";
import { EMPTY_QUERY_DRAFT, toQueryRequest, type QueryDraft } from "../../../src/areas/search/query/query-draft";

const URL = "http://127.0.0.1:6333";
const DENSE = { name: "body", size: 512 };

function draft(change: Partial<QueryDraft>): QueryDraft {
  return { ...EMPTY_QUERY_DRAFT, mode: "text", ...change };
}

it("builds {text, model} as the query, trimmed, searching the vector chosen", () => {
  expect(toQueryRequest(draft({ text: "  red fox ", textModel: "universal-sentence-encoder-lite" }), DENSE, undefined)).toEqual({
    request: { query: { text: "red fox", model: "universal-sentence-encoder-lite" }, using: "body", limit: 10, with_payload: true },
  });
  expect(toQueryRequest(draft({ text: " ", textModel: "" }), DENSE, undefined)).toEqual({
    errors: { text: "Enter a text to search by", textModel: "Choose a model that fits the vector searched" },
  });
});

it("writes the text object in every language, and cloud_inference for Python only when a request holds one", () => {
  const request = { prefetch: [{ query: { text: "red fox", model: "qdrant/bm25" }, using: "bm25", limit: 20 }], query: { fusion: "rrf" as const }, limit: 10, with_payload: true };
  const samples = querySamples(URL, "articles", request);
  expect(samples.curl).toContain(`"query": {\n        "text": "red fox",\n        "model": "qdrant/bm25"\n      },`);
  expect(samples.javascript).toContain(`query: { text: "red fox", model: "qdrant/bm25" }`);
  expect(samples.python).toContain(`client = QdrantClient(url="http://127.0.0.1:6333", api_key=os.environ["QDRANT_API_KEY"], cloud_inference=True)`);
  expect(samples.python).toContain(`models.Prefetch(query=models.Document(text="red fox", model="qdrant/bm25"), using="bm25", limit=20),`);

  const recommend = querySamples(URL, "articles", { query: { recommend: { positive: [{ text: "foxes", model: "glove-100-mean" }], negative: [3] } }, limit: 5, with_payload: true });
  expect(recommend.python).toContain(`models.RecommendQuery(recommend=models.RecommendInput(positive=[models.Document(text="foxes", model="glove-100-mean")], negative=[3]))`);

  const plain = querySamples(URL, "articles", { query: [0.1, 0.2], limit: 5, with_payload: true });
  expect(plain.python).not.toContain("cloud_inference");
  expect(plain.python).toContain(`client = QdrantClient(url="http://127.0.0.1:6333", api_key=os.environ["QDRANT_API_KEY"])`);
});
