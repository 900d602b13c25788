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
      name: "docs",
      dimension: "0",
      distance: "Dot" as const,
      indexes: [
        { id: 1, field: "city", type: "keyword" as const },
        { id: 2, field: " city ", type: "text" as const },
        { id: 3, field: "", type: "integer" as const },
      ],
    };
    expect(validateCollectionDraft(draft)).toEqual({ dimension: "From 1 to 65536", indexes: { 2: "city is indexed already", 3: "Enter a payload field" } });
    expect(hasDraftErrors(validateCollectionDraft({ ...draft, dimension: "65536", indexes: [] }))).toBe(false);
  });

  it("makes the collection's request and one index request per field", () => {
    const draft = { name: "docs", dimension: " 8 ", distance: "Manhattan" as const, indexes: [{ id: 1, field: " rank ", type: "integer" as const }] };
    expect(toCreateCollectionRequest(draft)).toEqual({
      name: "docs",
      body: { vectors: { size: 8, distance: "Manhattan" } },
      indexes: [{ field_name: "rank", field_schema: "integer" }],
    });
  });

  it("shows placeholders in the code while the form is incomplete", () => {
    expect(toSampleRequest({ ...EMPTY_COLLECTION_DRAFT, dimension: "abc", indexes: [{ id: 1, field: "", type: "keyword" }] })).toEqual({
      name: "my-collection",
      body: { vectors: { size: 384, distance: "Cosine" } },
      indexes: [],
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
      estimatedBytes: 307_200_000,
    });
    expect(formatEstimatedSize(307_200_000)).toBe("≈ 293 MB");
    expect(formatEstimatedSize(1536)).toBe("≈ 1.5 KB");
    expect(formatEstimatedSize(0)).toBe("≈ 0 B");
  });

  it("sums named vectors", () => {
    const info = collectionInfo();
    info.config.params.vectors = { text: { size: 384, distance: "Cosine" }, image: { size: 512, distance: "Dot" } };
    expect(summariseCollection("multi", info)).toMatchObject({ dimension: 896, distance: "Mixed" });
  });
});
