// A mapped row, its texts embedded, checked against the collection as an
// upsert's point is (the data plane's own checks and words: dimensions, names,
// dense or sparse), so that what an import writes an upsert would accept.
import type { ImportMapping } from "../../../contract/imports";
import type { Collection } from "../../db/schema";
import type { PointRecord, VectorValue } from "../../engine/vector-engine";
import { hasVectorsByName } from "../../data/collections/collection-vectors";
import { queryVector } from "../../data/points/vector-inputs";
import { AppError } from "../../errors";
import type { MappedRow, RowFailure } from "./map-row";

/** `textsPending`: a dry run, whose texts are not embedded: the vectors they would make are not required. */
export function toPointRecord(row: MappedRow, collection: Collection, mapping: ImportMapping, textsPending = false): PointRecord | RowFailure {
  const checked: Record<string, VectorValue> = {};
  for (const [name, value] of Object.entries(row.vectors)) {
    try {
      checked[name] = queryVector(collection, name, value as never, `vector ${name || "(unnamed)"}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { rowNumber: row.rowNumber, column: columnOf(mapping, name), reason: error.message.replace(/^Wrong input: /, "") };
    }
  }
  const vector = hasVectorsByName(collection) ? checked : (checked[""] as number[] | number[][] | undefined);
  // A collection of one unnamed vector needs it on every point.
  if (vector === undefined && !(textsPending && row.texts.length > 0)) return { rowNumber: row.rowNumber, column: null, reason: "the collection's vector is not mapped" };
  return { id: row.id, vector: vector ?? [], payload: row.payload };
}

function columnOf(mapping: ImportMapping, vectorName: string): string | null {
  const source = mapping.vectors.find((vector) => vector.vector === vectorName);
  if (!source) return null;
  return source.source === "columns" ? (source.columns[0] ?? null) : source.column;
}
