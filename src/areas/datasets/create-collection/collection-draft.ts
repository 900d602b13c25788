// The create-collection form as data: what is typed, what is wrong with it
// (Qdrant's rules, checked before anything is sent), and the requests it
// makes: PUT /collections/{name} with one unnamed vector, several named ones
// ({"image": {"size": 4, "distance": "Cosine"}, ...}) or none ({}), and sparse
// vectors beside them, then one payload index per field.
import type { Schemas } from "@qdrant/js-client-rest";
import type { CreateCollectionRequest } from "../../../code-samples/collection-samples";
import { sparseVectorProblems, toSparseVectorsConfig, type SparseVectorDraft } from "./sparse-vector-draft";

type Distance = Schemas["Distance"];

export const DISTANCES = ["Cosine", "Dot", "Euclid", "Manhattan"] as const satisfies readonly Distance[];

/** The payload index types the console offers (Qdrant's geo and uuid are left out). */
export const PAYLOAD_SCHEMA_TYPES = ["keyword", "integer", "float", "bool", "datetime", "text"] as const satisfies readonly Schemas["PayloadSchemaType"][];
export type PayloadSchemaType = (typeof PAYLOAD_SCHEMA_TYPES)[number];

export const MAX_NAME_LENGTH = 255;
export const MAX_DIMENSION = 65536;
const FORBIDDEN_NAME_CHARACTERS = ["/", "\\", "<", ">", ":", '"', "|", "?", "*"];

export interface PayloadIndexDraft {
  id: number;
  field: string;
  type: PayloadSchemaType;
}

/** One unnamed vector per point (Qdrant's plain form), named vectors (each point holding any of them), or only sparse vectors. */
export type VectorsKind = "unnamed" | "named" | "none";

export interface NamedVectorDraft {
  id: number;
  name: string;
  dimension: string;
  distance: Distance;
}

export interface CollectionDraft {
  name: string;
  vectorsKind: VectorsKind;
  /** The unnamed vector's. */
  dimension: string;
  distance: Distance;
  namedVectors: readonly NamedVectorDraft[];
  sparseVectors: readonly SparseVectorDraft[];
  indexes: readonly PayloadIndexDraft[];
}

export interface NamedVectorErrors {
  name?: string;
  dimension?: string;
}

export interface CollectionDraftErrors {
  name?: string;
  dimension?: string;
  /** By named vector id. */
  namedVectors: Readonly<Record<number, NamedVectorErrors>>;
  /** By sparse vector id: its name's problem. */
  sparseVectors: Readonly<Record<number, string>>;
  /** A collection of sparse vectors only that has none. */
  vectors?: string;
  /** By index id. */
  indexes: Readonly<Record<number, string>>;
}

export const EMPTY_NAMED_VECTOR: Omit<NamedVectorDraft, "id"> = { name: "", dimension: "", distance: "Cosine" };

export const EMPTY_COLLECTION_DRAFT: CollectionDraft = {
  name: "",
  vectorsKind: "unnamed",
  dimension: "",
  distance: "Cosine",
  namedVectors: [{ id: 1, ...EMPTY_NAMED_VECTOR }],
  sparseVectors: [],
  indexes: [],
};

export function collectionNameProblem(name: string): string | undefined {
  if (name.length === 0) return "Enter a name";
  if (name.length > MAX_NAME_LENGTH) return `At most ${MAX_NAME_LENGTH} characters`;
  const forbidden = FORBIDDEN_NAME_CHARACTERS.find((character) => name.includes(character));
  if (forbidden !== undefined) return `A collection name cannot contain ${forbidden}`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return "A collection name cannot contain control characters";
  return undefined;
}

function dimensionProblem(dimension: string, missing = "Enter the vectors' dimension"): string | undefined {
  const trimmed = dimension.trim();
  if (trimmed === "") return missing;
  if (!/^\d+$/.test(trimmed)) return "A whole number";
  const size = Number(trimmed);
  if (size < 1 || size > MAX_DIMENSION) return `From 1 to ${MAX_DIMENSION}`;
  return undefined;
}

function indexProblems(indexes: readonly PayloadIndexDraft[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  for (const index of indexes) {
    const field = index.field.trim();
    if (field === "") problems[index.id] = "Enter a payload field";
    else if (seen.has(field)) problems[index.id] = `${field} is indexed already`;
    seen.add(field);
  }
  return problems;
}

/** Each named vector needs a name no other has, and a dimension. */
function namedVectorProblems(vectors: readonly NamedVectorDraft[]): Record<number, NamedVectorErrors> {
  const problems: Record<number, NamedVectorErrors> = {};
  const seen = new Set<string>();
  for (const vector of vectors) {
    const name = vector.name.trim();
    const found: NamedVectorErrors = {};
    if (name === "") found.name = "Enter a vector name";
    else if (seen.has(name)) found.name = `Another vector is named ${name}`;
    seen.add(name);
    const dimension = dimensionProblem(vector.dimension, "Enter this vector's dimension");
    if (dimension !== undefined) found.dimension = dimension;
    if (found.name !== undefined || found.dimension !== undefined) problems[vector.id] = found;
  }
  return problems;
}

/** The dense vectors' names that a sparse vector may not take. */
function denseNamesOf(draft: CollectionDraft): Set<string> {
  return new Set(draft.vectorsKind === "named" ? draft.namedVectors.map((vector) => vector.name.trim()).filter((name) => name !== "") : []);
}

export function validateCollectionDraft(draft: CollectionDraft): CollectionDraftErrors {
  const isNamed = draft.vectorsKind === "named";
  const errors: CollectionDraftErrors = {
    namedVectors: isNamed ? namedVectorProblems(draft.namedVectors) : {},
    sparseVectors: sparseVectorProblems(draft.sparseVectors, denseNamesOf(draft)),
    indexes: indexProblems(draft.indexes),
  };
  const name = collectionNameProblem(draft.name);
  const dimension = draft.vectorsKind === "unnamed" ? dimensionProblem(draft.dimension) : undefined;
  if (name !== undefined) errors.name = name;
  if (dimension !== undefined) errors.dimension = dimension;
  if (draft.vectorsKind === "none" && draft.sparseVectors.length === 0) errors.vectors = "Add a sparse vector: a collection needs at least one vector";
  return errors;
}

export function hasDraftErrors(errors: CollectionDraftErrors): boolean {
  return (
    errors.name !== undefined ||
    errors.dimension !== undefined ||
    errors.vectors !== undefined ||
    [errors.namedVectors, errors.sparseVectors, errors.indexes].some((problems) => Object.keys(problems).length > 0)
  );
}

function toVectorParams(dimension: string, distance: Distance): Schemas["VectorParams"] {
  const size = Number(dimension.trim());
  return { size: Number.isInteger(size) && size > 0 ? size : 0, distance };
}

function toVectorsConfig(draft: CollectionDraft): Schemas["VectorsConfig"] {
  if (draft.vectorsKind === "unnamed") return toVectorParams(draft.dimension, draft.distance);
  if (draft.vectorsKind === "none") return {};
  return Object.fromEntries(draft.namedVectors.map((vector) => [vector.name.trim(), toVectorParams(vector.dimension, vector.distance)]));
}

/** The requests for a valid draft. */
export function toCreateCollectionRequest(draft: CollectionDraft): CreateCollectionRequest {
  const indexes: Schemas["CreateFieldIndex"][] = draft.indexes.map((index) => ({ field_name: index.field.trim(), field_schema: index.type }));
  const sparse = draft.sparseVectors.length === 0 ? {} : { sparse_vectors: toSparseVectorsConfig(draft.sparseVectors) };
  return { name: draft.name, body: { vectors: toVectorsConfig(draft), ...sparse }, indexes };
}

/**
 * What the code shows for a field not filled in yet: marks, never invented
 * values. A name holds no "<", and a size is at least 1, so a collection
 * named NAME_PLACEHOLDER and a size of 0 stand for nothing the user typed;
 * the code samples write them as <name> and <dimension>.
 */
export const NAME_PLACEHOLDER = "<name>";
const DIMENSION_PLACEHOLDER = "0";

/** Names for the code: "<prefix-n>" for a blank or repeated one, a name that nothing else has. */
function placeholderNames(taken: Set<string>, prefix: string): (position: number) => string {
  return (position) => {
    let number = position + 1;
    while (taken.has(`<${prefix}-${number}>`)) number += 1;
    taken.add(`<${prefix}-${number}>`);
    return `<${prefix}-${number}>`;
  };
}

/** Named vectors for the code: a blank or repeated name becomes "<vector-n>" (one no other row has), a bad dimension the dimension's mark. */
function sampleNamedVectors(vectors: readonly NamedVectorDraft[]): NamedVectorDraft[] {
  const problems = namedVectorProblems(vectors);
  const placeholder = placeholderNames(new Set(vectors.filter((vector) => problems[vector.id]?.name === undefined).map((vector) => vector.name.trim())), "vector");
  return vectors.map((vector, position) => ({
    ...vector,
    name: problems[vector.id]?.name === undefined ? vector.name : placeholder(position),
    dimension: problems[vector.id]?.dimension === undefined ? vector.dimension : DIMENSION_PLACEHOLDER,
  }));
}

/** Sparse vectors for the code: a blank name, or one another vector has, becomes "<sparse-n>". */
function sampleSparseVectors(draft: CollectionDraft, namedVectors: readonly NamedVectorDraft[]): SparseVectorDraft[] {
  const dense = denseNamesOf({ ...draft, namedVectors });
  const problems = sparseVectorProblems(draft.sparseVectors, dense);
  const kept = draft.sparseVectors.filter((vector) => problems[vector.id] === undefined).map((vector) => vector.name.trim());
  const placeholder = placeholderNames(new Set([...dense, ...kept]), "sparse");
  return draft.sparseVectors.map((vector, position) => (problems[vector.id] === undefined ? vector : { ...vector, name: placeholder(position) }));
}

/** The requests as code while the form is being filled in: blank or invalid names and dimensions get the marks above. */
export function toSampleRequest(draft: CollectionDraft): CreateCollectionRequest {
  const namedVectors = sampleNamedVectors(draft.namedVectors);
  return toCreateCollectionRequest({
    ...draft,
    name: collectionNameProblem(draft.name) === undefined ? draft.name : NAME_PLACEHOLDER,
    dimension: dimensionProblem(draft.dimension) === undefined ? draft.dimension : DIMENSION_PLACEHOLDER,
    namedVectors,
    sparseVectors: sampleSparseVectors(draft, namedVectors),
    indexes: draft.indexes.filter((index) => index.field.trim() !== ""),
  });
}
