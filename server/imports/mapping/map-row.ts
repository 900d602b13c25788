// One row of a file as a point, as the mapping says: its id, its vectors (or
// the texts to embed for them), and its payload. A row that does not fit is a
// RowFailure naming the column and the reason; the import skips and reports it.
import type { ImportMapping } from "../../../contract/imports";
import type { PointId } from "../../engine/filter/filter-tree";
import type { Payload, VectorValue } from "../../engine/vector-engine";
import type { ReadRow } from "../readers/reader-types";
import { isBlank, readPayloadValue } from "./cell-values";
import { derivedPointId, readPointId } from "./point-ids";
import { readVector } from "./vector-values";

export interface TextToEmbed {
  vector: string;
  model: string;
  text: string;
}

export interface MappedRow {
  rowNumber: number;
  id: PointId;
  /** By the collection's vector names ("" the unnamed one). */
  vectors: Record<string, VectorValue>;
  /** Vectors still to be made from text, by the model named. */
  texts: TextToEmbed[];
  payload: Payload;
}

export interface RowFailure {
  rowNumber: number;
  column: string | null;
  reason: string;
}

export interface MapContext {
  /** The file's fingerprint, for ids derived from it (file-fingerprint.ts). */
  fingerprint: string;
  /** CSV and TSV: cells are text, JSON in a cell is read from its text. */
  isText: boolean;
}

export function mapRow({ rowNumber, values }: ReadRow, mapping: ImportMapping, context: MapContext): MappedRow | RowFailure {
  const fail = (column: string | null, reason: string): RowFailure => ({ rowNumber, column, reason });
  let id: PointId;
  if (mapping.id) {
    const read = readPointId(values[mapping.id.column]);
    if ("reason" in read) return fail(mapping.id.column, read.reason);
    id = read.value;
  } else {
    id = derivedPointId(context.fingerprint, rowNumber);
  }
  const vectors: Record<string, VectorValue> = {};
  const texts: TextToEmbed[] = [];
  for (const vector of mapping.vectors) {
    if (vector.source === "text") {
      const text = values[vector.column];
      if (isBlank(text)) return fail(vector.column, "the text to embed is empty");
      texts.push({ vector: vector.vector, model: vector.model, text: typeof text === "string" ? text : String(text) });
      continue;
    }
    const read = readVector(vector, values);
    if ("reason" in read) return fail(vector.source === "columns" ? (vector.columns[0] ?? null) : vector.column, read.reason);
    vectors[vector.vector] = read.value;
  }
  const payload: Payload = {};
  for (const field of mapping.payload) {
    const read = readPayloadValue(field.type, values[field.column], context.isText);
    if ("reason" in read) return fail(field.column, read.reason);
    if (read.value === null) continue;
    if (field.field !== "") payload[field.field] = read.value;
    else if (typeof read.value === "object" && !Array.isArray(read.value)) Object.assign(payload, read.value);
    else return fail(field.column, "this column spreads into the payload, so it must hold an object of fields");
  }
  return { rowNumber, id, vectors, texts, payload };
}

export function isRowFailure<T extends object>(result: T | RowFailure): result is RowFailure {
  return "reason" in result;
}
