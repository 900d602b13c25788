// An import's mapping checked before any row is read: the columns it names are
// in the file, no vector or payload field is mapped twice, every model exists,
// and each vector of the mapping fits the collection's vector of that name (a
// dense model for a dense vector of its dimension, a sparse model for a sparse
// one); whether it gives the vectors the points need is check-vectors-mapped.ts's.
// Rows are checked one by one later; this catches what would fail them all.
import type { ImportMapping } from "../../contract/imports";
import type { Collection } from "../db/schema";
import { isSparseName, vectorConfig } from "../data/collections/collection-vectors";
import { AppError } from "../errors";
import type { EmbeddingModel } from "../models/embedding-model";
import { badVectorMapping } from "./check-vectors-mapped";
import { badMapping } from "./plan-new-collection";

/** Columns the file is known to have (CSV, TSV and Parquet name them all up front); undefined when rows may bring more (JSON). */
export function checkMapping(mapping: ImportMapping, columns: readonly string[] | undefined, collection: Collection, models: ReadonlyMap<string, EmbeddingModel>): void {
  if (columns) checkColumns(mapping, columns);
  const vectorNames = new Set<string>();
  for (const vector of mapping.vectors) {
    if (vectorNames.has(vector.vector)) throw badVectorMapping(`${label(vector.vector)} is mapped twice`);
    vectorNames.add(vector.vector);
    const sparse = isSparseName(collection, vector.vector);
    const config = sparse ? undefined : vectorFor(collection, vector.vector);
    if (vector.source !== "text") continue;
    const model = models.get(vector.model);
    if (!model) throw badVectorMapping(`No model named "${vector.model}"`);
    if (sparse && model.kind !== "sparse") throw badVectorMapping(`${label(vector.vector)} is sparse: embed its text with a sparse model such as qdrant/bm25, not "${model.name}"`);
    if (config?.multivector) throw badVectorMapping(`${label(vector.vector)} is a multi-vector: it cannot be made from text`);
    if (config && model.kind === "sparse") throw badVectorMapping(`${label(vector.vector)} is dense: "${model.name}" makes sparse vectors`);
    if (config && model.kind === "dense" && model.dimension !== null && model.dimension !== config.size) {
      throw badVectorMapping(`${label(vector.vector)} has ${config.size} dimensions but "${model.name}" makes ${model.dimension}`);
    }
  }
  const fields = new Set<string>();
  for (const field of mapping.payload) {
    if (fields.has(field.field)) throw badMapping(`Payload field "${field.field}" is mapped twice`);
    fields.add(field.field);
  }
}

function vectorFor(collection: Collection, name: string) {
  try {
    return vectorConfig(collection, name);
  } catch {
    throw badVectorMapping(`Collection "${collection.name}" has no ${label(name, true)}`);
  }
}

function checkColumns(mapping: ImportMapping, columns: readonly string[]): void {
  const known = new Set(columns);
  const named = [
    ...(mapping.id ? [mapping.id.column] : []),
    ...mapping.vectors.flatMap((vector) => (vector.source === "columns" ? vector.columns : [vector.column])),
    ...mapping.payload.map((field) => field.column),
  ];
  const missing = named.find((column) => !known.has(column));
  if (missing !== undefined) {
    const list = columns.length > 10 ? `${columns.slice(0, 10).join(", ")}, ...` : columns.join(", ");
    throw new AppError("bad_request", `No column named "${missing}" in the file (its columns: ${list})`);
  }
}

/** "Vector "x"" at the start of a sentence, "vector "x"" within one. */
function label(name: string, within = false): string {
  const text = name === "" ? "the unnamed vector" : `vector "${name}"`;
  return within ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
