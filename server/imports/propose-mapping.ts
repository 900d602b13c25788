// A first mapping for a file, from its preview's columns: the id column if one
// is named like an id and holds ids; each vector column onto a vector (by the
// collection's names and dimensions when it exists); without vector columns, a
// text column embedded with a model of the right kind and dimension; every
// other column a payload field of the type its values show. The user edits it
// before running; nothing here is final.
import type { ImportMapping, ImportTarget, PayloadType, VectorMapping } from "../../contract/imports";
import { payloadTypeOfKind } from "../../contract/payload-type-of-kind";
import type { Collection } from "../db/schema";
import { sparseVectorNames, vectorConfig, vectorNames } from "../data/collections/collection-vectors";
import type { EmbeddingModel } from "../models/embedding-model";
import type { FilePreview, PreviewColumn } from "./readers/preview-file";
import { readCellText } from "./readers/read-cell-text";

const ID_NAMES = new Set(["id", "_id", "point_id", "pointid", "uuid"]);
const TEXT_NAMES = ["text", "content", "body", "document", "sentence", "description", "gloss", "title", "name"];
const DEFAULT_DENSE_MODEL = "universal-sentence-encoder-lite";
const DEFAULT_SPARSE_MODEL = "qdrant/bm25";
/** Strings longer than this on average are full text rather than keywords. */
const TEXT_LENGTH = 64;

/** `newName`: the name proposed for a new collection (propose-collection-name.ts), when `collection` is undefined. */
export function proposeMapping(preview: FilePreview, newName: string, collection: Collection | undefined, models: readonly EmbeddingModel[]): { target: ImportTarget; mapping: ImportMapping } {
  const columns = new ColumnPicker(preview);
  const idColumn = preview.columns.find((column) => ID_NAMES.has(column.name.toLowerCase()) && (column.type.kind === "integer" || column.type.kind === "uuid"));
  if (idColumn) columns.take(idColumn.name);
  const vectors = collection ? vectorsOntoCollection(collection, columns, models) : vectorsForNewCollection(columns, models);
  const payload = columns.rest().map((column) => {
    const type = payloadType(column, preview);
    // Qdrant's point shape ({"id", "vector", "payload"}): the payload object's fields are the point's.
    const spreads = column.name === "payload" && column.type.kind === "object" && type === "json";
    return { column: column.name, field: spreads ? "" : column.name, type };
  });
  const target: ImportTarget = collection ? { collection: collection.name } : { collection: newName, create: { distance: "Cosine" } };
  return { target, mapping: { id: idColumn ? { column: idColumn.name } : null, vectors, payload } };
}

function vectorsOntoCollection(collection: Collection, columns: ColumnPicker, models: readonly EmbeddingModel[]): VectorMapping[] {
  const mapped: VectorMapping[] = [];
  for (const name of vectorNames(collection)) {
    const { size, multivector } = vectorConfig(collection, name);
    const column = columns.vectorColumn(name, (candidate) => (multivector ? candidate.kind === "array" : candidate.length === size));
    if (column) mapped.push(column);
    else if (!multivector) {
      const model = models.find((candidate) => candidate.kind === "dense" && candidate.dimension === size);
      const text = columns.textColumn();
      if (model && text) mapped.push({ vector: name, source: "text", column: text, model: model.name });
    }
  }
  for (const name of sparseVectorNames(collection)) {
    const column = columns.vectorColumn(name, (candidate) => candidate.kind === "sparse-vector");
    if (column) mapped.push(column);
    else {
      const model = models.find((candidate) => candidate.name === DEFAULT_SPARSE_MODEL) ?? models.find((candidate) => candidate.kind === "sparse");
      const text = columns.textColumn();
      if (model && text) mapped.push({ vector: name, source: "text", column: text, model: model.name });
    }
  }
  return mapped;
}

function vectorsForNewCollection(columns: ColumnPicker, models: readonly EmbeddingModel[]): VectorMapping[] {
  const found = columns.allVectorColumns();
  if (found.length > 0) {
    const denseCount = found.filter((column) => column.type.kind !== "sparse-vector").length;
    return found.map((column) => {
      columns.take(column.name);
      const vector = column.type.kind === "sparse-vector" || denseCount > 1 ? column.name : "";
      return column.delimited ? { vector, source: "delimited", column: column.name, separator: " " } : { vector, source: "json", column: column.name };
    });
  }
  const text = columns.textColumn();
  const model = models.find((candidate) => candidate.name === DEFAULT_DENSE_MODEL) ?? models.find((candidate) => candidate.kind === "dense" && candidate.dimension !== null);
  return text && model ? [{ vector: "", source: "text", column: text, model: model.name }] : [];
}

interface VectorColumn extends PreviewColumn {
  /** Numbers in text, separated by spaces. */
  delimited: boolean;
}

/** The preview's columns, each used once: by the id, a vector, or else the payload. */
class ColumnPicker {
  private readonly taken = new Set<string>();

  constructor(private readonly preview: FilePreview) {}

  take(name: string): void {
    this.taken.add(name);
  }

  rest(): PreviewColumn[] {
    return this.preview.columns.filter((column) => !this.taken.has(column.name));
  }

  allVectorColumns(): VectorColumn[] {
    return this.rest().flatMap((column): VectorColumn[] => {
      if (column.type.kind === "vector" || column.type.kind === "sparse-vector" || (column.type.kind === "array" && this.isListOfLists(column.name))) return [{ ...column, delimited: false }];
      const length = this.delimitedLength(column);
      return length === undefined ? [] : [{ ...column, type: { kind: "vector", length, hasEmpty: column.type.hasEmpty }, delimited: true }];
    });
  }

  /** The column for vector `name`: named like it (or any, for the unnamed vector) and fitting it. */
  vectorColumn(name: string, fits: (type: { kind: string; length?: number }) => boolean): VectorMapping | undefined {
    const candidates = this.allVectorColumns().filter((column) => fits(column.type));
    const column = candidates.find((candidate) => candidate.name === name) ?? (name === "" || candidates.length === 1 ? candidates[0] : undefined);
    if (!column) return undefined;
    this.take(column.name);
    return column.delimited ? { vector: name, source: "delimited", column: column.name, separator: " " } : { vector: name, source: "json", column: column.name };
  }

  /** The column most like text to embed (named like text, else the longest strings); kept for the payload too. */
  textColumn(): string | undefined {
    const strings = this.preview.columns.filter((column) => column.type.kind === "string" && !this.taken.has(column.name));
    const named = TEXT_NAMES.map((name) => strings.find((column) => column.name.toLowerCase() === name)).find((column) => column !== undefined);
    if (named) return named.name;
    return strings.map((column) => ({ column, length: averageLength(this.preview, column.name) })).sort((a, b) => b.length - a.length)[0]?.column.name;
  }

  private isListOfLists(name: string): boolean {
    return this.preview.rows.some((row) => {
      const value = cellValue(this.preview, row.values[name]);
      return Array.isArray(value) && Array.isArray(value[0]);
    });
  }

  private delimitedLength(column: PreviewColumn): number | undefined {
    if (column.type.kind !== "string") return undefined;
    const lengths = new Set<number>();
    for (const row of this.preview.rows) {
      const text = row.values[column.name];
      if (typeof text !== "string" || text.trim() === "") continue;
      const parts = text.trim().split(/\s+/);
      if (parts.length < 2 || !parts.every((part) => Number.isFinite(Number(part)))) return undefined;
      lengths.add(parts.length);
    }
    return lengths.size === 1 ? [...lengths][0] : undefined;
  }
}

function payloadType(column: PreviewColumn, preview: FilePreview): PayloadType {
  if (column.type.kind === "string" && averageLength(preview, column.name) > TEXT_LENGTH) return "text";
  if (column.type.kind === "object" && preview.rows.every((row) => isGeoPoint(cellValue(preview, row.values[column.name])))) return "geo";
  return payloadTypeOfKind(column.type.kind);
}

function cellValue(preview: FilePreview, value: unknown): unknown {
  return (preview.format === "csv" || preview.format === "tsv") && typeof value === "string" ? readCellText(value) : value;
}

function isGeoPoint(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === "object" && typeof (value as Record<string, unknown>).lat === "number" && typeof (value as Record<string, unknown>).lon === "number";
}

function averageLength(preview: FilePreview, name: string): number {
  const texts = preview.rows.map((row) => row.values[name]).filter((value): value is string => typeof value === "string");
  return texts.length === 0 ? 0 : texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
}
