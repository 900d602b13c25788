// Reading query results: rows out of Arrow batches, stored points out of rows.
import type * as arrow from "apache-arrow";
import type { QueryBase } from "@lancedb/lancedb";
import type { Payload, ReadOptions, StoredPoint } from "../vector-engine";
import { readJsonPath } from "./payload/json-path";
import { selectPayload } from "./payload/edit-payload";
import { fromPointKey } from "./point-key";
import { KEY, PAYLOAD, SEQ, VECTOR } from "./table-schema";

type AnyQuery = QueryBase<never>;

export interface Row {
  key: string;
  seq: number;
  payload: string | null;
  vector: Float32Array | null;
  distance: number | null;
  /** Which query vector of a multi-vector search the row answers. */
  queryIndex?: number;
}

/** Streams a query's rows; only the selected columns are present. */
export async function forEachRow(query: Pick<AnyQuery, typeof Symbol.asyncIterator>, visit: (row: Row) => void): Promise<void> {
  for await (const batch of query) {
    const keys = batch.getChild(KEY);
    const seqs = batch.getChild(SEQ);
    const payloads = batch.getChild(PAYLOAD);
    const distances = batch.getChild("_distance");
    const queryIndexes = batch.getChild("query_index");
    const vectorAt = vectorReader(batch);
    for (let i = 0; i < batch.numRows; i += 1) {
      visit({
        key: String(keys?.get(i) ?? ""),
        seq: seqs ? Number(seqs.get(i)) : -1,
        payload: payloads ? (payloads.get(i) as string | null) : null,
        vector: vectorAt ? vectorAt(i) : null,
        distance: distances ? Number(distances.get(i)) : null,
        ...(queryIndexes ? { queryIndex: Number(queryIndexes.get(i)) } : {}),
      });
    }
  }
}

export async function collectRows(query: Pick<AnyQuery, typeof Symbol.asyncIterator>): Promise<Row[]> {
  const rows: Row[] = [];
  await forEachRow(query, (row) => rows.push(row));
  return rows;
}

/** Views into the batch's float buffer, without copying each vector through Arrow's accessors. */
function vectorReader(batch: arrow.RecordBatch): ((row: number) => Float32Array) | null {
  const column = batch.getChild(VECTOR);
  const data = column?.data[0];
  const values = data?.children[0];
  if (!column || !data || !values) return null;
  const size = (data.type as arrow.FixedSizeList).listSize;
  const floats = values.values as Float32Array;
  const start = data.offset * size + values.offset;
  return (row) => floats.subarray(start + row * size, start + (row + 1) * size);
}

export function columnsFor(options: ReadOptions, always: readonly string[] = [KEY]): string[] {
  const columns = [...always];
  if (options.withPayload !== false && !columns.includes(PAYLOAD)) columns.push(PAYLOAD);
  if (options.withVector && !columns.includes(VECTOR)) columns.push(VECTOR);
  return columns;
}

export function toStoredPoint(row: Pick<Row, "key" | "payload" | "vector">, options: ReadOptions): StoredPoint {
  const point: StoredPoint = { id: fromPointKey(row.key) };
  if (options.withPayload !== false) {
    const payload = JSON.parse(row.payload ?? "{}") as Payload;
    point.payload = options.withPayload === true ? payload : selectPayload(payload, options.withPayload.map(readJsonPath));
  }
  if (options.withVector && row.vector) point.vector = Array.from(row.vector);
  return point;
}
