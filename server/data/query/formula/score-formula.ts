// One point's score by a parsed formula, as Qdrant's FormulaScorer computes it
// (lib/segment/src/index/query_optimization/rescore_formula/formula_scorer.rs):
// in f64, a prefetch's score read as the f32 it is; `$score[i]` of a point that
// prefetch did not return is the default given, else 0; a payload variable
// without a value takes its default, else the query fails. `mult` stops at a
// factor of 0 and `div` at a numerator of 0 (what follows is not evaluated);
// sqrt, pow, exp, log10, ln, acosh and div refuse a result that is not finite;
// max and min skip NaN as Rust's f64::max and f64::min do (of no values: -inf
// and inf, which the final check refuses); the
// final score is an f32 and must be finite. Failures are Qdrant's 400s.
import type { PointId } from "../../../engine/filter/filter-tree";
import { haversineMeters } from "../../../engine/filter/geo-shapes";
import type { Payload } from "../../../engine/vector-engine";
import { wrongInput } from "../../qdrant-errors";
import { MISSING, asDatetime, asGeoPoint, asNumber, formulaValue, rustFloat, type Read } from "./formula-values";
import type { DecayShape, FormulaNode, ParsedFormula } from "./parse-formula";

export interface FormulaInputs {
  /** Each prefetch's scores, by point. */
  prefetchScores: readonly ReadonlyMap<PointId, number>[];
  payloads: ReadonlyMap<PointId, Payload>;
  /** The points each condition holds for, by condition number. */
  conditionMatches: readonly ReadonlySet<PointId>[];
}

/** The point's score, or Qdrant's refusal (an AppError). */
export function scoreByFormula(formula: ParsedFormula, inputs: FormulaInputs, id: PointId): number {
  const score = evaluate(formula.root, { formula, inputs, id });
  const single = Math.fround(score);
  if (!Number.isFinite(single)) throw nonFinite(`${rustFloat(score)} as f32 = ${rustFloat(single)}`);
  return single;
}

interface Point {
  formula: ParsedFormula;
  inputs: FormulaInputs;
  id: PointId;
}

function evaluate(node: FormulaNode, point: Point): number {
  switch (node.kind) {
    case "constant":
      return node.value;
    case "score": {
      const score = point.inputs.prefetchScores[node.index]?.get(point.id);
      return score === undefined ? (point.formula.scoreDefaults.get(node.index) ?? 0) : Math.fround(score);
    }
    case "number":
      return payloadVariable(point, node.name, "number", asNumber);
    case "condition":
      return point.inputs.conditionMatches[node.index]?.has(point.id) ? 1 : 0;
    case "geoDistance":
      return haversineMeters(node.origin, payloadVariable(point, node.name, "geo point", asGeoPoint));
    case "datetime":
      return node.seconds;
    case "datetimeKey":
      return payloadVariable(point, node.name, "datetime", asDatetime);
    case "mult": {
      let product = 1;
      for (const child of node.children) {
        const value = evaluate(child, point);
        if (value === 0) return 0;
        product *= value;
      }
      return product;
    }
    case "sum":
      return node.children.reduce((sum, child) => sum + evaluate(child, point), 0);
    case "max":
      return node.children.reduce((largest, child) => rustMax(largest, evaluate(child, point)), -Infinity);
    case "min":
      return node.children.reduce((smallest, child) => -rustMax(-smallest, -evaluate(child, point)), Infinity);
    case "neg":
      return -evaluate(node.child, point);
    case "abs":
      return Math.abs(evaluate(node.child, point));
    case "div": {
      const left = evaluate(node.left, point);
      if (left === 0) return 0;
      const right = evaluate(node.right, point);
      if (right === 0 && node.byZeroDefault !== undefined) return node.byZeroDefault;
      return finite(left / right, (result) => `${rustFloat(left)}/${rustFloat(right)} = ${result}`);
    }
    case "sqrt": {
      const value = evaluate(node.child, point);
      return finite(Math.sqrt(value), (result) => `√${rustFloat(value)} = ${result}`);
    }
    case "pow": {
      const base = evaluate(node.base, point);
      const exponent = evaluate(node.exponent, point);
      return finite(rustPow(base, exponent), (result) => `${rustFloat(base)}^${rustFloat(exponent)} = ${result}`);
    }
    case "exp": {
      const value = evaluate(node.child, point);
      return finite(Math.exp(value), (result) => `exp(${rustFloat(value)}) = ${result}`);
    }
    case "log10": {
      const value = evaluate(node.child, point);
      return finite(Math.log10(value), (result) => `log10(${rustFloat(value)}) = ${result}`);
    }
    case "ln": {
      const value = evaluate(node.child, point);
      return finite(Math.log(value), (result) => `ln(${rustFloat(value)}) = ${result}`);
    }
    case "acosh": {
      const value = evaluate(node.child, point);
      return finite(Math.acosh(value), (result) => `acosh(${rustFloat(value)}) = ${result}`);
    }
    case "decay": {
      const x = evaluate(node.x, point);
      const target = node.target ? evaluate(node.target, point) : 0;
      return decay(node.shape, x, target, node.lambda);
    }
  }
}

/** A payload variable read as `type`, its default when the point has none; Qdrant's refusal otherwise. */
function payloadVariable<T>(point: Point, name: string, type: string, read: (value: unknown) => Read<T>): T {
  const path = point.formula.paths.get(name) ?? [];
  let value = formulaValue(point.inputs.payloads.get(point.id), path);
  if (value === MISSING && point.formula.payloadDefaults.has(name)) value = point.formula.payloadDefaults.get(name);
  const result: Read<T> = value === MISSING ? { problem: "No value found in a payload nor defaults" } : read(value);
  if ("problem" in result) throw wrongInput(`Expected ${type} value for ${name} in the payload and/or in the formula defaults. Error: ${result.problem}`);
  return result.value;
}

/** Every decay lies in [0, 1], 1 at the target. */
function decay(shape: DecayShape, x: number, target: number, lambda: number): number {
  const difference = x - target;
  if (shape === "exp") return Math.exp(lambda * Math.abs(difference));
  if (shape === "gauss") return Math.exp(lambda * difference * difference);
  const linear = -lambda * Math.abs(difference) + 1;
  // Rust's f64::max(NaN, 0.0) is 0.
  return Number.isNaN(linear) ? 0 : Math.max(linear, 0);
}

/** Rust's f64::max: a NaN on either side gives the other value. */
function rustMax(a: number, b: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return Math.max(a, b);
}

/** Rust's powf where it differs from Math.pow: 1 to any power, and -1 to an infinite one, are 1. */
function rustPow(base: number, exponent: number): number {
  if (base === 1 || (base === -1 && !Number.isFinite(exponent) && !Number.isNaN(exponent))) return 1;
  return Math.pow(base, exponent);
}

function finite(value: number, expression: (result: string) => string): number {
  if (Number.isFinite(value)) return value;
  throw nonFinite(expression(rustFloat(value)));
}

function nonFinite(expression: string) {
  return wrongInput(`The expression ${expression} produced a non-finite number`);
}
