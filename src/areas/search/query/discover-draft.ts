// Discovery as typed: a target and context pairs (a positive and a negative
// example each), every one a point id or a vector of the vector searched.
// With a target: {"discover": {"target", "context": [...]}}, the points
// nearest the target within the region the pairs mark out; without one:
// {"context": [...]}, the points that best fit the pairs.
import type { Schemas } from "@qdrant/js-client-rest";
import { parseVectorInput, type VectorInput } from "./parse-vector-input";
import type { ContextPairDraft, DiscoverDraft, DiscoverFieldKey } from "./query-kind-drafts";
import type { QueryVector } from "./search-vector";

type Errors = Partial<Record<DiscoverFieldKey, string>>;

function isBlank(pair: ContextPairDraft): boolean {
  return pair.positive.trim() === "" && pair.negative.trim() === "";
}

function readPairs(draft: DiscoverDraft, vector: QueryVector | null, errors: Errors): Schemas["ContextPair"][] {
  const pairs: Schemas["ContextPair"][] = [];
  for (const pair of draft.pairs) {
    // A pair left blank is no pair; one half-filled is a mistake.
    if (isBlank(pair)) continue;
    const sides: Partial<Record<"positive" | "negative", VectorInput>> = {};
    for (const side of ["positive", "negative"] as const) {
      const parsed = parseVectorInput(pair[side], vector);
      if ("error" in parsed) errors[`pair.${pair.id}.${side}`] = parsed.error;
      else sides[side] = parsed.input;
    }
    if (sides.positive !== undefined && sides.negative !== undefined) pairs.push({ positive: sides.positive, negative: sides.negative });
  }
  return pairs;
}

export function discoverQuery(draft: DiscoverDraft, vector: QueryVector | null, errors: Errors): Schemas["DiscoverQuery"] | Schemas["ContextQuery"] | undefined {
  const before = Object.keys(errors).length;
  const pairs = readPairs(draft, vector, errors);
  if (draft.target.trim() === "") {
    if (pairs.length === 0 && Object.keys(errors).length === before) errors.target = "Enter a target, or at least one context pair to search by context alone";
    return Object.keys(errors).length === before ? { context: pairs } : undefined;
  }
  const target = parseVectorInput(draft.target, vector);
  if ("error" in target) errors.target = target.error;
  if ("error" in target || Object.keys(errors).length > before) return undefined;
  return { discover: { target: target.input, context: pairs } };
}
