// The frameworks most users reach the service through, against it unchanged:
// LangChain's QdrantVectorStore (@langchain/qdrant) adds documents, searches
// them with a metadata filter and by maximal marginal relevance; and the
// hybrid requests LangChain's and LlamaIndex's Qdrant stores send in hybrid
// mode (their collection layouts, a dense and a sparse prefetch fused by RRF).
// No model can be downloaded here: the embeddings are a bag of hashed words
// written below, which is all a store needs of them. Results are checked
// against brute force over the same vectors.
import { Document } from "@langchain/core/documents";
import { Embeddings } from "@langchain/core/embeddings";
import { QdrantVectorStore } from "@langchain/qdrant";
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";
import { rrf, type Hit } from "./support/fusion-reference";

jest.setTimeout(30_000);

const DIMENSIONS = 32;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

function hashOf(word: string): number {
  let hash = 2166136261;
  for (const character of word) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Each word adds ±1 at two hashed dimensions: texts that share words point the same way. */
function embed(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of words(text)) {
    const hash = hashOf(word);
    vector[hash % DIMENSIONS] = (vector[hash % DIMENSIONS] ?? 0) + 1;
    vector[(hash >>> 8) % DIMENSIONS] = (vector[(hash >>> 8) % DIMENSIONS] ?? 0) + (hash & 1 ? 1 : -1);
  }
  return vector;
}

/** Weighted term counts by hashed word id (each word its own weight, so that no two texts tie): what a BM25 or SPLADE model gives, without the model. */
function sparseEmbed(text: string): { indices: number[]; values: number[] } {
  const weights = new Map<number, number>();
  for (const word of words(text)) {
    const hash = hashOf(word);
    weights.set(hash % 100_000, (weights.get(hash % 100_000) ?? 0) + 1 + (hash % 89) / 89);
  }
  return { indices: [...weights.keys()], values: [...weights.values()] };
}

class HashedWordEmbeddings extends Embeddings {
  constructor() {
    super({});
  }

  async embedDocuments(texts: string[]): Promise<number[][]> {
    return texts.map(embed);
  }

  async embedQuery(text: string): Promise<number[]> {
    return embed(text);
  }
}

const TEXTS = [
  ["Qdrant stores vectors with payloads and filters them", "docs"],
  ["LanceDB keeps columns in Arrow files on disk", "docs"],
  ["A sparse vector holds weights for a few words", "blog"],
  ["Hybrid search fuses dense and sparse results with reciprocal rank fusion", "blog"],
  ["Cats sleep for most of the day in warm places", "pets"],
  ["Dogs like long walks and fetching sticks", "pets"],
  ["Dense vectors from embedding models capture meaning", "docs"],
  ["Filters on payload fields narrow a vector search", "docs"],
  ["Reciprocal rank fusion adds one over rank plus k for each list", "blog"],
  ["Warm milk helps some people sleep", "pets"],
] as const;

function cosine(a: readonly number[], b: readonly number[]): number {
  const dot = a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
  return dot / (Math.hypot(...a) * Math.hypot(...b));
}

function sparseDot(a: { indices: number[]; values: number[] }, b: { indices: number[]; values: number[] }): number {
  return a.indices.reduce((sum, index, i) => (b.indices.includes(index) ? sum + (a.values[i] ?? 0) * (b.values[b.indices.indexOf(index)] ?? 0) : sum), 0);
}

describeEachStore("frameworks against the service", (getStore) => {
  let server: DataPlaneServer;
  let client: QdrantClient;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    const owner = await server.createOwner();
    client = server.client((await server.createApiKey(owner)).key);
  });
  afterAll(() => server.close());

  it("LangChain's QdrantVectorStore adds documents, searches them with a metadata filter, and by MMR", async () => {
    const documents = TEXTS.map(([text, source]) => new Document({ pageContent: text, metadata: { source } }));
    const store = await QdrantVectorStore.fromDocuments(documents, new HashedWordEmbeddings(), { client, collectionName: "langchain" });
    const query = "how do filters narrow a vector search";

    const found = await store.similaritySearchWithScore(query, 3, { must: [{ key: "metadata.source", match: { value: "docs" } }] });
    const expected = TEXTS.filter(([, source]) => source === "docs")
      .map(([text]) => ({ text, score: cosine(embed(query), embed(text)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3);
    expect(found.map(([document, score]) => [document.pageContent, document.metadata, score])).toEqual(expected.map(({ text, score }) => [text, { source: "docs" }, expect.closeTo(score, 4)]));

    const diverse = await store.maxMarginalRelevanceSearch("sleep warm", { k: 2, fetchK: 5, lambda: 0.5 });
    expect(diverse).toHaveLength(2);
    // The most relevant document comes first; the second is one of the candidates.
    const ranked = TEXTS.map(([text]) => ({ text, score: cosine(embed("sleep warm"), embed(text)) })).sort((a, b) => b.score - a.score);
    expect(diverse[0]?.pageContent).toBe(ranked[0]?.text);
    expect(ranked.slice(0, 5).map(({ text }) => text)).toContain(diverse[1]?.pageContent);
  });

  it.each([
    ["LangChain (hybrid mode)", "", "langchain-sparse"],
    ["LlamaIndex", "text-dense", "text-sparse"],
  ])("answers %s's hybrid query: a dense and a sparse prefetch fused by RRF", async (_framework, dense, sparse) => {
    const collection = `hybrid-${sparse}`;
    await client.createCollection(collection, { vectors: { [dense]: { size: DIMENSIONS, distance: "Cosine" } }, sparse_vectors: { [sparse]: { index: { on_disk: false } } } });
    await client.upsert(collection, {
      wait: true,
      points: TEXTS.map(([text, source], index) => ({ id: index + 1, vector: { [dense]: embed(text), [sparse]: sparseEmbed(text) }, payload: { page_content: text, metadata: { source } } })),
    });
    const query = "sparse and dense fusion";
    const found = await client.query(collection, {
      prefetch: [
        { query: embed(query), using: dense, limit: 4 },
        { query: sparseEmbed(query), using: sparse, limit: 4 },
      ],
      query: { fusion: "rrf" },
      limit: 4,
      with_payload: true,
    });
    const ids = (score: (text: string) => number, shared: (text: string) => boolean): Hit[] =>
      TEXTS.flatMap(([text], index) => (shared(text) ? [{ id: index + 1, score: score(text) }] : []))
        .sort((a, b) => b.score - a.score)
        .slice(0, 4);
    const denseHits = ids((text) => cosine(embed(query), embed(text)), () => true);
    const sparseHits = ids(
      (text) => sparseDot(sparseEmbed(query), sparseEmbed(text)),
      (text) => words(text).some((word) => words(query).includes(word)),
    );
    const expected = rrf([denseHits, sparseHits]).slice(0, 4);
    expect(found.points.map((point) => [point.id, point.score])).toEqual(expected.map((hit) => [hit.id, expect.closeTo(hit.score, 4)]));
    expect(found.points[0]?.payload).toEqual({ page_content: TEXTS[(found.points[0]?.id as number) - 1]?.[0], metadata: { source: TEXTS[(found.points[0]?.id as number) - 1]?.[1] } });
  });
});
