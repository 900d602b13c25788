// Qdrant's Formula (score boosting) as REST's {formula, defaults}: each
// Expression's member as REST's form of it (contract/qdrant/formula.ts), a
// missing operand refused in Qdrant's words (lib/shard query/conversions.rs).
import { restFilterOf, type GrpcCondition } from "./filters";
import { invalidArgument } from "./query-vector-input";
import { jsonOfFields, type GrpcValue } from "./values";

interface GrpcDecayParams {
  x?: GrpcExpression;
  target?: GrpcExpression;
  scale?: number;
  midpoint?: number;
}

export interface GrpcExpression {
  variant?: string;
  constant?: number;
  variable?: string;
  condition?: GrpcCondition;
  geo_distance?: { origin?: { lon?: number; lat?: number }; to?: string };
  datetime?: string;
  datetime_key?: string;
  mult?: { mult?: GrpcExpression[] };
  sum?: { sum?: GrpcExpression[] };
  div?: { left?: GrpcExpression; right?: GrpcExpression; by_zero_default?: number };
  pow?: { base?: GrpcExpression; exponent?: GrpcExpression };
  neg?: GrpcExpression;
  abs?: GrpcExpression;
  sqrt?: GrpcExpression;
  exp?: GrpcExpression;
  log10?: GrpcExpression;
  ln?: GrpcExpression;
  exp_decay?: GrpcDecayParams;
  gauss_decay?: GrpcDecayParams;
  lin_decay?: GrpcDecayParams;
}

export interface GrpcFormula {
  expression?: GrpcExpression;
  defaults?: Record<string, GrpcValue>;
}

const UNARY = ["neg", "abs", "sqrt", "exp", "log10", "ln"] as const;
const DECAYS = ["exp_decay", "gauss_decay", "lin_decay"] as const;

export function restFormulaOf(formula: GrpcFormula): { formula: unknown; defaults?: Record<string, unknown> } {
  if (!formula.expression) throw invalidArgument("missing field: expression");
  const defaults = formula.defaults ?? {};
  return { formula: restExpressionOf(formula.expression), ...(Object.keys(defaults).length > 0 ? { defaults: jsonOfFields(defaults) } : {}) };
}

function restExpressionOf(expression: GrpcExpression): unknown {
  const variant = expression.variant;
  switch (variant) {
    case "constant":
      return expression.constant ?? 0;
    case "variable":
      return expression.variable ?? "";
    case "condition":
      return restConditionOf(expression.condition);
    case "geo_distance": {
      const { origin, to } = expression.geo_distance ?? {};
      if (!origin) throw invalidArgument("missing field: origin");
      return { geo_distance: { origin: { lon: origin.lon ?? 0, lat: origin.lat ?? 0 }, to: to ?? "" } };
    }
    case "datetime":
      return { datetime: expression.datetime ?? "" };
    case "datetime_key":
      return { datetime_key: expression.datetime_key ?? "" };
    case "mult":
      return { mult: (expression.mult?.mult ?? []).map(restExpressionOf) };
    case "sum":
      return { sum: (expression.sum?.sum ?? []).map(restExpressionOf) };
    case "div": {
      const { left, right, by_zero_default } = expression.div ?? {};
      return { div: { left: required(left, "left"), right: required(right, "right"), ...(by_zero_default === undefined ? {} : { by_zero_default }) } };
    }
    case "pow": {
      const { base, exponent } = expression.pow ?? {};
      return { pow: { base: required(base, "base"), exponent: required(exponent, "exponent") } };
    }
    default:
      if (isOneOf(UNARY, variant)) return { [variant]: required(expression[variant], variant) };
      if (isOneOf(DECAYS, variant)) return { [variant]: restDecayOf(expression[variant] ?? {}) };
      throw invalidArgument("missing field: variant");
  }
}

function restDecayOf({ x, target, scale, midpoint }: GrpcDecayParams): Record<string, unknown> {
  return {
    x: required(x, "x"),
    ...(target ? { target: restExpressionOf(target) } : {}),
    ...(scale === undefined ? {} : { scale }),
    ...(midpoint === undefined ? {} : { midpoint }),
  };
}

/** A Condition alone, read as the filter converter reads one of a filter's. */
function restConditionOf(condition: GrpcCondition | undefined): unknown {
  const converted = condition && restFilterOf({ must: [condition] })?.must;
  const [rest] = Array.isArray(converted) ? converted : [];
  if (rest === undefined) throw invalidArgument("missing field: condition");
  return rest;
}

function required(expression: GrpcExpression | undefined, field: string): unknown {
  if (!expression) throw invalidArgument(`missing field: ${field}`);
  return restExpressionOf(expression);
}

function isOneOf<T extends string>(names: readonly T[], name: string | undefined): name is T {
  return (names as readonly (string | undefined)[]).includes(name);
}
