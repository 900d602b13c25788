// Input problems of the data plane in Qdrant's words. Bodies, query and path
// parameters are parsed with the schemas of contract/qdrant; the problems
// zod finds become Qdrant's messages:
// - a value of the wrong shape is serde's 400, the first one found:
//   "Format error in JSON body: invalid type: string "x", expected a number at points[0].vector[1]"
// - values out of range, once the shape is right, are the validator's 422,
//   all of them: "Validation error in JSON body: [limit: value 0 invalid, must be 1 or larger]"
// A schema words its own problems where Qdrant has words of its own (its
// `error` option returns a template, contract/qdrant/wording.ts); the rest get
// serde's wording from qdrantWording below. Here the templates get their place.
import type { z } from "zod";
import { AT, KEY, PARENT_AT, VALIDATION, invalidType, oneOf, quote, unknownVariant } from "../../../contract/qdrant/wording";
import type { AppError } from "../../errors";
import { formatError, validationError } from "../qdrant-errors";

export type InputPlace = "JSON body" | "query parameters" | "path parameters";

/** Problems Qdrant finds after deserializing (its validator's): answered with 422, all at once. */
const VALIDATION_CODES: ReadonlySet<string> = new Set(["too_small", "too_big", "not_multiple_of", "invalid_format"]);

/** serde's names of JSON types, by zod's. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: "a number",
  int: "an integer",
  string: "a string",
  boolean: "a boolean",
  object: "an object",
  record: "an object",
  map: "an object",
  array: "a list",
  tuple: "a list",
  null: "null",
};

/** The wording of problems whose schema has none of its own. */
export const qdrantWording: z.core.$ZodErrorMap = (issue) => {
  if (issue.input === undefined && (issue.code === "invalid_type" || issue.code === "invalid_union" || issue.code === "invalid_value")) return `missing field \`${KEY}\`${PARENT_AT}`;
  switch (issue.code) {
    case "invalid_type":
      // NaN and Infinity (JSON's 1e999) are numbers to JavaScript, and not to JSON.
      if (typeof issue.input === "number" && !Number.isFinite(issue.input)) return `${issue.input} is not a finite number${AT}`;
      return invalidType(issue.input, TYPE_WORDS[issue.expected] ?? issue.expected);
    case "invalid_value":
      return unknownVariant(issue.input, issue.values.map(String));
    case "unrecognized_keys":
      return `unknown field \`${quote(issue.keys[0] ?? "")}\`, expected ${oneOf(fieldsOf(issue.inst))}${AT}`;
    case "too_small":
      return outOfRange(issue, "min", issue.minimum);
    case "too_big":
      return outOfRange(issue, "max", issue.maximum);
    case "invalid_union":
      return invalidType(issue.input, "one of the accepted forms");
    default:
      return `invalid value${AT}`;
  }
};

/** The validator's words: "value 0 invalid, must be 1 or larger". */
function outOfRange(issue: { input?: unknown; origin: string; inclusive?: boolean }, side: "min" | "max", bound: number | bigint): string {
  if (issue.origin !== "number" && issue.origin !== "int") return `length invalid, must be ${side === "min" ? "at least" : "at most"} ${bound}`;
  const isExclusive = issue.inclusive === false;
  const limit = side === "min" ? (isExclusive ? `greater than ${bound}` : `${bound} or larger`) : isExclusive ? `less than ${bound}` : `${bound} or smaller`;
  return `value ${String(issue.input)} invalid, must be ${limit}`;
}

/**
 * How the data plane's schemas read: issues report their input (for the wording), and a list or an object stops at its
 * first misshapen value, as serde does (it reports the first problem only), while the validator's problems, which zod
 * marks to continue, are all collected. Without it a list of 8 million wrong values made 8 million issues (minutes).
 */
const READING: z.core.ParseContextInternal<z.core.$ZodIssue> = { reportInput: true, error: qdrantWording, abortEarly: true };

/** The input parsed by `schema`, or Qdrant's 400 or 422 naming the problem; `at` is where the input sits, e.g. "filter". */
export function parseQdrantInput<Schema extends z.ZodType>(schema: Schema, input: unknown, place: InputPlace = "JSON body", at = ""): z.output<Schema> {
  const result = schema.safeParse(input, READING);
  if (result.success) return result.data;
  throw toQdrantInputError(result.error.issues, place, at);
}

/** A custom issue that a schema marks as the validator's (contract/qdrant/wording.ts, VALIDATION). */
function isValidation(issue: z.core.$ZodIssue): boolean {
  return VALIDATION_CODES.has(issue.code) || (issue.code === "custom" && issue.params?.[VALIDATION] === true);
}

export function toQdrantInputError(issues: readonly z.core.$ZodIssue[], place: InputPlace, at = ""): AppError {
  const misshapen = issues.find((issue) => !isValidation(issue));
  if (misshapen) return formatError(fillIn(misshapen.message, at, misshapen.path), place);
  return validationError(
    issues.map((issue) => `${printPath(at, issue.path)}: ${fillIn(issue.message, at, issue.path)}`),
    place,
  );
}

const PLACEHOLDER = /\{\{|\{(path|at|parent|parentAt|key)\}/g;

/** The template with its place filled in (contract/qdrant/wording.ts lists the placeholders). */
export function fillIn(template: string, at: string, path: readonly PropertyKey[]): string {
  const field = printPath(at, path);
  const parent = printPath(at, path.slice(0, -1));
  const key = path.at(-1);
  return template.replace(PLACEHOLDER, (_match, name: string | undefined) => {
    switch (name) {
      case "path":
        return field;
      case "at":
        return field ? ` at ${field}` : "";
      case "parent":
        return parent;
      case "parentAt":
        return parent ? ` at ${parent}` : "";
      case "key":
        return key === undefined ? "" : String(key);
      default:
        return "{";
    }
  });
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** "points[0].vector[1]", "filter.must[0]", 'vectors.""'. */
export function printPath(at: string, path: readonly PropertyKey[]): string {
  let printed = at;
  for (const segment of path) {
    if (typeof segment === "number") printed += `[${segment}]`;
    else {
      const name = String(segment);
      const shown = IDENTIFIER.test(name) ? name : JSON.stringify(name);
      printed += printed ? `.${shown}` : shown;
    }
  }
  return printed;
}

/** The fields an object schema reads, for "unknown field `x`, expected one of ...". */
function fieldsOf(schema: z.core.$ZodRawIssue["inst"]): string[] {
  const def = schema?._zod.def;
  return def && "shape" in def && typeof def.shape === "object" && def.shape !== null ? Object.keys(def.shape) : [];
}
