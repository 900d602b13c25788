// A row's value for one of the collection's vectors, read as its mapping says:
// the vector itself in one column (a JSON array, a list of lists for a
// multi-vector, {indices, values} for a sparse one), numbers in one text cell
// split by a separator, or one number per column. Text to embed is read in
// map-row.ts. Dimensions are checked against the collection later, with the
// data plane's own checks (pointVectors), so an import refuses what an upsert
// would, in the same words. Numbers are checked here against float32's range:
// the engine stores them as float32, and one beyond it (1e308) became an
// infinity that failed its whole batch's write.
import type { VectorMapping } from "../../../contract/imports";
import type { VectorValue } from "../../engine/vector-engine";
import { describe, isBlank, parseJson, readNumber, type CellResult } from "./cell-values";

type NumericSource = Exclude<VectorMapping, { source: "text" }>;

/** The largest float32. */
const FLOAT32_MAX = 3.4028234663852886e38;

export function readVector(mapping: NumericSource, values: Record<string, unknown>): CellResult<VectorValue> {
  switch (mapping.source) {
    case "json":
      return readJsonVector(values[mapping.column]);
    case "delimited":
      return readDelimited(values[mapping.column], mapping.separator);
    case "columns":
      return readColumns(mapping.columns, values);
  }
}

function readJsonVector(cell: unknown): CellResult<VectorValue> {
  if (isBlank(cell)) return { reason: "the vector is empty" };
  const parsed = typeof cell === "string" ? parseJson(cell) : { value: cell };
  if ("reason" in parsed) return parsed;
  const { value } = parsed;
  if (isNumberList(value)) return numbers(Array.from(value));
  if (Array.isArray(value) && value.length > 0 && value.every(isNumberList)) {
    const rows: number[][] = [];
    for (const row of value) {
      const read = numbers(Array.from(row));
      if ("reason" in read) return read;
      rows.push(read.value);
    }
    return { value: rows };
  }
  if (typeof value === "object" && value !== null && "indices" in value && "values" in value) return readSparse(value.indices, value.values);
  return { reason: `${describe(cell)} is not a vector: give a list of numbers, a list of lists, or {"indices": [...], "values": [...]}` };
}

function readSparse(indices: unknown, weights: unknown): CellResult<VectorValue> {
  if (!isNumberList(indices) || !isNumberList(weights) || indices.length !== weights.length) {
    return { reason: "a sparse vector needs lists of indices and values of the same length" };
  }
  const list = Array.from(indices);
  if (!list.every((index) => Number.isInteger(index) && index >= 0 && index <= 0xffffffff)) return { reason: "sparse indices are whole numbers from 0 to 4294967295" };
  const read = numbers(Array.from(weights));
  if ("reason" in read) return read;
  return { value: { indices: list, values: read.value } };
}

function readDelimited(cell: unknown, separator: string): CellResult<VectorValue> {
  if (typeof cell !== "string" || cell.trim() === "") return { reason: isBlank(cell) ? "the vector is empty" : `${describe(cell)} is not text of numbers` };
  const parts = cell.trim().split(separator === " " ? /\s+/ : separator);
  const vector: number[] = [];
  for (const [position, part] of parts.entries()) {
    const read = readVectorNumber(part);
    if ("reason" in read) return { reason: `number ${position + 1}: ${read.reason}` };
    vector.push(read.value);
  }
  return { value: vector };
}

function readColumns(columns: readonly string[], values: Record<string, unknown>): CellResult<VectorValue> {
  const vector: number[] = [];
  for (const column of columns) {
    const read = readVectorNumber(values[column]);
    if ("reason" in read) return { reason: `${column}: ${read.reason}` };
    vector.push(read.value);
  }
  return { value: vector };
}

function numbers(list: readonly unknown[]): CellResult<number[]> {
  // The common case, float32 numbers already (JSON, Parquet): the list as it is, with no object per number.
  if (list.every(isFloat32)) return { value: list as number[] };
  const vector: number[] = [];
  for (const [position, item] of list.entries()) {
    const read = readVectorNumber(item);
    if ("reason" in read) return { reason: `number ${position + 1}: ${read.reason}` };
    vector.push(read.value);
  }
  return { value: vector };
}

/** A number as the engine stores it: finite, and within float32's range. */
function readVectorNumber(value: unknown): CellResult<number> {
  const read = readNumber(value);
  if ("reason" in read || Math.abs(read.value) <= FLOAT32_MAX) return read;
  return { reason: `${describe(value)} is beyond the range of a 32-bit float (±3.4e38)` };
}

function isFloat32(item: unknown): boolean {
  return typeof item === "number" && Math.abs(item) <= FLOAT32_MAX;
}

function isNumberList(value: unknown): value is ArrayLike<number> {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return typeof (value as unknown as ArrayLike<unknown>)[0] !== "bigint";
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "number");
}
