// The create-collection form as data: what is typed, what is wrong with it
// (Qdrant's rules, checked before anything is sent), and the requests it
// makes: PUT /collections/{name}, then one payload index per field.
import type { Schemas } from "@qdrant/js-client-rest";
import type { CreateCollectionRequest } from "../../../code-samples/collection-samples";

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

export interface CollectionDraft {
  name: string;
  dimension: string;
  distance: Distance;
  indexes: readonly PayloadIndexDraft[];
}

export interface CollectionDraftErrors {
  name?: string;
  dimension?: string;
  /** By index id. */
  indexes: Readonly<Record<number, string>>;
}

export const EMPTY_COLLECTION_DRAFT: CollectionDraft = { name: "", dimension: "", distance: "Cosine", indexes: [] };

export function collectionNameProblem(name: string): string | undefined {
  if (name.length === 0) return "Enter a name";
  if (name.length > MAX_NAME_LENGTH) return `At most ${MAX_NAME_LENGTH} characters`;
  const forbidden = FORBIDDEN_NAME_CHARACTERS.find((character) => name.includes(character));
  if (forbidden !== undefined) return `A collection name cannot contain ${forbidden}`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(name)) return "A collection name cannot contain control characters";
  return undefined;
}

function dimensionProblem(dimension: string): string | undefined {
  const trimmed = dimension.trim();
  if (trimmed === "") return "Enter the vectors' dimension";
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

export function validateCollectionDraft(draft: CollectionDraft): CollectionDraftErrors {
  const errors: CollectionDraftErrors = { indexes: indexProblems(draft.indexes) };
  const name = collectionNameProblem(draft.name);
  const dimension = dimensionProblem(draft.dimension);
  if (name !== undefined) errors.name = name;
  if (dimension !== undefined) errors.dimension = dimension;
  return errors;
}

export function hasDraftErrors(errors: CollectionDraftErrors): boolean {
  return errors.name !== undefined || errors.dimension !== undefined || Object.keys(errors.indexes).length > 0;
}

/** The requests for a valid draft. */
export function toCreateCollectionRequest(draft: CollectionDraft): CreateCollectionRequest {
  const size = Number(draft.dimension.trim());
  const indexes: Schemas["CreateFieldIndex"][] = draft.indexes.map((index) => ({ field_name: index.field.trim(), field_schema: index.type }));
  return { name: draft.name, body: { vectors: { size: Number.isInteger(size) && size > 0 ? size : 0, distance: draft.distance } }, indexes };
}

/** The requests as code while the form is being filled in: blank or invalid name and dimension get placeholders. */
export function toSampleRequest(draft: CollectionDraft): CreateCollectionRequest {
  return toCreateCollectionRequest({
    ...draft,
    name: collectionNameProblem(draft.name) === undefined ? draft.name : "my-collection",
    dimension: dimensionProblem(draft.dimension) === undefined ? draft.dimension : "384",
    indexes: draft.indexes.filter((index) => index.field.trim() !== ""),
  });
}
