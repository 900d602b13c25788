// Qdrant's score boosting (`formula` queries, Qdrant 1.14+): an expression
// over the prefetched points' scores, payload values, conditions, geo distances
// and datetimes, with `defaults` for the variables a point lacks. Qdrant reads
// an expression as an untagged enum, in this order: a number (a constant), a
// string (a variable: "$score", "$score[1]" or a payload path), a condition,
// then an object named by its key ({"sum": [...]}, {"gauss_decay": {...}}).
// Qdrant's validator then checks the names in `defaults` (422).
import { z } from "zod";
import { Condition, FILTER_FIELDS } from "./filters";
import { GeoPoint } from "./geo";
import { formatJsonPath, parseJsonPath, pathLengthProblem, type PathItem } from "./json-path";
import { selectUnion } from "./select-union";
import { AT, VALIDATION, expecting, isJsonObject, quote } from "./wording";

export interface DecayParams {
  x: Expression;
  target?: Expression | null;
  scale?: number | null;
  midpoint?: number | null;
}

export type Expression =
  | number
  | string
  | Condition
  | { geo_distance: { origin: GeoPoint; to: string } }
  | { datetime: string }
  | { datetime_key: string }
  | { mult: Expression[] }
  | { sum: Expression[] }
  /** Qdrant 1.20: the largest and the smallest of the expressions' values. */
  | { max: Expression[] }
  | { min: Expression[] }
  | { neg: Expression }
  | { abs: Expression }
  | { sqrt: Expression }
  | { exp: Expression }
  | { log10: Expression }
  | { ln: Expression }
  /** Qdrant 1.20: the inverse hyperbolic cosine. */
  | { acosh: Expression }
  | { div: { left: Expression; right: Expression; by_zero_default?: number | null } }
  | { pow: { base: Expression; exponent: Expression } }
  | { lin_decay: DecayParams }
  | { exp_decay: DecayParams }
  | { gauss_decay: DecayParams };

const LazyExpression: z.ZodType<Expression> = z.lazy(() => Expression);

/** A payload path as Qdrant's JsonPath reads it ("a.b", "a[].b", "a[0]"); serde's refusal otherwise. */
const JsonPathText = z
  .string()
  .refine((raw) => parseJsonPath(raw) !== undefined, { error: (issue) => `Invalid json path: '${quote(String(issue.input))}'${quote(pathLengthProblem(String(issue.input)))}${AT}` });

const Operand = (name: string) => z.object({ [name]: LazyExpression });

const Decay = z.object(
  { x: LazyExpression, target: LazyExpression.nullish(), scale: z.number().nullish(), midpoint: z.number().nullish() },
  { error: expecting("decay parameters {x, target, scale, midpoint}") },
);

const OPERATIONS = {
  geo_distance: z.object({ geo_distance: z.object({ origin: GeoPoint, to: JsonPathText }, { error: expecting("{origin, to}") }) }),
  datetime: z.object({ datetime: z.string() }),
  datetime_key: z.object({ datetime_key: JsonPathText }),
  mult: z.object({ mult: z.array(LazyExpression, { error: expecting("a list of expressions") }) }),
  sum: z.object({ sum: z.array(LazyExpression, { error: expecting("a list of expressions") }) }),
  max: z.object({ max: z.array(LazyExpression, { error: expecting("a list of expressions") }) }),
  min: z.object({ min: z.array(LazyExpression, { error: expecting("a list of expressions") }) }),
  neg: Operand("neg"),
  abs: Operand("abs"),
  sqrt: Operand("sqrt"),
  exp: Operand("exp"),
  log10: Operand("log10"),
  ln: Operand("ln"),
  acosh: Operand("acosh"),
  div: z.object({
    div: z.object({ left: LazyExpression, right: LazyExpression, by_zero_default: z.number().nullish() }, { error: expecting("{left, right, by_zero_default}") }),
  }),
  pow: z.object({ pow: z.object({ base: LazyExpression, exponent: LazyExpression }, { error: expecting("{base, exponent}") }) }),
  lin_decay: z.object({ lin_decay: Decay }),
  exp_decay: z.object({ exp_decay: Decay }),
  gauss_decay: z.object({ gauss_decay: Decay }),
} as const;

const CONDITION_KEYS = ["key", "is_empty", "is_null", "has_id", "has_vector", "nested", ...FILTER_FIELDS];

const Constant = z.number();

const Variable = z.string();

/** Qdrant's Expression, its member chosen by the input's form. */
export const Expression: z.ZodType<Expression> = selectUnion(
  [Constant, Variable, Condition, ...Object.values(OPERATIONS)],
  (value) => {
    if (typeof value === "number") return Constant;
    if (typeof value === "string") return Variable;
    if (!isJsonObject(value)) return undefined;
    const keys = Object.keys(value);
    if (keys.length === 0 || keys.some((key) => CONDITION_KEYS.includes(key))) return Condition;
    const operation = keys.find((key): key is keyof typeof OPERATIONS => Object.hasOwn(OPERATIONS, key));
    return operation ? OPERATIONS[operation] : undefined;
  },
  { error: expecting(`an expression: a number, a variable, a condition or one of {${Object.keys(OPERATIONS).join(", ")}}`) },
).meta({ id: "Expression" }) as z.ZodType<Expression>;

/** A variable of a formula: the score of the i-th prefetch, or a payload path (named as Qdrant prints it). */
export type FormulaVariable = { kind: "score"; index: number } | { kind: "payload"; name: string; path: PathItem[] };

/** Qdrant's VariableId from a string ("$score", "$score[2]", "price", "a.b[0]"), or its refusal. */
export function parseFormulaVariable(raw: string): FormulaVariable | { problem: string } {
  if (!raw.startsWith("$")) {
    const path = parseJsonPath(raw);
    return path ? { kind: "payload", name: formatJsonPath(path), path } : { problem: `Invalid payload variable: ${raw}` };
  }
  const reserved = parseJsonPath(raw.slice(1));
  const [word, ...rest] = reserved ?? [];
  if (!word || word.kind !== "key") return { problem: `Invalid reserved variable: ${raw}` };
  if (word.name !== "score") return { problem: `Invalid reserved word: ${raw}` };
  if (rest.length === 0) return { kind: "score", index: 0 };
  const [index] = rest;
  return rest.length === 1 && index?.kind === "index" ? { kind: "score", index: index.index } : { problem: `Invalid reserved variable: ${raw}` };
}

/** Qdrant's FormulaQuery; its validator refuses a default under a name that is no variable, and a score default that is no number. */
export const FormulaQuery = z
  .object({ formula: Expression, defaults: z.record(z.string(), z.unknown(), { error: expecting("an object of default values") }).nullish() })
  .superRefine(({ defaults }, context) => {
    for (const [name, value] of Object.entries(defaults ?? {})) {
      const variable = parseFormulaVariable(name);
      const problem = "problem" in variable ? variable.problem : variable.kind === "score" && typeof value !== "number" ? "Validation error: Score default must be a number [{}]" : null;
      if (problem) context.addIssue({ code: "custom", path: ["defaults"], input: defaults, message: quote(problem), params: { [VALIDATION]: true } });
    }
  });

export type FormulaQuery = z.output<typeof FormulaQuery>;
