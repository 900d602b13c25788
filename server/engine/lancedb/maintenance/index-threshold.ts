// When a collection's vectors are indexed (its search graphs serve searches,
// LanceDB's index is built, indexed_vectors_count counts): from the engine's
// own number of points, or from the collection's Qdrant indexing_threshold,
// kilobytes of one vector's stored values (0: never). Kept in the key
// column's metadata, so that the table says it after a restart.
import type { Schema } from "apache-arrow";
import type { Table } from "@lancedb/lancedb";
import type { CollectionShape, CollectionState } from "../collection-state";
import type { VectorDatatype } from "../../vector-engine";
import { KEY } from "../table/table-schema";

const THRESHOLD_METADATA = "indexing_threshold_kb";
const BYTES_IN_KB = 1024;
const BYTES_PER_VALUE: Readonly<Record<VectorDatatype, number>> = { float32: 4, float16: 2, uint8: 1 };

/** The collection's indexing_threshold in kilobytes, or null where it has none. */
export function readIndexingThreshold(schema: Schema): number | null {
  const value = schema.fields.find((field) => field.name === KEY)?.metadata.get(THRESHOLD_METADATA);
  const kilobytes = value === undefined ? NaN : Number(value);
  return Number.isInteger(kilobytes) && kilobytes >= 0 ? kilobytes : null;
}

/** Keeps (null: forgets) the collection's indexing_threshold: one commit of the schema alone. */
export async function writeIndexingThreshold(table: Table, kilobytes: number | null): Promise<void> {
  await table.updateFieldMetadata([{ path: KEY, metadata: { [THRESHOLD_METADATA]: kilobytes === null ? null : String(kilobytes) } }]);
}

/**
 * The number of points from which the collection is indexed: `defaultPoints` without a threshold of its own (or without a
 * dense vector); Infinity for 0; otherwise as Qdrant's optimizer counts it (a vector's stored bytes reaching the kilobytes),
 * for its largest dense vector, which reaches it first. Stored bytes are counted as Qdrant's storage holds them: 4 a value
 * (2 for float16, 1 for uint8).
 */
export function indexFrom(state: Pick<CollectionShape, "vectors"> & Pick<CollectionState, "maintenance">, defaultPoints: number): number {
  const kilobytes = state.maintenance.indexingThresholdKb;
  if (kilobytes === null) return defaultPoints;
  if (kilobytes === 0) return Infinity;
  const bytesPerPoint = Math.max(0, ...state.vectors.filter((vector) => !vector.multivector).map((vector) => vector.size * BYTES_PER_VALUE[vector.datatype]));
  return bytesPerPoint === 0 ? defaultPoints : Math.max(1, Math.ceil((kilobytes * BYTES_IN_KB) / bytesPerPoint));
}
