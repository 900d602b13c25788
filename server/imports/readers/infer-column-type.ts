// The type of a column, inferred from the values of the preview rows.
import { isPlainObject } from "./json-values";

export type ColumnTypeKind =
  | "integer"
  | "float"
  | "boolean"
  | "string"
  | "uuid"
  | "datetime"
  | "vector"
  | "sparse-vector"
  | "array"
  | "object"
  | "mixed"
  | "empty";

export interface ColumnType {
  kind: ColumnTypeKind;
  /** For a vector: the number of dimensions, the same in every row. */
  length?: number;
  /** Whether some rows leave the column empty (null, missing, or a blank cell). */
  hasEmpty: boolean;
}

type ValueType = { kind: Exclude<ColumnTypeKind, "mixed" | "empty">; length?: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601 / RFC 3339: a date, or a date and time with an optional zone.
const DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `values` are the column's values, already read from text for CSV and TSV (readCellText). */
export function inferColumnType(values: unknown[]): ColumnType {
  const types = values.filter((value) => !isEmpty(value)).map(valueType);
  const hasEmpty = types.length < values.length;
  const [first, ...rest] = types;
  if (first === undefined) return { kind: "empty", hasEmpty };
  const merged = rest.reduce<ValueType | undefined>((sum, next) => (sum === undefined ? undefined : merge(sum, next)), first);
  if (merged === undefined) return { kind: "mixed", hasEmpty };
  return merged.length === undefined ? { kind: merged.kind, hasEmpty } : { kind: merged.kind, length: merged.length, hasEmpty };
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function valueType(value: unknown): ValueType {
  if (typeof value === "bigint") return { kind: "integer" };
  if (typeof value === "number") return { kind: Number.isInteger(value) ? "integer" : "float" };
  if (typeof value === "boolean") return { kind: "boolean" };
  if (value instanceof Date) return { kind: "datetime" };
  if (typeof value === "string") {
    if (UUID.test(value)) return { kind: "uuid" };
    if (DATETIME.test(value) && !Number.isNaN(Date.parse(value))) return { kind: "datetime" };
    return { kind: "string" };
  }
  if (isNumberList(value)) return { kind: "vector", length: value.length };
  if (Array.isArray(value)) return { kind: "array" };
  if (isSparseVector(value)) return { kind: "sparse-vector" };
  return { kind: "object" };
}

function merge(a: ValueType, b: ValueType): ValueType | undefined {
  if (a.kind === b.kind) {
    if (a.kind !== "vector" || a.length === b.length) return a;
    return { kind: "array" };
  }
  const kinds = new Set([a.kind, b.kind]);
  const either = (x: ValueType["kind"], y: ValueType["kind"]) => kinds.has(x) && kinds.has(y);
  if (either("integer", "float")) return { kind: "float" };
  if (either("vector", "array")) return { kind: "array" };
  if (either("string", "uuid") || either("string", "datetime")) return { kind: "string" };
  return undefined;
}

function isNumberList(value: unknown): value is ArrayLike<number> {
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return typeof (value as unknown as ArrayLike<unknown>)[0] !== "bigint";
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "number");
}

function isSparseVector(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const { indices, values } = value;
  return (
    Array.isArray(indices) &&
    Array.isArray(values) &&
    indices.length === values.length &&
    indices.every((index) => Number.isInteger(index) && index >= 0) &&
    values.every((item) => typeof item === "number")
  );
}
