// The filter tree evaluated in memory against one stored payload, with Qdrant's
// semantics (segment payload_storage/query_checker.rs and condition_checker.rs).
// It answers the conditions SQL cannot (unindexed keys, nested filters, rows whose
// values an index column cannot hold), so it is the reference for the SQL too.
// Full-text conditions depend on the key's index: `textIndexes` holds the
// settings of the collection's text indexes, by canonical key; a key inside a
// nested filter is looked up under its whole path ("items[].title"), as Qdrant does.
import { AppError } from "../../errors";
import type { FilterNode, MatchValue, PointId } from "./filter-tree";
import { geoPointOf, geoTest } from "./geo-shapes";
import { parseDatetime } from "./parse-datetime";
import { textTest } from "../text-index/text-match";
import type { TextIndexSettings } from "../text-index/text-index-settings";
import type { Payload } from "../vector-engine";
import { formatJsonPath, pathFromKeyPath, type PathItem } from "../payload/json-path";
import { countOf, isObject, leavesOf, valuesAt } from "../payload/payload-values";

/** `pointKey` is the row's canonical id key; has_id and slice test keys. Absent inside nested filters. */
export type RowTest = (payload: Payload, pointKey: string | undefined) => boolean;

/** How an engine's row keys answer the conditions on point ids (LanceDB's: point-key.ts). */
export interface KeyTests {
  /** has_id: a test of a row's key against a list of ids. */
  listed(ids: readonly PointId[]): (key: string) => boolean;
  /** slice: whether a row's key falls in slice `index` of `total` (filter/point-slice.ts). */
  inSlice(total: number, index: number): (key: string) => boolean;
}

/** Text index settings by canonical key (field-columns.ts, textIndexesOf). */
export type TextIndexes = ReadonlyMap<string, TextIndexSettings>;

const NO_TEXT_INDEXES: TextIndexes = new Map();

export function compileFilter(node: FilterNode, keys: KeyTests, textIndexes: TextIndexes = NO_TEXT_INDEXES): RowTest {
  return compile(node, { keys, textIndexes, scope: [] });
}

interface Context {
  keys: KeyTests;
  textIndexes: TextIndexes;
  /** Where the payload being tested sits in the point's payload: the path of the enclosing nested filters. */
  scope: readonly PathItem[];
}

function compile(node: FilterNode, context: Context): RowTest {
  const { keys } = context;
  switch (node.kind) {
    case "all":
      return () => true;
    case "and": {
      const tests = node.children.map((child) => compile(child, context));
      return (payload, key) => tests.every((test) => test(payload, key));
    }
    case "or": {
      const tests = node.children.map((child) => compile(child, context));
      return (payload, key) => tests.some((test) => test(payload, key));
    }
    case "not": {
      const test = compile(node.child, context);
      return (payload, key) => !test(payload, key);
    }
    case "atLeast": {
      const tests = node.children.map((child) => compile(child, context));
      return (payload, key) => countPassing(tests, payload, key, node.min) >= node.min;
    }
    case "hasId": {
      const isListed = keys.listed(node.ids);
      return (_payload, key) => key !== undefined && isListed(key);
    }
    case "slice": {
      // Within a nested filter there is no point id: Qdrant's query_checker finds no slice there either.
      const isInSlice = keys.inSlice(node.total, node.index);
      return (_payload, key) => key !== undefined && isInSlice(key);
    }
    case "hasVector":
      // Vectors are columns, not payload: the plan answers has_vector in SQL (plan-filter.ts); within a nested filter there is no point to ask.
      throw new AppError("bad_request", "has_vector cannot be used inside a nested filter");
    case "shard":
      // Likewise a column: the plan answers it in SQL, and checked candidates are read with it (checked-candidates.ts).
      throw new AppError("bad_request", "A shard key cannot be tested inside a nested filter");
    case "nested": {
      const path: PathItem[] = [...pathFromKeyPath(node.key), { kind: "each" }];
      const test = compile(node.filter, { ...context, scope: [...context.scope, ...path] });
      return (payload) => valuesAt(payload, path).some((element) => isObject(element) && test(element, undefined));
    }
    default:
      return compileFieldCondition(node, context);
  }
}

function countPassing(tests: readonly RowTest[], payload: Payload, key: string | undefined, enough: number): number {
  let passing = 0;
  for (const test of tests) if (passing < enough && test(payload, key)) passing += 1;
  return passing;
}

type FieldNode = Exclude<FilterNode, { kind: "all" | "and" | "or" | "not" | "atLeast" | "hasId" | "slice" | "hasVector" | "shard" | "nested" }>;

function compileFieldCondition(node: FieldNode, { textIndexes, scope }: Context): RowTest {
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
    case "text": {
      // All the key's strings at once: an index holds their tokens as one set.
      const test = textTest(node.text, node.mode, textIndexes.get(formatJsonPath([...scope, ...path])) ?? null);
      return (payload) => test(leavesOf(valuesAt(payload, path)).filter((leaf): leaf is string => typeof leaf === "string"));
    }
    default: {
      const test = leafTest(node);
      return (payload) => leavesOf(valuesAt(payload, path)).some(test);
    }
  }
}

/** Whether one value (an array already opened one level) satisfies a match or range condition. */
export function leafTest(node: Extract<FilterNode, { kind: "match" | "matchAny" | "matchExcept" | "matchPrefix" | "matchSubstring" | "range" }>): (leaf: unknown) => boolean {
  switch (node.kind) {
    case "match":
      return (leaf) => leaf === node.value;
    case "matchAny": {
      // A set, not the list: a body may list millions of values.
      const listed = new Set<unknown>(node.values);
      return (leaf) => isMatchValue(leaf) && listed.has(leaf);
    }
    case "matchExcept": {
      const listed = new Set<unknown>(node.values);
      // Qdrant: null never passes; strings and numbers pass when not listed; other values always pass.
      return (leaf) => leaf !== null && !(isMatchValue(leaf) && listed.has(leaf));
    }
    case "matchPrefix":
      // Qdrant's condition_checker (Match::Prefix): a string value, never a number or a boolean.
      return (leaf) => typeof leaf === "string" && leaf.startsWith(node.prefix);
    case "matchSubstring":
      return (leaf) => typeof leaf === "string" && leaf.includes(node.substring);
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
