// Qdrant's filter JSON into the engine-neutral filter tree
// (server/engine/filter-tree.ts). Every problem is a 400 that names the place
// in the body ("filter.must[1].range.gt") and what is wrong there, so that a
// malformed filter is never half-applied.
import type { FilterNode, KeyPath, MatchValue } from "../../engine/filter-tree";
import { parseDatetime } from "../../engine/parse-datetime";
import { formatError, wrongInput } from "../qdrant-errors";
import { parsePointIds } from "../points/parse-point-id";
import { parseKeyPath } from "./parse-key-path";

const FILTER_FIELDS = ["should", "min_should", "must", "must_not"] as const;
const RANGE_BOUNDS = ["gt", "gte", "lt", "lte"] as const;
type Bounds = Partial<Record<(typeof RANGE_BOUNDS)[number], number>>;

export const CONDITION_EXPECTED =
  'Expected some form of condition, which can be a field condition (like {"key": ..., "match": ... }), or some other mentioned in the documentation: https://qdrant.tech/documentation/concepts/filtering/#filtering-conditions';

/** A Qdrant filter (or null/undefined: no filter) as a filter tree; undefined when there is nothing to filter on. */
export function parseFilter(value: unknown, path = "filter"): FilterNode | undefined {
  if (value === undefined || value === null) return undefined;
  const node = parseFilterObject(value, path);
  return node.kind === "all" ? undefined : node;
}

function parseFilterObject(value: unknown, path: string): FilterNode {
  const filter = asObject(value, path, "a filter object");
  for (const field of Object.keys(filter)) {
    if (!(FILTER_FIELDS as readonly string[]).includes(field)) {
      throw formatError(`${path}: unknown field \`${field}\`, expected one of ${FILTER_FIELDS.map((name) => `\`${name}\``).join(", ")}`);
    }
  }
  const parts: FilterNode[] = [];
  // An empty condition ({}, has_vector "") holds for every point: it adds nothing to must, and makes should hold.
  parts.push(...conditionList(filter.must, `${path}.must`).filter((node) => node.kind !== "all"));
  const should = conditionList(filter.should, `${path}.should`);
  if (should.length > 0 && !should.some((node) => node.kind === "all")) parts.push(should.length === 1 ? (should[0] as FilterNode) : { kind: "or", children: should });
  parts.push(...conditionList(filter.must_not, `${path}.must_not`).map((child): FilterNode => ({ kind: "not", child })));
  if (filter.min_should !== undefined && filter.min_should !== null) parts.push(parseMinShould(filter.min_should, `${path}.min_should`));
  if (parts.length === 0) return { kind: "all" };
  return parts.length === 1 ? (parts[0] as FilterNode) : { kind: "and", children: parts };
}

/** must / should / must_not take one condition or a list of them. */
function conditionList(value: unknown, path: string): FilterNode[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.map((condition, index) => parseCondition(condition, `${path}[${index}]`));
  return [parseCondition(value, path)];
}

function parseMinShould(value: unknown, path: string): FilterNode {
  const minShould = asObject(value, path, "an object with conditions and min_count");
  if (!Array.isArray(minShould.conditions)) throw formatError(`${path}: missing field \`conditions\` (a list of conditions)`);
  const minCount = minShould.min_count;
  if (typeof minCount !== "number" || !Number.isInteger(minCount) || minCount < 0) {
    throw formatError(`${path}.min_count: expected a non-negative integer`);
  }
  const children = minShould.conditions.map((condition, index) => parseCondition(condition, `${path}.conditions[${index}]`));
  return { kind: "atLeast", min: minCount, children };
}

function parseCondition(value: unknown, path: string): FilterNode {
  const condition = asObject(value, path, "a condition object");
  if ("key" in condition) return parseFieldCondition(condition, path);
  if ("is_empty" in condition) return { kind: "isEmpty", key: payloadField(condition.is_empty, `${path}.is_empty`) };
  if ("is_null" in condition) return { kind: "isNull", key: payloadField(condition.is_null, `${path}.is_null`) };
  if ("has_id" in condition) return { kind: "hasId", ids: parsePointIds(condition.has_id, `${path}.has_id`) };
  if ("has_vector" in condition) return parseHasVector(condition.has_vector, `${path}.has_vector`);
  if ("nested" in condition) return parseNested(condition.nested, `${path}.nested`);
  if (FILTER_FIELDS.some((field) => field in condition)) return parseFilterObject(condition, path);
  // {} is an empty filter in Qdrant: it matches every point.
  if (Object.keys(condition).length === 0) return { kind: "all" };
  throw formatError(`${CONDITION_EXPECTED} (at ${path})`);
}

function parseFieldCondition(condition: Record<string, unknown>, path: string): FilterNode {
  const key = keyPath(condition.key, `${path}.key`);
  const present = ["match", "range", "values_count", "is_empty", "is_null", "geo_bounding_box", "geo_radius", "geo_polygon"].filter(
    (field) => condition[field] !== undefined && condition[field] !== null,
  );
  if (present.length === 0) {
    throw formatError(`${path}: a field condition needs one of match, range, values_count, is_empty or is_null for key \`${key.raw}\``);
  }
  const nodes = present.map((field): FilterNode => {
    const at = `${path}.${field}`;
    switch (field) {
      case "match":
        return parseMatch(key, condition.match, at);
      case "range":
        return parseRange(key, condition.range, at);
      case "values_count":
        return { kind: "valuesCount", key, ...bounds(condition.values_count, at, "count") };
      case "is_empty":
        return negateUnless(asBoolean(condition.is_empty, at), { kind: "isEmpty", key });
      case "is_null":
        return negateUnless(asBoolean(condition.is_null, at), { kind: "isNull", key });
      default:
        throw wrongInput(`geo conditions are not supported by this service (${at})`);
    }
  });
  // Qdrant applies every condition a field condition holds.
  return nodes.length === 1 ? (nodes[0] as FilterNode) : { kind: "and", children: nodes };
}

function parseMatch(key: KeyPath, value: unknown, path: string): FilterNode {
  const match = asObject(value, path, "a match object");
  if ("value" in match) return { kind: "match", key, value: matchValue(match.value, `${path}.value`) };
  if ("any" in match) return { kind: "matchAny", key, values: matchValues(match.any, `${path}.any`) };
  if ("except" in match) return { kind: "matchExcept", key, values: matchValues(match.except, `${path}.except`) };
  if ("text" in match) {
    if (typeof match.text !== "string") throw formatError(`${path}.text: expected a string`);
    return { kind: "text", key, text: match.text };
  }
  if ("text_any" in match || "phrase" in match) throw wrongInput(`${path}: only value, any, except and text matches are supported`);
  throw formatError(`${path}: expected one of value, any, except or text`);
}

function matchValue(value: unknown, path: string): MatchValue {
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  throw formatError(`${path}: expected a string, an integer or a boolean`);
}

/** Qdrant's AnyVariants: a list of strings, or a list of integers. */
function matchValues(value: unknown, path: string): MatchValue[] {
  if (!Array.isArray(value)) throw formatError(`${path}: expected a list of strings or a list of integers`);
  const isStrings = value.every((item) => typeof item === "string");
  const isIntegers = value.every((item) => typeof item === "number" && Number.isSafeInteger(item));
  if (!isStrings && !isIntegers) throw formatError(`${path}: expected a list of strings or a list of integers`);
  return value as MatchValue[];
}

/** Numbers make a numeric range; strings make a datetime range (RFC 3339), compared as epoch milliseconds. */
function parseRange(key: KeyPath, value: unknown, path: string): FilterNode {
  const range = asObject(value, path, "a range object");
  const given = RANGE_BOUNDS.filter((bound) => range[bound] !== undefined && range[bound] !== null);
  const isDatetime = given.some((bound) => typeof range[bound] === "string");
  if (!isDatetime) return { kind: "range", key, ...bounds(range, path, "number"), datetime: false };
  const result: Bounds = {};
  for (const bound of given) {
    const text = range[bound];
    const epochMs = typeof text === "string" ? parseDatetime(text) : null;
    if (epochMs === null) throw formatError(`${path}.${bound}: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"`);
    result[bound] = epochMs;
  }
  return { kind: "range", key, ...result, datetime: true };
}

function bounds(value: unknown, path: string, kind: "number" | "count"): Bounds {
  const object = asObject(value, path, "an object with gt, gte, lt or lte");
  const result: Bounds = {};
  for (const bound of RANGE_BOUNDS) {
    const limit = object[bound];
    if (limit === undefined || limit === null) continue;
    const isValid = kind === "number" ? typeof limit === "number" && Number.isFinite(limit) : typeof limit === "number" && Number.isInteger(limit) && limit >= 0;
    if (!isValid) throw formatError(`${path}.${bound}: expected ${kind === "number" ? "a number" : "a non-negative integer"}`);
    result[bound] = limit as number;
  }
  return result;
}

function parseNested(value: unknown, path: string): FilterNode {
  const nested = asObject(value, path, "an object with key and filter");
  const key = keyPath(nested.key, `${path}.key`);
  if (nested.filter === undefined || nested.filter === null) throw formatError(`${path}: missing field \`filter\``);
  return { kind: "nested", key, filter: parseFilterObject(nested.filter, `${path}.filter`) };
}

/** Every point has the one unnamed vector a collection here holds. */
function parseHasVector(value: unknown, path: string): FilterNode {
  if (value !== "") throw wrongInput(`Not existing vector name error: ${String(value)} (${path}); collections here hold one unnamed vector ("")`);
  return { kind: "all" };
}

function payloadField(value: unknown, path: string): KeyPath {
  const field = asObject(value, path, "an object with a key");
  return keyPath(field.key, `${path}.key`);
}

function keyPath(value: unknown, path: string): KeyPath {
  if (typeof value !== "string") throw formatError(`${path}: expected a payload key (a string)`);
  const parsed = parseKeyPath(value);
  if (!parsed) throw formatError(`${path}: \`${value}\` is not a valid payload key path (such as "city", "address.city" or "items[].sku")`);
  return parsed;
}

function negateUnless(isTrue: boolean, node: FilterNode): FilterNode {
  return isTrue ? node : { kind: "not", child: node };
}

function asBoolean(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw formatError(`${path}: expected true or false`);
  return value;
}

function asObject(value: unknown, path: string, expected: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw formatError(`${path}: expected ${expected}`);
  return value as Record<string, unknown>;
}
