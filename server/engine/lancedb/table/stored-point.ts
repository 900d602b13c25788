// Stored points out of rows: the columns a read needs for what it returns
// (payload, all vectors or the named ones), and the point as Qdrant shows it
// (a list for a collection's only, unnamed, vector, and for a point that holds
// only that one; an object by name otherwise, sparse vectors as {indices, values};
// {} for a point that holds none of the vectors read, as Qdrant's
// VectorStructInternal::from(NamedVectors) gives an empty map).
import type { Payload, ReadOptions, StoredPoint, StoredVector } from "../../vector-engine";
import { showsVectorList, type CollectionShape } from "../collection-state";
import { readJsonPath } from "../../payload/json-path";
import { selectPayload } from "../../payload/edit-payload";
import { fromPointKey } from "../../filter/point-key";
import type { Row } from "./arrow-rows";
import { toSparseVector } from "../../vectors/sparse-vector";
import { KEY, PAYLOAD, SHARD, VECTOR, type VectorColumn } from "./table-schema";

/** The columns a read needs: `always`, the payload, the vectors asked for, and a sharded collection's shard. */
export function columnsFor(state: CollectionShape, options: ReadOptions, always: readonly string[] = [KEY]): string[] {
  const columns = [...always];
  if (options.withPayload !== false && !columns.includes(PAYLOAD)) columns.push(PAYLOAD);
  if (state.isSharded && !columns.includes(SHARD)) columns.push(SHARD);
  for (const field of [...vectorsRead(state, options), ...sparseRead(state, options)]) if (!columns.includes(field.column)) columns.push(field.column);
  return columns;
}

/** The collection's dense vectors a read returns: all, none, or those named (names the collection lacks are not returned). */
export function vectorsRead(state: CollectionShape, options: ReadOptions): CollectionShape["vectors"] {
  return chosen(state.vectors, options);
}

/** The collection's sparse vectors a read returns. */
export function sparseRead(state: CollectionShape, options: ReadOptions): CollectionShape["sparse"] {
  return chosen(state.sparse, options);
}

function chosen<Field extends { name: string }>(fields: Field[], { withVector }: ReadOptions): Field[] {
  if (withVector === false) return [];
  if (withVector === true) return fields;
  return fields.filter((field) => withVector.includes(field.name));
}

/** A stored point from a row read with allVectors (or with `vector` only, in a collection with an unnamed vector). */
export function toStoredPoint(state: CollectionShape, row: Pick<Row, "key" | "payload" | "vector" | "vectors" | "sparse" | "shard">, options: ReadOptions): StoredPoint {
  const point: StoredPoint = { id: fromPointKey(row.key) };
  if (typeof row.shard === "string") point.shard = row.shard;
  if (options.withPayload !== false) {
    const payload = JSON.parse(row.payload ?? "{}") as Payload;
    point.payload = options.withPayload === true ? payload : selectPayload(payload, options.withPayload.map(readJsonPath));
  }
  const fields = vectorsRead(state, options);
  const sparse = sparseRead(state, options);
  if (fields.length === 0 && sparse.length === 0) return point;
  if (showsVectorList(state)) {
    const vector = row.vectors?.[VECTOR] ?? row.vector;
    point.vector = vector ? shown(state.vectors[0], vector) : {};
    return point;
  }
  const named: Record<string, StoredVector> = {};
  for (const field of fields) {
    const vector = row.vectors?.[field.column] ?? (field.column === VECTOR ? row.vector : null);
    if (vector) named[field.name] = shown(field, vector);
  }
  for (const field of sparse) {
    const vector = row.sparse?.[field.column];
    if (vector) named[field.name] = toSparseVector(vector);
  }
  // As Qdrant shows it: a point that holds only the unnamed vector (beside sparse ones it lacks) shows a list.
  const unnamed = named[""];
  point.vector = Array.isArray(unnamed) && Object.keys(named).length === 1 ? unnamed : named;
  return point;
}

/** A dense vector as a list; a multi-vector as a list of its rows. */
function shown(field: VectorColumn | undefined, vector: Float32Array): number[] | number[][] {
  if (!field?.multivector) return Array.from(vector);
  const rows: number[][] = [];
  for (let start = 0; start < vector.length; start += field.size) rows.push(Array.from(vector.subarray(start, start + field.size)));
  return rows;
}
