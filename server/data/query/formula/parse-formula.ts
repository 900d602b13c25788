// A formula query (contract/qdrant/formula.ts) read into the tree the scorer
// walks (score-formula.ts), as Qdrant converts it (lib/shard/src/query/formula.rs,
// parsed_formula.rs): constants are f32s, as Qdrant reads them; variables are
// a prefetch's score or a payload path; each condition becomes a filter tree,
// numbered; datetimes are seconds since the epoch; a decay's midpoint and scale
// become one constant, lambda. What Qdrant refuses while converting (a
// variable it cannot read, a datetime it cannot parse, decay parameters out of
// range) is its 400 "Wrong input: Validation failed: ...", in its words.
import type { Condition } from "../../../../contract/qdrant/filters";
import { parseFormulaVariable, type DecayParams, type Expression, type FormulaQuery } from "../../../../contract/qdrant/formula";
import type { PathItem } from "../../../../contract/qdrant/json-path";
import { parseJsonPath, formatJsonPath } from "../../../../contract/qdrant/json-path";
import type { FilterNode, GeoPoint } from "../../../engine/filter/filter-tree";
import { toConditionTree } from "../../filters/parse-filter";
import { wrongInput } from "../../qdrant-errors";
import { datetimeProblem, datetimeSeconds, rustFloat } from "./formula-values";

export type DecayShape = "lin" | "exp" | "gauss";

type Unary = "neg" | "abs" | "sqrt" | "exp" | "log10" | "ln" | "acosh";

export type FormulaNode =
  | { kind: "constant"; value: number }
  | { kind: "score"; index: number }
  /** A payload value read as a number. */
  | { kind: "number"; name: string }
  /** 1 when the point matches the condition of that number, else 0. */
  | { kind: "condition"; index: number }
  /** Meters from `origin` to the geo point at the payload path. */
  | { kind: "geoDistance"; origin: GeoPoint; name: string }
  | { kind: "datetime"; seconds: number }
  /** A payload value read as a datetime, in seconds. */
  | { kind: "datetimeKey"; name: string }
  | { kind: "mult" | "sum" | "max" | "min"; children: FormulaNode[] }
  | { kind: Unary; child: FormulaNode }
  | { kind: "div"; left: FormulaNode; right: FormulaNode; byZeroDefault?: number }
  | { kind: "pow"; base: FormulaNode; exponent: FormulaNode }
  | { kind: "decay"; shape: DecayShape; x: FormulaNode; target?: FormulaNode; lambda: number };

export interface ParsedFormula {
  root: FormulaNode;
  /** The payload paths the formula reads, by their name as Qdrant prints it. */
  paths: Map<string, PathItem[]>;
  /** The conditions, by number; "all" holds for every point. */
  conditions: FilterNode[];
  /** Defaults of `$score[i]`, by i. */
  scoreDefaults: Map<number, number>;
  /** Defaults of payload variables, by name. */
  payloadDefaults: Map<string, unknown>;
}

const UNARY: readonly Unary[] = ["neg", "abs", "sqrt", "exp", "log10", "ln", "acosh"];
const DECAYS = { lin_decay: "lin", exp_decay: "exp", gauss_decay: "gauss" } as const;

/** The formula as the scorer reads it; `path` is where it sits in the body (for the conditions' messages). */
export function parseFormula(query: FormulaQuery, path: string): ParsedFormula {
  const parsed: ParsedFormula = { root: { kind: "constant", value: 0 }, paths: new Map(), conditions: [], scoreDefaults: new Map(), payloadDefaults: new Map() };
  parsed.root = parseExpression(query.formula, `${path}.formula`, parsed);
  for (const [name, value] of Object.entries(query.defaults ?? {})) {
    // The schema has refused names that are no variable, and score defaults that are no number.
    const variable = parseFormulaVariable(name);
    if ("problem" in variable) continue;
    if (variable.kind === "score") parsed.scoreDefaults.set(variable.index, value as number);
    else parsed.payloadDefaults.set(variable.name, value);
  }
  return parsed;
}

function parseExpression(expression: Expression, path: string, formula: ParsedFormula): FormulaNode {
  if (typeof expression === "number") return { kind: "constant", value: Math.fround(expression) };
  if (typeof expression === "string") return variableNode(expression, formula);
  const read = (child: Expression, at: string) => parseExpression(child, `${path}.${at}`, formula);
  if ("geo_distance" in expression) return { kind: "geoDistance", origin: expression.geo_distance.origin, name: payloadPath(expression.geo_distance.to, formula) };
  if ("datetime" in expression) return { kind: "datetime", seconds: datetimeConstant(expression.datetime) };
  if ("datetime_key" in expression) return { kind: "datetimeKey", name: payloadPath(expression.datetime_key, formula) };
  if ("mult" in expression) return { kind: "mult", children: expression.mult.map((child, index) => read(child, `mult[${index}]`)) };
  if ("sum" in expression) return { kind: "sum", children: expression.sum.map((child, index) => read(child, `sum[${index}]`)) };
  if ("max" in expression) return { kind: "max", children: expression.max.map((child, index) => read(child, `max[${index}]`)) };
  if ("min" in expression) return { kind: "min", children: expression.min.map((child, index) => read(child, `min[${index}]`)) };
  const unary = UNARY.find((kind) => kind in expression);
  if (unary) return { kind: unary, child: read((expression as Record<Unary, Expression>)[unary], unary) };
  if ("div" in expression) {
    const { left, right, by_zero_default: byZeroDefault } = expression.div;
    const node: FormulaNode = { kind: "div", left: read(left, "div.left"), right: read(right, "div.right") };
    return byZeroDefault === undefined || byZeroDefault === null ? node : { ...node, byZeroDefault: Math.fround(byZeroDefault) };
  }
  if ("pow" in expression) return { kind: "pow", base: read(expression.pow.base, "pow.base"), exponent: read(expression.pow.exponent, "pow.exponent") };
  const decay = (Object.keys(DECAYS) as (keyof typeof DECAYS)[]).find((key) => key in expression);
  if (decay) return decayNode(DECAYS[decay], (expression as Record<typeof decay, DecayParams>)[decay], (child, at) => read(child, `${decay}.${at}`));
  const index = formula.conditions.push(toConditionTree(expression as Condition, path)) - 1;
  return { kind: "condition", index };
}

function variableNode(raw: string, formula: ParsedFormula): FormulaNode {
  const variable = parseFormulaVariable(raw);
  if ("problem" in variable) throw validationFailed(`failed to parse variable ID ${raw}: ${variable.problem}`);
  if (variable.kind === "score") return { kind: "score", index: variable.index };
  formula.paths.set(variable.name, variable.path);
  return { kind: "number", name: variable.name };
}

/** A path the schema has checked, under its printed name. */
function payloadPath(raw: string, formula: ParsedFormula): string {
  const path = parseJsonPath(raw) ?? [];
  const name = formatJsonPath(path);
  formula.paths.set(name, path);
  return name;
}

function datetimeConstant(text: string): number {
  const seconds = datetimeSeconds(text);
  if (seconds === null) throw validationFailed(`failed to parse date-time ${text}: ${datetimeProblem(text)}`);
  return seconds;
}

/** Qdrant checks the midpoint and scale (f32s) first, then reads x and target. */
function decayNode(shape: DecayShape, params: DecayParams, read: (child: Expression, at: string) => FormulaNode): FormulaNode {
  const lambda = decayLambda(shape, params.midpoint, params.scale);
  const x = read(params.x, "x");
  const target = params.target === undefined || params.target === null ? undefined : read(params.target, "target");
  return target ? { kind: "decay", shape, x, target, lambda } : { kind: "decay", shape, x, lambda };
}

/** One constant for the decay's shape: (1 - midpoint) / scale, ln(midpoint) / scale or ln(midpoint) / scale². */
function decayLambda(shape: DecayShape, givenMidpoint: number | null | undefined, givenScale: number | null | undefined): number {
  const midpoint = Math.fround(givenMidpoint ?? 0.5);
  const scale = Math.fround(givenScale ?? 1);
  if (shape === "lin" && !(midpoint >= 0 && midpoint <= 1)) throw validationFailed(`Linear decay midpoint should be in the range [0.0, 1.0], got ${rustFloat(midpoint)}.`);
  if (shape !== "lin" && (midpoint <= 0 || midpoint >= 1)) throw validationFailed(`Decay midpoint should be in the range (0.0, 1.0), got ${rustFloat(midpoint)}.`);
  if (scale <= 0) throw validationFailed(`Decay scale should be non-zero positive, got ${rustFloat(scale)}.`);
  if (shape === "lin") return (1 - midpoint) / scale;
  return shape === "exp" ? Math.log(midpoint) / scale : Math.log(midpoint) / (scale * scale);
}

function validationFailed(description: string) {
  return wrongInput(`Validation failed: ${description}`);
}
