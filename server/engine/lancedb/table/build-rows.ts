// Arrow tables for writes: whole rows for upserts, and key + payload + field
// columns for payload operations (a partial merge leaves vectors and the
// shard untouched).
import * as arrow from "apache-arrow";
import type { Payload } from "../../vector-engine";
import { materialiseField, valueTypeOf, type FieldColumn } from "./field-columns";
import { numericIdOf } from "../../filter/point-key";
import { packSparse, type PackedSparse } from "../../vectors/sparse-vector";
import { KEY, NUM_ID, PAYLOAD, SEQ, SHARD, vectorType, type SparseColumn, type VectorColumn } from "./table-schema";

export interface PreparedPoint {
  key: string;
  seq: number;
  /** By column, each already prepared for its metric (vector-math.ts prepareVector); a column the point lacks is absent. */
  vectors: Readonly<Record<string, Float32Array>>;
  /** By column, sorted by index; a column the point lacks is absent. */
  sparse: Readonly<Record<string, PackedSparse>>;
  payload: Payload;
  /** The point's shard, in a sharded collection (null: none). */
  shard?: string | null;
}

/** The table's columns a row of a point fills: its vectors, sparse vectors and field columns, and whether it has a shard. */
export interface RowColumns {
  vectors: readonly VectorColumn[];
  sparse: readonly SparseColumn[];
  fields: readonly FieldColumn[];
  isSharded: boolean;
}

export function pointRowsTable(points: readonly PreparedPoint[], { vectors, sparse, fields, isSharded }: RowColumns): arrow.Table {
  return new arrow.Table({
    [KEY]: arrow.vectorFromArray(
      points.map((point) => point.key),
      new arrow.Utf8(),
    ),
    [NUM_ID]: arrow.vectorFromArray(
      points.map((point) => numericIdOf(point.key)),
      new arrow.Uint64(),
    ),
    [SEQ]: arrow.makeVector(BigInt64Array.from(points, (point) => BigInt(point.seq))),
    ...Object.fromEntries(vectors.map((vector) => [vector.column, vectorColumn(points, vector)])),
    ...Object.fromEntries(
      sparse.map(({ column }) => [
        column,
        arrow.vectorFromArray(
          points.map((point) => {
            const vector = point.sparse[column];
            return vector ? packSparse(vector) : null;
          }),
          new arrow.Binary(),
        ),
      ]),
    ),
    ...payloadColumns(points, fields),
    ...(isSharded
      ? {
          [SHARD]: arrow.vectorFromArray(
            points.map((point) => point.shard ?? null),
            new arrow.Utf8(),
          ),
        }
      : {}),
  });
}

/** One vector column, side by side in one buffer; rows without the vector are null (zeros under the null bit). A multi-vector's rows are one binary cell. */
function vectorColumn(points: readonly PreparedPoint[], { column, size, multivector }: VectorColumn): arrow.Vector {
  if (multivector) {
    return arrow.vectorFromArray(
      points.map((point) => {
        const rows = point.vectors[column];
        return rows ? new Uint8Array(rows.buffer, rows.byteOffset, rows.byteLength) : null;
      }),
      new arrow.Binary(),
    );
  }
  const floats = new Float32Array(points.length * size);
  const valid = new Uint8Array(Math.ceil(points.length / 8));
  let nullCount = 0;
  points.forEach((point, row) => {
    const vector = point.vectors[column];
    if (!vector) {
      nullCount += 1;
      return;
    }
    floats.set(vector, row * size);
    valid[row >> 3] = (valid[row >> 3] ?? 0) | (1 << (row & 7));
  });
  return arrow.makeVector(
    arrow.makeData({
      type: vectorType(size),
      length: points.length,
      nullCount,
      ...(nullCount > 0 ? { nullBitmap: valid } : {}),
      child: arrow.makeData({ type: new arrow.Float32(), length: floats.length, data: floats }),
    }),
  );
}

export function payloadRowsTable(rows: readonly { key: string; payload: Payload }[], fields: readonly FieldColumn[]): arrow.Table {
  return new arrow.Table({
    [KEY]: arrow.vectorFromArray(
      rows.map((row) => row.key),
      new arrow.Utf8(),
    ),
    ...payloadColumns(rows, fields),
  });
}

/** Key plus the columns of the given fields only: the backfill of a new field index. */
export function fieldRowsTable(rows: readonly { key: string; payload: Payload }[], fields: readonly FieldColumn[]): arrow.Table {
  return new arrow.Table({
    [KEY]: arrow.vectorFromArray(
      rows.map((row) => row.key),
      new arrow.Utf8(),
    ),
    ...fieldColumns(rows, fields),
  });
}

function payloadColumns(rows: readonly { payload: Payload }[], fields: readonly FieldColumn[]): Record<string, arrow.Vector> {
  return {
    [PAYLOAD]: arrow.vectorFromArray(
      rows.map((row) => JSON.stringify(row.payload)),
      new arrow.Utf8(),
    ),
    ...fieldColumns(rows, fields),
  };
}

function fieldColumns(rows: readonly { payload: Payload }[], fields: readonly FieldColumn[]): Record<string, arrow.Vector> {
  const columns: Record<string, arrow.Vector> = {};
  for (const field of fields) {
    const values = rows.map((row) => materialiseField(row.payload, field));
    columns[field.column] = arrow.vectorFromArray(
      values.map((value) => value.value),
      valueTypeOf(field.type),
    );
    columns[field.ok] = arrow.vectorFromArray(
      values.map((value) => value.ok),
      new arrow.Bool(),
    );
    columns[field.count] = arrow.vectorFromArray(
      values.map((value) => value.count),
      new arrow.Int32(),
    );
    columns[field.isNull] = arrow.vectorFromArray(
      values.map((value) => value.isNull),
      new arrow.Bool(),
    );
    if (field.box) {
      const { latMax, lonMin, lonMax } = field.box;
      columns[latMax] = arrow.vectorFromArray(values.map((value) => value.box?.latMax ?? null), new arrow.Float64());
      columns[lonMin] = arrow.vectorFromArray(values.map((value) => value.box?.lonMin ?? null), new arrow.Float64());
      columns[lonMax] = arrow.vectorFromArray(values.map((value) => value.box?.lonMax ?? null), new arrow.Float64());
    }
  }
  return columns;
}
