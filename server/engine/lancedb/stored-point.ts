// Stored points out of rows: the columns a read needs for what it returns
// (payload, all vectors or the named ones), and the point as Qdrant shows it
// (a list for an unnamed vector, an object by name for named ones).
import type { Payload, ReadOptions, StoredPoint } from "../vector-engine";
import { hasUnnamedVector, type CollectionState } from "./collection-state";
import { readJsonPath } from "./payload/json-path";
import { selectPayload } from "./payload/edit-payload";
import { fromPointKey } from "./point-key";
import type { Row } from "./read-rows";
import { KEY, PAYLOAD, VECTOR } from "./table-schema";

/** The columns a read needs: `always`, the payload, and the vectors asked for. */
export function columnsFor(state: CollectionState, options: ReadOptions, always: readonly string[] = [KEY]): string[] {
  const columns = [...always];
  if (options.withPayload !== false && !columns.includes(PAYLOAD)) columns.push(PAYLOAD);
  for (const field of vectorsRead(state, options)) if (!columns.includes(field.column)) columns.push(field.column);
  return columns;
}

/** The collection's vectors a read returns: all, none, or those named (names the collection lacks are not returned). */
export function vectorsRead(state: CollectionState, options: ReadOptions): CollectionState["vectors"] {
  const { withVector } = options;
  if (withVector === false) return [];
  if (withVector === true) return state.vectors;
  return state.vectors.filter((field) => withVector.includes(field.name));
}

/** A stored point from a row read with allVectors (or with `vector` only, in a collection with an unnamed vector). */
export function toStoredPoint(state: CollectionState, row: Pick<Row, "key" | "payload" | "vector" | "vectors">, options: ReadOptions): StoredPoint {
  const point: StoredPoint = { id: fromPointKey(row.key) };
  if (options.withPayload !== false) {
    const payload = JSON.parse(row.payload ?? "{}") as Payload;
    point.payload = options.withPayload === true ? payload : selectPayload(payload, options.withPayload.map(readJsonPath));
  }
  const fields = vectorsRead(state, options);
  if (fields.length === 0) return point;
  if (hasUnnamedVector(state)) {
    const vector = row.vectors?.[VECTOR] ?? row.vector;
    if (vector) point.vector = Array.from(vector);
    return point;
  }
  const named: Record<string, number[]> = {};
  for (const field of fields) {
    const vector = row.vectors?.[field.column];
    if (vector) named[field.name] = Array.from(vector);
  }
  point.vector = named;
  return point;
}
