// The filter tree evaluated in memory against one stored payload, with Qdrant's
// semantics (segment payload_storage/query_checker.rs and condition_checker.rs).
// It answers the conditions SQL cannot (unindexed keys, nested filters, rows whose
// values an index column cannot hold), so it is the reference for the SQL too.
import type { FilterNode, MatchValue } from "../../filter-tree";
import { geoPointOf, geoTest } from "../../geo-shapes";
import { parseDatetime } from "../../parse-datetime";
import type { Payload } from "../../vector-engine";
import { pathFromKeyPath, type PathItem } from "../payload/json-path";
import { countOf, isObject, leavesOf, valuesAt } from "../payload/payload-values";
import { containsAllTokens, textTokens } from "../payload/text-tokens";

/** `pointKey` is the row's canonical id key; has_id compares against keys. Absent inside nested filters. */
export type RowTest = (payload: Payload, pointKey: string | undefined) => boolean;

export function compileFilter(node: FilterNode, toPointKey: (id: string | number) => string): RowTest {
  switch (node.kind) {
    case "all":
      return () => true;
    case "and": {
      const tests = node.children.map((child) => compileFilter(child, toPointKey));
      return (payload, key) => tests.every((test) => test(payload, key));
    }
    case "or": {
      const tests = node.children.map((child) => compileFilter(child, toPointKey));
      return (payload, key) => tests.some((test) => test(payload, key));
    }
    case "not": {
      const test = compileFilter(node.child, toPointKey);
      return (payload, key) => !test(payload, key);
    }
    case "atLeast": {
      const tests = node.children.map((child) => compileFilter(child, toPointKey));
      return (payload, key) => countPassing(tests, payload, key, node.min) >= node.min;
    }
    case "hasId": {
      const keys = new Set(node.ids.map(toPointKey));
      return (_payload, key) => key !== undefined && keys.has(key);
    }
    case "nested": {
      const path: PathItem[] = [...pathFromKeyPath(node.key), { kind: "each" }];
      const test = compileFilter(node.filter, toPointKey);
      return (payload) => valuesAt(payload, path).some((element) => isObject(element) && test(element, undefined));
    }
    default:
      return compileFieldCondition(node);
  }
}

function countPassing(tests: readonly RowTest[], payload: Payload, key: string | undefined, enough: number): number {
  let passing = 0;
  for (const test of tests) if (passing < enough && test(payload, key)) passing += 1;
  return passing;
}

type FieldNode = Exclude<FilterNode, { kind: "all" | "and" | "or" | "not" | "atLeast" | "hasId" | "nested" }>;

function compileFieldCondition(node: FieldNode): RowTest {
  const path = pathFromKeyPath(node.key);
  switch (node.kind) {
    case "isEmpty":
      // Every value found is null or an empty array (so a missing key is empty).
      return (payload) => valuesAt(payload, path).every((value) => value === null || (Array.isArray(value) && value.length === 0));
    case "isNull":
      return (payload) => valuesAt(payload, path).some((value) => value === null);
    case "valuesCount": {
      const inRange = boundsTest(node);
      // A missing key counts 0; otherwise any value whose count is in range.
      return (payload) => {
        const values = valuesAt(payload, path);
        return values.length === 0 ? inRange(0) : values.some((value) => inRange(countOf(value)));
      };
    }
    case "geoBoundingBox":
    case "geoRadius":
    case "geoPolygon": {
      const inShape = geoTest(node);
      return (payload) =>
        leavesOf(valuesAt(payload, path)).some((leaf) => {
          const point = geoPointOf(leaf);
          return point !== null && inShape(point);
        });
    }
    default: {
      const test = leafTest(node);
      return (payload) => leavesOf(valuesAt(payload, path)).some(test);
    }
  }
}

/** Whether one value (an array already opened one level) satisfies a match, range or text condition. */
export function leafTest(node: Extract<FilterNode, { kind: "match" | "matchAny" | "matchExcept" | "text" | "range" }>): (leaf: unknown) => boolean {
  switch (node.kind) {
    case "match":
      return (leaf) => leaf === node.value;
    case "matchAny":
      return (leaf) => isMatchValue(leaf) && node.values.includes(leaf);
    case "matchExcept":
      // Qdrant: null never passes; strings and numbers pass when not listed; other values always pass.
      return (leaf) => leaf !== null && !(isMatchValue(leaf) && node.values.includes(leaf));
    case "text": {
      const tokens = textTokens(node.text);
      return (leaf) => typeof leaf === "string" && containsAllTokens(leaf, tokens);
    }
    case "range": {
      const inRange = boundsTest(node);
      if (node.datetime) {
        return (leaf) => {
          const time = typeof leaf === "string" ? parseDatetime(leaf) : null;
          return time !== null && inRange(time);
        };
      }
      return (leaf) => typeof leaf === "number" && inRange(leaf);
    }
  }
}

function isMatchValue(value: unknown): value is MatchValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

export function boundsTest(bounds: { gt?: number; gte?: number; lt?: number; lte?: number }): (value: number) => boolean {
  const { gt, gte, lt, lte } = bounds;
  return (value) =>
    (gt === undefined || value > gt) && (gte === undefined || value >= gte) && (lt === undefined || value < lt) && (lte === undefined || value <= lte);
}
