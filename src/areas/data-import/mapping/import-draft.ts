// The new import as the user edits it: the target (a new collection with its
// name and distance, or an existing one) and the mapping (the id column, each
// vector's source, each column's payload field, type and whether it goes in),
// started from the preview's proposal; the problems that stop it being sent;
// and the request body it becomes.
import type { Schemas } from "@qdrant/js-client-rest";
import type { CreateImportBody, ImportFormat, ImportMapping, ImportPreview, ImportTarget, PayloadType, VectorMapping } from "../../../../contract/imports";
import { payloadTypeOfKind, type Separator, type VectorSource } from "../import-choices";

export interface TargetDraft {
  kind: "new" | "existing";
  /** The new collection's name and distance. */
  name: string;
  distance: Schemas["Distance"];
  /** The existing collection chosen. */
  existing: string | null;
}

export interface VectorDraft {
  /** Tells the rows apart while they are edited. */
  key: number;
  /** "" is the collection's unnamed vector. */
  vector: string;
  source: VectorSource;
  column: string;
  separator: Separator;
  columns: string[];
  model: string;
}

export interface PayloadDraft {
  column: string;
  /** "" with type json: the column's object spreads into the payload. */
  field: string;
  type: PayloadType;
  isIncluded: boolean;
}

export interface MappingDraft {
  /** null: ids derived from the file and the row number. */
  idColumn: string | null;
  vectors: VectorDraft[];
  payload: PayloadDraft[];
}

export interface DraftErrors {
  target?: string;
  vectors: Record<number, Partial<Record<"column" | "columns" | "model", string>>>;
  payload: Record<number, string>;
}

export const EMPTY_TARGET: TargetDraft = { kind: "new", name: "", distance: "Cosine", existing: null };

let nextKey = 0;

export function vectorDraftOf(mapping?: VectorMapping): VectorDraft {
  const draft: VectorDraft = { key: nextKey++, vector: "", source: "json", column: "", separator: " ", columns: [], model: "" };
  if (mapping === undefined) return draft;
  switch (mapping.source) {
    case "json":
      return { ...draft, vector: mapping.vector, source: "json", column: mapping.column };
    case "delimited":
      return { ...draft, vector: mapping.vector, source: "delimited", column: mapping.column, separator: mapping.separator };
    case "columns":
      return { ...draft, vector: mapping.vector, source: "columns", columns: mapping.columns };
    case "text":
      return { ...draft, vector: mapping.vector, source: "text", column: mapping.column, model: mapping.model };
  }
}

/** The proposal as a draft: every column of the file is a payload row, in the file's order; the proposed ones are in. */
export function mappingDraftOf({ columns, proposal }: ImportPreview): MappingDraft {
  const proposed = proposal.mapping.payload;
  const known = new Set(columns.map((column) => column.name));
  const payload = columns.flatMap((column): PayloadDraft[] => {
    const mapped = proposed.filter((entry) => entry.column === column.name);
    if (mapped.length > 0) return mapped.map((entry) => ({ ...entry, isIncluded: true }));
    return [{ column: column.name, field: column.name, type: payloadTypeOfKind(column.kind), isIncluded: false }];
  });
  const elsewhere = proposed.filter((entry) => !known.has(entry.column)).map((entry) => ({ ...entry, isIncluded: true }));
  return { idColumn: proposal.mapping.id?.column ?? null, vectors: proposal.mapping.vectors.map((vector) => vectorDraftOf(vector)), payload: [...payload, ...elsewhere] };
}

function toVectorMapping(draft: VectorDraft): VectorMapping {
  const { vector } = draft;
  switch (draft.source) {
    case "json":
      return { vector, source: "json", column: draft.column };
    case "delimited":
      return { vector, source: "delimited", column: draft.column, separator: draft.separator };
    case "columns":
      return { vector, source: "columns", columns: draft.columns };
    case "text":
      return { vector, source: "text", column: draft.column, model: draft.model };
  }
}

export function toImportMapping(draft: MappingDraft): ImportMapping {
  return {
    id: draft.idColumn === null ? null : { column: draft.idColumn },
    vectors: draft.vectors.map(toVectorMapping),
    payload: draft.payload.filter((entry) => entry.isIncluded).map(({ column, field, type }) => ({ column, field, type })),
  };
}

export function toImportTarget(target: TargetDraft): ImportTarget {
  if (target.kind === "existing") return { collection: target.existing ?? "" };
  return { collection: target.name.trim(), create: { distance: target.distance } };
}

export function toCreateImportBody(uploadId: string, format: ImportFormat | null, target: TargetDraft, mapping: MappingDraft, dryRun: boolean): CreateImportBody {
  return { uploadId, ...(format === null ? {} : { format }), target: toImportTarget(target), mapping: toImportMapping(mapping), dryRun };
}

function vectorErrors(draft: VectorDraft): Partial<Record<"column" | "columns" | "model", string>> {
  if (draft.source === "columns") return draft.columns.length === 0 ? { columns: "Choose at least one column" } : {};
  const errors: Partial<Record<"column" | "model", string>> = {};
  if (draft.column === "") errors.column = "Choose a column";
  if (draft.source === "text" && draft.model.trim() === "") errors.model = "Choose a model";
  return errors;
}

function payloadErrors(payload: readonly PayloadDraft[]): Record<number, string> {
  const errors: Record<number, string> = {};
  const seen = new Set<string>();
  payload.forEach((entry, index) => {
    if (!entry.isIncluded) return;
    if (entry.field === "" && entry.type !== "json") errors[index] = "Name the payload field";
    else if (entry.field !== "" && seen.has(entry.field)) errors[index] = `Payload field "${entry.field}" is mapped twice`;
    seen.add(entry.field);
  });
  return errors;
}

export function validateDraft(target: TargetDraft, mapping: MappingDraft): DraftErrors {
  let targetError: string | undefined;
  if (target.kind === "new" && target.name.trim() === "") targetError = "Name the new collection";
  else if (target.kind === "existing" && target.existing === null) targetError = "Choose a collection";
  const vectors: DraftErrors["vectors"] = {};
  for (const draft of mapping.vectors) {
    const errors = vectorErrors(draft);
    if (Object.keys(errors).length > 0) vectors[draft.key] = errors;
  }
  return { ...(targetError === undefined ? {} : { target: targetError }), vectors, payload: payloadErrors(mapping.payload) };
}

export function hasDraftErrors(errors: DraftErrors): boolean {
  return errors.target !== undefined || Object.keys(errors.vectors).length > 0 || Object.keys(errors.payload).length > 0;
}

export const NO_ERRORS: DraftErrors = { vectors: {}, payload: {} };
