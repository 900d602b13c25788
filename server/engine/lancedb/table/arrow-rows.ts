// Reading query results: rows out of Arrow batches (stored-point.ts makes points of them).
import type * as arrow from "apache-arrow";
import { Binary as BinaryType, FixedSizeList as FixedSizeListType } from "apache-arrow";
import type { QueryBase } from "@lancedb/lancedb";
import { unpackSparse, type PackedSparse } from "../../vectors/sparse-vector";
import { KEY, PAYLOAD, SEQ, SHARD, SPARSE_PREFIX, VECTOR } from "./table-schema";

type AnyQuery = QueryBase<never>;

/** The most rows one LanceDB query is asked for: a larger limit (Qdrant allows up to 2^53 - 1) fails an assertion inside LanceDB, and no table here holds more. */
const MAX_QUERY_ROWS = 2 ** 31 - 1;

/** A limit as LanceDB takes it. */
export function rowLimit(wanted: number): number {
  return Math.min(wanted, MAX_QUERY_ROWS);
}

export interface Row {
  key: string;
  seq: number;
  payload: string | null;
  /** The vector column the read asked for (`vector` unless named), null where the point holds none. */
  vector: Float32Array | null;
  /** Every vector column read, by column (only when asked: allVectors). */
  vectors?: Record<string, Float32Array | null>;
  /** Every sparse vector column read, by column (only when asked: allVectors). */
  sparse?: Record<string, PackedSparse | null>;
  distance: number | null;
  /** Which query vector of a multi-vector search the row answers. */
  queryIndex?: number;
  /** The row's shard, when the read asked for the `shard` column (null: none). */
  shard?: string | null;
}

/** Which vector column a read gives as `row.vector`, and whether it gives every vector column read as `row.vectors`. */
export interface VectorRead {
  column?: string;
  allVectors?: boolean;
}

/** Streams a query's rows; only the selected columns are present. */
export async function forEachRow(query: Pick<AnyQuery, typeof Symbol.asyncIterator>, visit: (row: Row) => void, read: string | VectorRead = VECTOR): Promise<void> {
  const { column = VECTOR, allVectors = false } = typeof read === "string" ? { column: read } : read;
  for await (const batch of query) {
    const keys = batch.getChild(KEY);
    const seqs = batch.getChild(SEQ);
    const payloads = batch.getChild(PAYLOAD);
    const distances = batch.getChild("_distance");
    const queryIndexes = batch.getChild("query_index");
    const shards = batch.getChild(SHARD);
    const vectorAt = vectorReader(batch, column);
    const readers = allVectors ? [...vectorColumnReaders(batch), ...multiColumnReaders(batch)] : [];
    const sparseReaders = allVectors ? sparseColumnReaders(batch) : [];
    for (let i = 0; i < batch.numRows; i += 1) {
      const row: Row = {
        key: String(keys?.get(i) ?? ""),
        seq: seqs ? Number(seqs.get(i)) : -1,
        payload: payloads ? (payloads.get(i) as string | null) : null,
        vector: vectorAt ? vectorAt(i) : null,
        distance: distances ? Number(distances.get(i)) : null,
        ...(queryIndexes ? { queryIndex: Number(queryIndexes.get(i)) } : {}),
        ...(shards ? { shard: shards.get(i) as string | null } : {}),
      };
      if (allVectors) {
        row.vectors = Object.fromEntries(readers.map(([name, at]) => [name, at(i)]));
        if (sparseReaders.length > 0) row.sparse = Object.fromEntries(sparseReaders.map(([name, at]) => [name, at(i)]));
      }
      visit(row);
    }
  }
}

export async function collectRows(query: Pick<AnyQuery, typeof Symbol.asyncIterator>, read: string | VectorRead = VECTOR): Promise<Row[]> {
  const rows: Row[] = [];
  await forEachRow(query, (row) => rows.push(row), read);
  return rows;
}

/** Views into the batch's float buffer, without copying each vector through Arrow's accessors; null where the row holds no vector. */
function vectorReader(batch: arrow.RecordBatch, name: string): ((row: number) => Float32Array | null) | null {
  const column = batch.getChild(name);
  const data = column?.data[0];
  const values = data?.children[0];
  if (!column || !data || !values) return null;
  const size = (data.type as arrow.FixedSizeList).listSize;
  const floats = values.values as Float32Array;
  const start = data.offset * size + values.offset;
  const view = (row: number) => floats.subarray(start + row * size, start + (row + 1) * size);
  return data.nullCount > 0 ? (row) => (column.isValid(row) ? view(row) : null) : view;
}

function vectorColumnReaders(batch: arrow.RecordBatch): [string, (row: number) => Float32Array | null][] {
  return batch.schema.fields.flatMap((field) => {
    if (!(field.type instanceof FixedSizeListType)) return [];
    const reader = vectorReader(batch, field.name);
    return reader ? [[field.name, reader] as [string, (row: number) => Float32Array | null]] : [];
  });
}

/** Sparse vectors are the table's binary columns named sparse_<i> (sparse-vector.ts). */
function sparseColumnReaders(batch: arrow.RecordBatch): [string, (row: number) => PackedSparse | null][] {
  return batch.schema.fields.flatMap((field) => {
    const column = batch.getChild(field.name);
    if (!(field.type instanceof BinaryType) || !field.name.startsWith(SPARSE_PREFIX) || !column) return [];
    const read = (row: number) => {
      const cell = column.get(row) as Uint8Array | null;
      return cell ? unpackSparse(cell) : null;
    };
    return [[field.name, read] as [string, (row: number) => PackedSparse | null]];
  });
}

/** Multi-vectors are the binary vector columns: float32 rows side by side, copied out (a cell's bytes may start at any offset). */
function multiColumnReaders(batch: arrow.RecordBatch): [string, (row: number) => Float32Array | null][] {
  return batch.schema.fields.flatMap((field) => {
    const column = batch.getChild(field.name);
    if (!(field.type instanceof BinaryType) || !field.name.startsWith(VECTOR) || !column) return [];
    const read = (row: number) => {
      const cell = column.get(row) as Uint8Array | null;
      return cell ? new Float32Array(cell.slice().buffer) : null;
    };
    return [[field.name, read] as [string, (row: number) => Float32Array | null]];
  });
}
