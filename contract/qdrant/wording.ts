// How the data plane's schemas word a bad input, in Qdrant's (serde's) words.
// A schema's `error` option returns a template; the service fills in where the
// problem is once the whole path is known (server/data/http/qdrant-issues.ts):
//   {path}      the field, as "points[0].vector[1]" or "filter.must[0]"
//   {at}        " at <path>", or nothing at the body's root
//   {parent}    the object that holds the field; {parentAt} " at <parent>"
//   {key}       the field's own name
// Anything taken from the input goes through quote(), so that a value such as
// "{path}" is shown as sent. A schema without its own wording gets serde's
// (missing field, invalid type, unknown variant, ...).
import type { z } from "zod";

export const PATH = "{path}";
export const AT = "{at}";
export const PARENT = "{parent}";
export const PARENT_AT = "{parentAt}";
export const KEY = "{key}";

/** In a custom issue's params: Qdrant's validator finds this problem (422, listed with the others), not serde (400). */
export const VALIDATION = "qdrantValidation";

type ErrorMap = z.core.$ZodErrorMap;
type RawIssue = z.core.$ZodRawIssue;

/** serde's words for a JSON value: `string "abc"`, `integer \`5\``, `floating point \`1.5\``, `map`, `sequence`, `null`. */
export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "sequence";
  switch (typeof value) {
    case "string":
      return `string ${JSON.stringify(value)}`;
    case "number":
      return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
    case "boolean":
      return `boolean \`${value}\``;
    case "object":
      return "map";
    default:
      return typeof value;
  }
}

/** A value as Qdrant shows it in a message: strings bare, the rest as JSON ("value abc", "value -1", "value null"). */
export function show(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** A float as Rust prints it (`{}`): the shortest digits that read back, never an exponent ("1e21" is "1000000000000000000000"). */
export function rustFloat(value: number): string {
  if (Object.is(value, -0)) return "-0";
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Input text made safe to put in a template: its braces are kept as they are. */
export function quote(text: string): string {
  return text.replaceAll("{", "{{");
}

/** serde's list of what was expected: "`a`", "`a` or `b`", "one of `a`, `b`, `c`". */
export function oneOf(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  if (quoted.length <= 1) return quoted[0] ?? "nothing";
  if (quoted.length === 2) return `${quoted[0]} or ${quoted[1]}`;
  return `one of ${quoted.join(", ")}`;
}

/** serde's "invalid type: <input>, expected <what> at <path>". */
export function invalidType(input: unknown, what: string): string {
  return `invalid type: ${quote(describe(input))}, expected ${what}${AT}`;
}

/** serde's "unknown variant "x", expected one of ... at <path>". */
export function unknownVariant(input: unknown, variants: readonly string[]): string {
  return typeof input === "string" ? `unknown variant ${quote(JSON.stringify(input))}, expected ${oneOf(variants)}${AT}` : invalidType(input, oneOf(variants));
}

const TYPE_PROBLEMS = new Set<RawIssue["code"]>(["invalid_type", "invalid_union", "custom"]);

/**
 * The `error` of a schema that names what it expects: a value of the wrong
 * type reads "invalid type: <input>, expected <what> at <path>"; a missing
 * field and range problems keep the default wording.
 */
export function expecting(what: string): ErrorMap {
  return (issue) => (issue.input !== undefined && TYPE_PROBLEMS.has(issue.code) ? invalidType(issue.input, what) : undefined);
}

/** The `error` of a filter part: "<path>: <message>", whatever the problem (the filter's own wording). */
export function pathFirst(message: string | ((issue: RawIssue) => string)): ErrorMap {
  return (issue) => `${PATH}: ${typeof message === "string" ? message : message(issue)}`;
}

export function isJsonObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
