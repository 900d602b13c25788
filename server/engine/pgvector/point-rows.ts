// Points into and out of a collection's rows: vectors checked and prepared as the LanceDB engine prepares them
// (vectors/), rows read back as Qdrant shows points.
import { AppError } from "../../errors";
import { fromPointKey } from "../filter/point-key";
import { selectPayload } from "../payload/edit-payload";
import { readJsonPath } from "../payload/json-path";
import { isMultiVector, isSparseVector, type NamedVectors, type Payload, type PointRecord, type ReadOptions, type StoredPoint, type StoredVector } from "../vector-engine";
import { prepareSparse } from "../vectors/sparse-vector";
import { isKeptAsWritten, prepareMultiVector, prepareVector, toUnitLength } from "../vectors/vector-math";
import { denseColumn, type CollectionLayout } from "./collection-layout";
import { vectorLiteral } from "./vector-sql";

/** A point's columns as written: the key, its payload, and a value per vector column (vector literal, real[] or sparse jsonb). */
export interface WrittenRow {
  key: string;
  payload: Payload;
  columns: Record<string, unknown>;
}

export interface ReadRow {
  key: string;
  shard: string | null;
  payload?: Payload;
  [column: string]: unknown;
}

/** A point's vectors as column values, each checked and prepared as the LanceDB engine prepares them. */
export function writtenVectors(layout: CollectionLayout, vector: PointRecord["vector"]): Record<string, unknown> {
  const named: NamedVectors = Array.isArray(vector) ? { "": vector as readonly number[] } : (vector as NamedVectors);
  const columns: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(named)) {
    const sparse = layout.sparse[name];
    if (sparse) {
      if (!isSparseVector(values)) throw new AppError("bad_request", `Vector ${name} is sparse: give {indices, values}`);
      const { indices, values: weights } = prepareSparse(values);
      columns[sparse.column] = JSON.stringify({ indices: Array.from(indices), values: Array.from(weights) });
      continue;
    }
    const dense = denseColumn(layout, name);
    if (isSparseVector(values)) throw new AppError("bad_request", `Vector ${name || '""'} is dense: give a list of numbers`);
    if (dense.multivector) {
      columns[dense.column] = Array.from(prepareMultiVector({ ...dense, name }, values, true));
      continue;
    }
    if (isMultiVector(values)) throw new AppError("bad_request", `Vector ${name || '""'} holds one vector per point, not a multi-vector`);
    columns[dense.column] = vectorLiteral(prepareVector(dense.distance, values as readonly number[], dense.size, isKeptAsWritten(dense)));
  }
  return columns;
}

/** The columns a read needs: key, shard, payload when asked, and the vectors asked for. */
export function readColumns(layout: CollectionLayout, options: ReadOptions): string {
  const columns = ["key", "shard"];
  if (options.withPayload !== false) columns.push("payload");
  for (const [, column] of vectorsRead(layout, options)) columns.push(column);
  return columns.join(", ");
}

export function vectorsRead(layout: CollectionLayout, { withVector }: ReadOptions): [string, string][] {
  if (withVector === false) return [];
  const all: [string, string][] = [...Object.entries(layout.dense).map(([name, vector]): [string, string] => [name, vector.column]), ...Object.entries(layout.sparse).map(([name, sparse]): [string, string] => [name, sparse.column])];
  return withVector === true ? all : all.filter(([name]) => withVector.includes(name));
}

export function toStoredPoint(layout: CollectionLayout, row: ReadRow, options: ReadOptions): StoredPoint {
  const point: StoredPoint = { id: fromPointKey(row.key) };
  if (row.shard !== null) point.shard = row.shard;
  if (options.withPayload !== false && row.payload) point.payload = options.withPayload === true ? row.payload : selectPayload(row.payload, options.withPayload.map(readJsonPath));
  const read = vectorsRead(layout, options);
  if (read.length === 0) return point;
  const named: Record<string, StoredVector> = {};
  for (const [name, column] of read) {
    const value = row[column];
    if (value === null || value === undefined) continue;
    const dense = layout.dense[name];
    named[name] = !dense ? (value as { indices: number[]; values: number[] }) : dense.multivector ? rowsOf(value as number[], dense.size) : (JSON.parse(value as string) as number[]);
  }
  if (layout.isUnnamed && Object.keys(layout.sparse).length === 0) {
    point.vector = named[""] ?? {};
    return point;
  }
  // As Qdrant shows it: a point that holds only the unnamed vector (beside sparse ones it lacks) shows a list.
  const unnamed = named[""];
  point.vector = Array.isArray(unnamed) && Object.keys(named).length === 1 ? unnamed : named;
  return point;
}

export function unitRows(values: Float32Array, size: number): Float32Array {
  for (let start = 0; start < values.length; start += size) toUnitLength(values.subarray(start, start + size), values.subarray(start, start + size));
  return values;
}

export function rowsOf(values: readonly number[], size: number): number[][] {
  const rows: number[][] = [];
  for (let start = 0; start < values.length; start += size) rows.push(values.slice(start, start + size));
  return rows;
}

