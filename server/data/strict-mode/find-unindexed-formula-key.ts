// The key of a formula query that strict mode refuses without an index
// (Qdrant's one_unindexed_expression_key: Extractor::update_from_expression):
// a payload variable needs an integer or float index, geo_distance's `to` a
// geo index, datetime_key a datetime index, and each condition what it needs
// in a filter; $score, constants and datetimes read no key. A variable that is
// no path reads nothing here (the formula's parse refuses it later).
import { parseFormulaVariable, type DecayParams, type Expression } from "../../../contract/qdrant/formula";
import type { Condition } from "../../../contract/qdrant/filters";
import { parseJsonPath } from "../../../contract/qdrant/json-path";
import type { PayloadIndexSchema } from "../indexes/read-index-schema";
import { UnindexedKeys, type UnindexedKey } from "./unindexed-keys";

const LISTS = ["mult", "sum", "max", "min"] as const;
const UNARY = ["neg", "abs", "sqrt", "exp", "log10", "ln", "acosh"] as const;
const DECAYS = ["lin_decay", "exp_decay", "gauss_decay"] as const;

export function findUnindexedFormulaKey(formula: Expression, indexes: PayloadIndexSchema): UnindexedKey | undefined {
  const keys = new UnindexedKeys(indexes);
  addExpression(formula, keys);
  return keys.first();
}

function addExpression(expression: Expression, keys: UnindexedKeys): void {
  if (typeof expression === "number") return;
  if (typeof expression === "string") {
    const variable = parseFormulaVariable(expression);
    if (!("problem" in variable) && variable.kind === "payload") keys.addKey(variable.path, ["intMatch", "intRange", "floatRange"]);
    return;
  }
  if ("geo_distance" in expression) return addPath(expression.geo_distance.to, ["geo"], keys);
  if ("datetime_key" in expression) return addPath(expression.datetime_key, ["datetimeRange"], keys);
  if ("datetime" in expression) return;
  const list = LISTS.find((name) => name in expression);
  if (list) return (expression as Record<typeof list, Expression[]>)[list].forEach((child) => addExpression(child, keys));
  const unary = UNARY.find((name) => name in expression);
  if (unary) return addExpression((expression as Record<typeof unary, Expression>)[unary], keys);
  if ("div" in expression) return [expression.div.left, expression.div.right].forEach((child) => addExpression(child, keys));
  if ("pow" in expression) return [expression.pow.base, expression.pow.exponent].forEach((child) => addExpression(child, keys));
  const decay = DECAYS.find((name) => name in expression);
  if (decay) {
    const { x, target } = (expression as Record<typeof decay, DecayParams>)[decay];
    addExpression(x, keys);
    if (target !== undefined && target !== null) addExpression(target, keys);
    return;
  }
  keys.addCondition(expression as Condition);
}

/** A path the formula's schema has checked. */
function addPath(raw: string, required: Parameters<UnindexedKeys["addKey"]>[1], keys: UnindexedKeys): void {
  const path = parseJsonPath(raw);
  if (path) keys.addKey(path, required);
}
