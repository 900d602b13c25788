// One cell of a row, read as what the mapping says it is. CSV and TSV cells
// arrive as their text; JSON, JSON Lines and Parquet values as parsed (never
// nested deeper than MAX_NESTING: the readers refuse deeper rows, and JSON
// read from a cell's text is checked here). Each reader answers the value, or
// why the cell does not hold one ({reason}).
import type { PayloadType } from "../../../contract/imports";
import { parseDatetime } from "../../engine/filter/parse-datetime";
import { nestsDeeperThan, TOO_DEEP } from "../readers/nesting-depth";
import { parseShallowJson } from "../readers/shallow-json";

export type CellResult<T> = { value: T } | { reason: string };

const INTEGER_TEXT = /^[-+]?\d+$/;
const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const GEO_TEXT = /^\s*([-+]?\d+(?:\.\d+)?)\s*,\s*([-+]?\d+(?:\.\d+)?)\s*$/;

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** A finite number from a number, a bigint within 2^53, or its text. */
export function readNumber(value: unknown): CellResult<number> {
  if (typeof value === "number") return Number.isFinite(value) ? { value } : { reason: `${value} is not a finite number` };
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? { value: Number(value) } : { reason: `${value} is too large for a number` };
  if (typeof value === "string") {
    const text = value.trim();
    if (NUMBER_TEXT.test(text)) return { value: Number(text) };
    if (/^[-+]?(nan|inf|infinity)$/i.test(text)) return { reason: `${text} is not a finite number` };
  }
  return { reason: `${describe(value)} is not a number` };
}

export function readInteger(value: unknown): CellResult<number> {
  if (typeof value === "string" && !INTEGER_TEXT.test(value.trim())) return { reason: `${describe(value)} is not a whole number` };
  const number = readNumber(value);
  if ("reason" in number) return number;
  if (!Number.isSafeInteger(number.value)) return { reason: `${describe(value)} is not a whole number within ±2^53` };
  return number;
}

function readBool(value: unknown): CellResult<boolean> {
  if (typeof value === "boolean") return { value };
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return { value: value.trim().toLowerCase() === "true" };
  return { reason: `${describe(value)} is not true or false` };
}

function readDatetime(value: unknown): CellResult<string> {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { reason: "an invalid date" } : { value: value.toISOString() };
  if (typeof value === "string" && parseDatetime(value.trim()) !== null) return { value: value.trim() };
  return { reason: `${describe(value)} is not an RFC 3339 date and time` };
}

function readGeo(value: unknown): CellResult<{ lat: number; lon: number }> {
  let point = value;
  if (typeof value === "string") {
    const pair = GEO_TEXT.exec(value);
    if (pair) point = { lat: Number(pair[1]), lon: Number(pair[2]) };
    else {
      const parsed = parseJson(value);
      point = "value" in parsed ? parsed.value : undefined;
    }
  }
  if (typeof point === "object" && point !== null && !Array.isArray(point)) {
    const { lat, lon } = point as Record<string, unknown>;
    if (typeof lat === "number" && typeof lon === "number" && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { value: { lat, lon } };
  }
  return { reason: `${describe(value)} is not a geo point: give {"lat": ..., "lon": ...} or "lat,lon" within ±90 and ±180` };
}

function readJson(value: unknown, isText: boolean): CellResult<unknown> {
  if (!isText || typeof value !== "string") return { value: toJsonValue(value) };
  return parseJson(value);
}

/** The payload value of a cell; null for an empty cell (the field is then left out). */
export function readPayloadValue(type: PayloadType, value: unknown, isText: boolean): CellResult<unknown> {
  if (isBlank(value)) return { value: null };
  switch (type) {
    case "keyword":
    case "text":
      return typeof value === "string" ? { value } : { value: typeof value === "object" ? JSON.stringify(toJsonValue(value)) : String(value) };
    case "integer":
      return readInteger(value);
    case "float":
      return readNumber(value);
    case "bool":
      return readBool(value);
    case "datetime":
      return readDatetime(value);
    case "geo":
      return readGeo(value);
    case "json":
      return readJson(value, isText);
  }
}

/** A JSON value from a parsed one (Parquet: bigints, dates, typed arrays); it recurses, at most MAX_NESTING deep (the readers refuse deeper rows). */
export function toJsonValue(value: unknown): unknown {
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return Array.from(value as unknown as ArrayLike<unknown>, toJsonValue);
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonValue(item)]));
  return value;
}

/** The JSON value a cell's text holds; refused when it is not JSON, or nests deeper than MAX_NESTING. */
export function parseJson(text: string): CellResult<unknown> {
  let value: unknown;
  try {
    value = parseShallowJson(text);
  } catch {
    return { reason: `${describe(text)} is not JSON` };
  }
  return nestsDeeperThan(value) ? { reason: TOO_DEEP } : { value };
}

/** A value as a message quotes it: short. */
export function describe(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : typeof value === "bigint" ? value.toString() : (JSON.stringify(toJsonValue(value)) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
