import { formatEstimatedSize, summariseCollection } from "../../../src/collections/collection-summary";
import {
  collectionNameProblem,
  EMPTY_COLLECTION_DRAFT,
  hasDraftErrors,
  toCreateCollectionRequest,
  toSampleRequest,
  validateCollectionDraft,
} from "../../../src/areas/datasets/create-collection/collection-draft";
import { collectionInfo } from "../support/console-fixtures";

describe("a collection name", () => {
  it("follows Qdrant's rule: 1 to 255 characters, none of / \\ < > : \" | ? * or control characters", () => {
    expect(collectionNameProblem("docs v2_é")).toBeUndefined();
    expect(collectionNameProblem("x".repeat(255))).toBeUndefined();
    expect(collectionNameProblem("")).toBe("Enter a name");
    expect(collectionNameProblem("x".repeat(256))).toBe("At most 255 characters");
    expect(collectionNameProblem("a/b")).toBe("A collection name cannot contain /");
    expect(collectionNameProblem("a*b")).toBe("A collection name cannot contain *");
    expect(collectionNameProblem("a\tb")).toBe("A collection name cannot contain control characters");
  });
});

describe("the create-collection draft", () => {
  it("needs a dimension from 1 to 65536 and distinct, named index fields", () => {
    const draft = {
      ...EMPTY_COLLECTION_DRAFT,
      name: "docs",
      dimension: "0",
      distance: "Dot" as const,
      indexes: [
        { id: 1, field: "city", type: "keyword" as const },
        { id: 2, field: " city ", type: "text" as const },
        { id: 3, field: "", type: "integer" as const },
      ],
    };
    expect(validateCollectionDraft(draft)).toEqual({
      dimension: "From 1 to 65536",
      namedVectors: {},
      sparseVectors: {},
      indexes: { 2: "city is indexed already", 3: "Enter a payload field" },
    });
    expect(hasDraftErrors(validateCollectionDraft({ ...draft, dimension: "65536", indexes: [] }))).toBe(false);
  });

  it("makes the collection's request and one index request per field", () => {
    const draft = { ...EMPTY_COLLECTION_DRAFT, name: "docs", dimension: " 8 ", distance: "Manhattan" as const, indexes: [{ id: 1, field: " rank ", type: "integer" as const }] };
    expect(toCreateCollectionRequest(draft)).toEqual({
      name: "docs",
      body: { vectors: { size: 8, distance: "Manhattan" } },
      indexes: [{ field_name: "rank", field_schema: "integer" }],
    });
  });

  it("marks in the code what the form does not hold yet, rather than inventing values", () => {
    expect(toSampleRequest({ ...EMPTY_COLLECTION_DRAFT, dimension: "abc", indexes: [{ id: 1, field: "", type: "keyword" }] })).toEqual({
      name: "<name>",
      body: { vectors: { size: 0, distance: "Cosine" } },
      indexes: [],
    });
  });
});

describe("named vectors in the create-collection draft", () => {
  const named = (vectors: { name: string; dimension: string; distance?: "Cosine" | "Dot" }[]) => ({
    ...EMPTY_COLLECTION_DRAFT,
    name: "media",
    vectorsKind: "named" as const,
    namedVectors: vectors.map((vector, index) => ({ id: index + 1, distance: "Cosine" as const, ...vector })),
  });

  it("needs each vector named once, with a dimension from 1 to 65536, and leaves the unnamed vector's dimension alone", () => {
    const draft = named([
      { name: "image", dimension: "4" },
      { name: " image ", dimension: "0" },
      { name: "", dimension: "" },
      { name: "text", dimension: "65537" },
    ]);
    expect(validateCollectionDraft(draft)).toEqual({
      namedVectors: {
        2: { name: "Another vector is named image", dimension: "From 1 to 65536" },
        3: { name: "Enter a vector name", dimension: "Enter this vector's dimension" },
        4: { dimension: "From 1 to 65536" },
      },
      sparseVectors: {},
      indexes: {},
    });
    expect(hasDraftErrors(validateCollectionDraft(named([{ name: "image", dimension: "4" }])))).toBe(false);
    expect(validateCollectionDraft({ ...draft, vectorsKind: "unnamed" })).toEqual({ dimension: "Enter the vectors' dimension", namedVectors: {}, sparseVectors: {}, indexes: {} });
  });

  it("sends Qdrant's named form: params by trimmed name", () => {
    expect(toCreateCollectionRequest(named([{ name: " image ", dimension: "4" }, { name: "text", dimension: "384", distance: "Dot" }]))).toEqual({
      name: "media",
      body: { vectors: { image: { size: 4, distance: "Cosine" }, text: { size: 384, distance: "Dot" } } },
      indexes: [],
    });
  });

  it("shows placeholders in the code for blank, repeated or badly sized vectors", () => {
    expect(toSampleRequest(named([{ name: "<vector-2>", dimension: "x" }, { name: "", dimension: "8" }, { name: "<vector-2>", dimension: "8" }])).body).toEqual({
      vectors: { "<vector-2>": { size: 0, distance: "Cosine" }, "<vector-3>": { size: 8, distance: "Cosine" }, "<vector-4>": { size: 8, distance: "Cosine" } },
    });
  });
});

describe("a collection's summary", () => {
  it("estimates the vectors' size as points × dimension × 4 bytes", () => {
    expect(summariseCollection("docs", collectionInfo({ size: 768, points: 100_000, distance: "Dot" }))).toEqual({
      name: "docs",
      status: "green",
      points: 100_000,
      dimension: 768,
      distance: "Dot",
      vectors: [{ name: null, size: 768, distance: "Dot" }],
      estimatedBytes: 307_200_000,
    });
    expect(formatEstimatedSize(307_200_000)).toBe("≈ 293 MB");
    expect(formatEstimatedSize(1536)).toBe("≈ 1.5 KB");
    expect(formatEstimatedSize(0)).toBe("≈ 0 B");
  });

  it("sums named vectors", () => {
    const info = collectionInfo();
    info.config.params.vectors = { text: { size: 384, distance: "Cosine" }, image: { size: 512, distance: "Dot" } };
    expect(summariseCollection("multi", info)).toMatchObject({
      dimension: 896,
      distance: "Mixed",
      vectors: [
        { name: "text", size: 384, distance: "Cosine" },
        { name: "image", size: 512, distance: "Dot" },
      ],
    });
  });
});
