import { createCollectionSamples } from "../../../src/code-samples/collection-samples";
import {
  EMPTY_COLLECTION_DRAFT,
  hasDraftErrors,
  toCreateCollectionRequest,
  toSampleRequest,
  validateCollectionDraft,
  type CollectionDraft,
} from "../../../src/areas/datasets/create-collection/collection-draft";

const URL = "http://127.0.0.1:8181";

function draftWith(change: Partial<CollectionDraft>): CollectionDraft {
  return { ...EMPTY_COLLECTION_DRAFT, name: "hybrid", dimension: "4", ...change };
}

describe("sparse vectors in the create-collection draft", () => {
  it("needs each sparse vector named, and no name taken by a dense or another sparse vector", () => {
    const draft = draftWith({
      vectorsKind: "named",
      namedVectors: [{ id: 1, name: "dense", dimension: "4", distance: "Cosine" }],
      sparseVectors: [
        { id: 1, name: " dense ", modifier: "none" },
        { id: 2, name: "", modifier: "idf" },
        { id: 3, name: "bm25", modifier: "idf" },
        { id: 4, name: "bm25", modifier: "none" },
      ],
    });
    expect(validateCollectionDraft(draft).sparseVectors).toEqual({ 1: "Another vector is named dense", 2: "Enter a vector name", 4: "Another vector is named bm25" });
    expect(hasDraftErrors(validateCollectionDraft(draft))).toBe(true);
    expect(hasDraftErrors(validateCollectionDraft({ ...draft, sparseVectors: [{ id: 3, name: "bm25", modifier: "idf" }] }))).toBe(false);
  });

  it("sends sparse_vectors beside the dense vectors, the modifier only when it is idf", () => {
    const draft = draftWith({ sparseVectors: [{ id: 1, name: " bm25 ", modifier: "idf" }, { id: 2, name: "text", modifier: "none" }] });
    expect(toCreateCollectionRequest(draft).body).toEqual({
      vectors: { size: 4, distance: "Cosine" },
      sparse_vectors: { bm25: { modifier: "idf" }, text: {} },
    });
    expect(toCreateCollectionRequest(draftWith({})).body).toEqual({ vectors: { size: 4, distance: "Cosine" } });
  });

  it("allows a collection of sparse vectors only (vectors: {}), but not one without any vector", () => {
    const sparseOnly = draftWith({ vectorsKind: "none", dimension: "", sparseVectors: [{ id: 1, name: "text", modifier: "none" }] });
    expect(hasDraftErrors(validateCollectionDraft(sparseOnly))).toBe(false);
    expect(toCreateCollectionRequest(sparseOnly).body).toEqual({ vectors: {}, sparse_vectors: { text: {} } });
    expect(validateCollectionDraft({ ...sparseOnly, sparseVectors: [] })).toMatchObject({ vectors: "Add a sparse vector: a collection needs at least one vector" });
  });

  it("shows placeholder names in the code for blank or taken sparse vector names", () => {
    const draft = draftWith({
      vectorsKind: "named",
      namedVectors: [{ id: 1, name: "<sparse-1>", dimension: "4", distance: "Cosine" }],
      sparseVectors: [
        { id: 1, name: "", modifier: "idf" },
        { id: 2, name: "<sparse-1>", modifier: "none" },
        { id: 3, name: "bm25", modifier: "none" },
      ],
    });
    expect(toSampleRequest(draft).body.sparse_vectors).toEqual({ "<sparse-2>": { modifier: "idf" }, "<sparse-3>": {}, bm25: {} });
  });
});

describe("a collection with sparse vectors as code", () => {
  const samples = createCollectionSamples(URL, {
    name: "hybrid",
    body: { vectors: { dense: { size: 384, distance: "Cosine" } }, sparse_vectors: { bm25: { modifier: "idf" }, text: {} } },
    indexes: [],
  });

  it("sends sparse_vectors with curl and in JavaScript", () => {
    const body = /-d '([\s\S]*)'$/.exec(samples.curl)?.[1];
    expect(JSON.parse(body ?? "")).toEqual({ vectors: { dense: { size: 384, distance: "Cosine" } }, sparse_vectors: { bm25: { modifier: "idf" }, text: {} } });
    expect(samples.javascript).toContain(`  sparse_vectors: { bm25: { modifier: "idf" }, text: {} },`);
  });

  it("gives Python a dict of models.SparseVectorParams by name", () => {
    expect(samples.python).toContain(
      [
        `    sparse_vectors_config={`,
        `        "bm25": models.SparseVectorParams(modifier=models.Modifier.IDF),`,
        `        "text": models.SparseVectorParams(),`,
        `    },`,
      ].join("\n"),
    );
  });

  it("creates a collection of sparse vectors only with empty vectors", () => {
    const sparseOnly = createCollectionSamples(URL, { name: "terms", body: { vectors: {}, sparse_vectors: { text: {} } }, indexes: [] });
    expect(sparseOnly.javascript).toContain(`await client.createCollection("terms", { vectors: {}, sparse_vectors: { text: {} } });`);
    expect(sparseOnly.python).toContain(`    vectors_config={},\n    sparse_vectors_config={`);
  });
});
