// The values a formula reads from a point, as Qdrant reads them
// (rescore_formula/formula_scorer.rs, value_retriever): the values at a
// payload path (keys descend into objects only, "[]" fans out over an array,
// "[n]" picks one element; a value that is an array gives its elements, unless
// the path ends with "[]"); none is a missing variable, one is the value, and
// several are a list, which is no number. Each value is then read as a number,
// a geo point (serde's GeoPoint, with its range check) or a datetime (seconds
// since the epoch, from Qdrant's microseconds), or refused with the reason
// Qdrant gives.
import type { PathItem } from "../../../../contract/qdrant/json-path";
import { describe, rustFloat as finiteRustFloat } from "../../../../contract/qdrant/wording";
import type { GeoPoint } from "../../../engine/filter/filter-tree";
import { isInGeoRange } from "../../../engine/filter/geo-shapes";
import { parseDatetime } from "../../../engine/filter/parse-datetime";
import { isObject, leavesOf, valuesAt } from "../../../engine/payload/payload-values";
import type { Payload } from "../../../engine/vector-engine";

/** No value at the path. */
export const MISSING: unique symbol = Symbol("missing");

/** The variable's value in the payload: the one value found, a list of several, or MISSING. */
export function formulaValue(payload: Payload | undefined, path: readonly PathItem[]): unknown {
  const found = valuesAt(payload ?? {}, path);
  const values = path.at(-1)?.kind === "each" ? found : leavesOf(found);
  if (values.length === 0) return MISSING;
  return values.length === 1 ? values[0] : values;
}

export type Read<T> = { value: T } | { problem: string };

export function asNumber(value: unknown): Read<number> {
  return typeof value === "number" ? { value } : { problem: "Value is not a number" };
}

/** serde's reading of Qdrant's GeoPoint: {lon, lat} (or [lon, lat]) of numbers, on the globe. */
export function asGeoPoint(value: unknown): Read<GeoPoint> {
  const fields = Array.isArray(value) ? geoFromSequence(value) : isObject(value) ? geoFromMap(value) : { problem: `invalid type: ${describe(value)}, expected struct GeoPointShadow` };
  if ("problem" in fields) return fields;
  const point = fields.value;
  if (isInGeoRange(point)) return { value: point };
  return { problem: `Wrong format of GeoPoint payload: expected \`lat\` = ${rustFloat(point.lat)} within [-90;90] and \`lon\` = ${rustFloat(point.lon)} within [-180;180]` };
}

function geoFromMap(value: Record<string, unknown>): Read<GeoPoint> {
  for (const [key, field] of Object.entries(value)) {
    if ((key === "lon" || key === "lat") && typeof field !== "number") return { problem: `invalid type: ${describe(field)}, expected f64` };
  }
  const { lon, lat } = value;
  if (typeof lon !== "number") return { problem: "missing field `lon`" };
  if (typeof lat !== "number") return { problem: "missing field `lat`" };
  return { value: { lon, lat } };
}

function geoFromSequence(values: readonly unknown[]): Read<GeoPoint> {
  const [lon, lat] = values;
  if (values.length < 2) return { problem: `invalid length ${values.length}, expected struct GeoPointShadow with 2 elements` };
  if (typeof lon !== "number") return { problem: `invalid type: ${describe(lon)}, expected f64` };
  if (typeof lat !== "number") return { problem: `invalid type: ${describe(lat)}, expected f64` };
  if (values.length > 2) return { problem: `invalid length ${values.length}, expected fewer elements in array` };
  return { value: { lon, lat } };
}

/** A payload string read as Qdrant's datetime, in seconds since the epoch. */
export function asDatetime(value: unknown): Read<number> {
  if (typeof value !== "string") return { problem: "Value is not a string" };
  const seconds = datetimeSeconds(value);
  return seconds === null ? { problem: datetimeProblem(value) } : { value: seconds };
}

/** Seconds since the epoch, from whole microseconds as Qdrant keeps datetimes; null when the text is no datetime. */
export function datetimeSeconds(text: string): number | null {
  const milliseconds = parseDatetime(text);
  return milliseconds === null ? null : Math.round(milliseconds * 1000) / 1_000_000;
}

/**
 * Why chrono refuses the text, in its words, as Qdrant reports it (its last
 * attempt reads a date alone, "%Y-%m-%d"): nothing, too little, a date that
 * does not exist, a date followed by more, or characters no date has.
 */
export function datetimeProblem(text: string): string {
  const date = /^([+-]?\d+)-(\d{1,2})-(\d{1,2})/.exec(text);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const isLeapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const length = month === 2 ? (isLeapYear ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
    if (month < 1 || month > 12 || day < 1 || day > length) return "input is out of range";
    return "trailing input";
  }
  if (/^([+-]?\d*(-\d*(-)?)?)?$/.test(text)) return "premature end of input";
  return "input contains invalid characters";
}

/** An f64 as Rust prints it (`{}`), "inf", "-inf" and "NaN" included. */
export function rustFloat(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  return finiteRustFloat(value);
}
