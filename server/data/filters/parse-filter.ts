// Qdrant's filter, as its schema has read it (contract/qdrant/filters.ts),
// into the engine-neutral filter tree (server/engine/filter/filter-tree.ts). What the
// schema cannot know is refused here, naming the place in the body: datetime
// bounds the engine does not read, and vector names other than the one
// unnamed vector.
import { CONDITION_EXPECTED, Filter, type Condition, type FieldCondition, type Match, type RangeInterface, type ValuesCount } from "../../../contract/qdrant/filters";
import type { FilterNode, KeyPath } from "../../engine/filter/filter-tree";
import { parseDatetime } from "../../engine/filter/parse-datetime";
import { parseQdrantInput } from "../http/qdrant-issues";
import { formatError } from "../qdrant-errors";

export { CONDITION_EXPECTED };

const RANGE_BOUNDS = ["gt", "gte", "lt", "lte"] as const;
type Bounds = Partial<Record<(typeof RANGE_BOUNDS)[number], number>>;

/** Filter JSON not read yet (null or undefined: no filter), parsed and turned into a tree. */
export function parseFilter(value: unknown, path = "filter"): FilterNode | undefined {
  if (value === undefined || value === null) return undefined;
  return toFilterTree(parseQdrantInput(Filter, value, "JSON body", path), path);
}

/** A parsed filter as a filter tree; undefined when there is nothing to filter on. */
export function toFilterTree(filter: Filter | null | undefined, path = "filter"): FilterNode | undefined {
  if (!filter) return undefined;
  const node = filterNode(filter, path);
  return node.kind === "all" ? undefined : node;
}

/** One condition as a tree ({kind: "all"} for an empty one): a formula's conditions. */
export function toConditionTree(condition: Condition, path: string): FilterNode {
  return conditionNode(condition, path);
}

function filterNode(filter: Filter, path: string): FilterNode {
  const parts: FilterNode[] = [];
  // An empty condition ({}) holds for every point: it adds nothing to must, and makes should hold.
  parts.push(...conditionNodes(filter.must, `${path}.must`).filter((node) => node.kind !== "all"));
  const should = conditionNodes(filter.should, `${path}.should`);
  if (should.length > 0 && !should.some((node) => node.kind === "all")) parts.push(should.length === 1 ? (should[0] as FilterNode) : { kind: "or", children: should });
  parts.push(...conditionNodes(filter.must_not, `${path}.must_not`).map((child): FilterNode => ({ kind: "not", child })));
  if (filter.min_should) {
    const { conditions, min_count: min } = filter.min_should;
    parts.push({ kind: "atLeast", min, children: conditions.map((condition, index) => conditionNode(condition, `${path}.min_should.conditions[${index}]`)) });
  }
  if (parts.length === 0) return { kind: "all" };
  return parts.length === 1 ? (parts[0] as FilterNode) : { kind: "and", children: parts };
}

/** must / should / must_not hold one condition or a list of them. */
function conditionNodes(conditions: Condition | Condition[] | null | undefined, path: string): FilterNode[] {
  if (!conditions) return [];
  if (Array.isArray(conditions)) return conditions.map((condition, index) => conditionNode(condition, `${path}[${index}]`));
  return [conditionNode(conditions, path)];
}

function conditionNode(condition: Condition, path: string): FilterNode {
  if ("key" in condition) return fieldConditionNode(condition, path);
  if ("is_empty" in condition) return { kind: "isEmpty", key: condition.is_empty.key };
  if ("is_null" in condition) return { kind: "isNull", key: condition.is_null.key };
  if ("has_id" in condition) return { kind: "hasId", ids: condition.has_id };
  // The engine knows the collection's vectors: an unknown name is its 400.
  if ("has_vector" in condition) return { kind: "hasVector", name: condition.has_vector };
  if ("slice" in condition) return { kind: "slice", total: condition.slice.total, index: condition.slice.index };
  if ("nested" in condition) return { kind: "nested", key: condition.nested.key, filter: filterNode(condition.nested.filter, `${path}.nested.filter`) };
  return filterNode(condition, path);
}

function fieldConditionNode(condition: FieldCondition, path: string): FilterNode {
  const { key } = condition;
  const nodes: FilterNode[] = [];
  if (condition.match) nodes.push(matchNode(key, condition.match));
  if (condition.range) nodes.push(rangeNode(key, condition.range, `${path}.range`));
  if (condition.values_count) nodes.push({ kind: "valuesCount", key, ...countBounds(condition.values_count) });
  if (typeof condition.is_empty === "boolean") nodes.push(negateUnless(condition.is_empty, { kind: "isEmpty", key }));
  if (typeof condition.is_null === "boolean") nodes.push(negateUnless(condition.is_null, { kind: "isNull", key }));
  if (condition.geo_bounding_box) {
    const { top_left: topLeft, bottom_right: bottomRight } = condition.geo_bounding_box;
    nodes.push({ kind: "geoBoundingBox", key, topLeft, bottomRight });
  }
  if (condition.geo_radius) nodes.push({ kind: "geoRadius", key, center: condition.geo_radius.center, radius: condition.geo_radius.radius });
  if (condition.geo_polygon) {
    const { exterior, interiors } = condition.geo_polygon;
    nodes.push({ kind: "geoPolygon", key, exterior: exterior.points, interiors: (interiors ?? []).map((ring) => ring.points) });
  }
  // Qdrant applies every condition a field condition holds.
  return nodes.length === 1 ? (nodes[0] as FilterNode) : { kind: "and", children: nodes };
}

function matchNode(key: KeyPath, match: Match): FilterNode {
  if ("value" in match) return { kind: "match", key, value: match.value };
  if ("any" in match) return { kind: "matchAny", key, values: match.any };
  if ("except" in match) return { kind: "matchExcept", key, values: match.except };
  if ("text" in match) return { kind: "text", key, text: match.text, mode: "all" };
  if ("text_any" in match) return { kind: "text", key, text: match.text_any, mode: "any" };
  if ("prefix" in match) return { kind: "matchPrefix", key, prefix: match.prefix };
  if ("substring" in match) return { kind: "matchSubstring", key, substring: match.substring };
  return { kind: "text", key, text: match.phrase, mode: "phrase" };
}

/** Numbers make a numeric range; strings make a datetime range (RFC 3339), compared as epoch milliseconds. */
function rangeNode(key: KeyPath, range: RangeInterface, path: string): FilterNode {
  const isDatetime = RANGE_BOUNDS.some((bound) => typeof range[bound] === "string");
  const bounds: Bounds = {};
  for (const bound of RANGE_BOUNDS) {
    const limit = range[bound];
    if (limit === undefined || limit === null) continue;
    const value = isDatetime ? (typeof limit === "string" ? parseDatetime(limit) : null) : limit;
    if (typeof value !== "number") throw formatError(`${path}.${bound}: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"`);
    bounds[bound] = value;
  }
  return { kind: "range", key, ...bounds, datetime: isDatetime };
}

function countBounds(count: ValuesCount): Bounds {
  const bounds: Bounds = {};
  for (const bound of RANGE_BOUNDS) {
    const limit = count[bound];
    if (limit !== undefined && limit !== null) bounds[bound] = limit;
  }
  return bounds;
}

function negateUnless(isTrue: boolean, node: FilterNode): FilterNode {
  return isTrue ? node : { kind: "not", child: node };
}
