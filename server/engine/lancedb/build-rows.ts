// Arrow tables for writes: whole rows for upserts, and key + payload + field
// columns for payload operations (a partial merge leaves vectors untouched).
import * as arrow from "apache-arrow";
import type { Payload } from "../vector-engine";
import { materialiseField, valueTypeOf, type FieldColumn } from "./field-columns";
import { numericIdOf } from "./point-key";
import { KEY, NUM_ID, PAYLOAD, SEQ, VECTOR, vectorType } from "./table-schema";

export interface PreparedPoint {
  key: string;
  seq: number;
  /** Already prepared for the metric (vector-math.ts prepareVector). */
  vector: Float32Array;
  payload: Payload;
}

export function pointRowsTable(points: readonly PreparedPoint[], size: number, fields: readonly FieldColumn[]): arrow.Table {
  const floats = new Float32Array(points.length * size);
  points.forEach((point, row) => floats.set(point.vector, row * size));
  const vectors = arrow.makeData({
    type: vectorType(size),
    length: points.length,
    nullCount: 0,
    child: arrow.makeData({ type: new arrow.Float32(), length: floats.length, data: floats }),
  });
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
    [VECTOR]: arrow.makeVector(vectors),
    ...payloadColumns(points, fields),
  });
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
  }
  return columns;
}
