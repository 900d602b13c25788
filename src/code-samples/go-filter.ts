// A Qdrant filter (REST's JSON) as Go for github.com/qdrant/go-client: each
// condition by the client's constructor (qdrant.NewMatch, NewRange,
// NewGeoRadius, NewNestedFilter, ...). A datetime range needs timestamppb,
// which the program then imports.
import { block, checkOnePart, goString, NotExpressible, RANGE_BOUNDS, timestampOf, isFilterCondition } from "./grpc-source";
import { isObject, isPointId, listOf } from "./query-shapes";

export const TIMESTAMPPB_IMPORT = "google.golang.org/protobuf/types/known/timestamppb";

/** What a Go sample needs beyond the client: imports its filter asked for. */
export interface GoNeeds {
  imports: Set<string>;
}

const FILTER_CLAUSES = [
  ["must", "Must"],
  ["should", "Should"],
  ["must_not", "MustNot"],
] as const;

const GO_BOUNDS: Readonly<Record<(typeof RANGE_BOUNDS)[number], string>> = { gt: "Gt", gte: "Gte", lt: "Lt", lte: "Lte" };

export const goNumber = (value: number) => String(value);

export function goStruct(type: string, fields: readonly string[]): string {
  return block(`&qdrant.${type}{`, fields, "}", "\t");
}

export function goPointId(id: unknown): string {
  if (!isPointId(id)) throw new NotExpressible("not a point id");
  return typeof id === "number" ? `qdrant.NewIDNum(${id})` : `qdrant.NewID(${goString(id)})`;
}

function conditions(list: unknown, needs: GoNeeds): string {
  return block("[]*qdrant.Condition{", listOf(list).map((condition) => goCondition(condition, needs)), "}", "\t");
}

export function goFilter(filter: unknown, needs: GoNeeds): string {
  if (!isObject(filter)) throw new NotExpressible("not a filter");
  const fields = FILTER_CLAUSES.flatMap(([clause, field]) => (filter[clause] === undefined || filter[clause] === null ? [] : [`${field}: ${conditions(filter[clause], needs)}`]));
  const minShould = filter.min_should;
  if (isObject(minShould)) fields.push(`MinShould: ${goStruct("MinShould", [`Conditions: ${conditions(minShould.conditions, needs)}`, `MinCount: ${Number(minShould.min_count)}`])}`);
  return goStruct("Filter", fields);
}

function keyOf(value: unknown): string {
  if (!isObject(value) || typeof value.key !== "string") throw new NotExpressible("a condition without its key");
  return value.key;
}

function goCondition(condition: unknown, needs: GoNeeds): string {
  if (!isObject(condition)) throw new NotExpressible("not a condition");
  if (isFilterCondition(condition)) return `qdrant.NewFilterAsCondition(${goFilter(condition, needs)})`;
  if ("is_empty" in condition) return `qdrant.NewIsEmpty(${goString(keyOf(condition.is_empty))})`;
  if ("is_null" in condition) return `qdrant.NewIsNull(${goString(keyOf(condition.is_null))})`;
  if ("has_id" in condition) return `qdrant.NewHasID(${listOf(condition.has_id).map(goPointId).join(", ")})`;
  if (typeof condition.has_vector === "string") return `qdrant.NewHasVector(${goString(condition.has_vector)})`;
  if (isObject(condition.nested)) return `qdrant.NewNestedFilter(${goString(keyOf(condition.nested))}, ${goFilter(condition.nested.filter, needs)})`;
  if (typeof condition.key === "string") return goFieldCondition(condition.key, condition, needs);
  throw new NotExpressible("an unknown condition");
}

function goFieldCondition(key: string, condition: Record<string, unknown>, needs: GoNeeds): string {
  checkOnePart(condition);
  const field = goString(key);
  const { match, range, geo_radius: radius, geo_bounding_box: box, geo_polygon: polygon, values_count: count } = condition;
  if (isObject(match)) return goMatch(field, match);
  if (isObject(range)) return goRange(field, range, needs);
  if (isObject(radius) && isObject(radius.center)) return `qdrant.NewGeoRadius(${field}, ${goNumber(Number(radius.center.lat))}, ${goNumber(Number(radius.center.lon))}, ${goNumber(Number(radius.radius))})`;
  if (isObject(box) && isObject(box.top_left) && isObject(box.bottom_right)) {
    const corners = [box.top_left.lat, box.top_left.lon, box.bottom_right.lat, box.bottom_right.lon].map((value) => goNumber(Number(value)));
    return `qdrant.NewGeoBoundingBox(${field}, ${corners.join(", ")})`;
  }
  if (isObject(polygon)) return `qdrant.NewGeoPolygon(${[field, goLine(polygon.exterior), ...listOf(polygon.interiors).map(goLine)].join(", ")})`;
  if (isObject(count)) {
    const bounds = RANGE_BOUNDS.flatMap((bound) => (typeof count[bound] === "number" ? [`${GO_BOUNDS[bound]}: qdrant.PtrOf(uint64(${count[bound]}))`] : []));
    return `qdrant.NewValuesCount(${field}, ${goStruct("ValuesCount", bounds)})`;
  }
  throw new NotExpressible("a field condition the Go client cannot write");
}

function goLine(line: unknown): string {
  if (!isObject(line)) throw new NotExpressible("not a line of points");
  const points = listOf(line.points).map((point) => (isObject(point) ? `{Lat: ${goNumber(Number(point.lat))}, Lon: ${goNumber(Number(point.lon))}}` : "{}"));
  return goStruct("GeoLineString", [`Points: ${block("[]*qdrant.GeoPoint{", points, "}", "\t")}`]);
}

function goMatch(field: string, match: Record<string, unknown>): string {
  if ("value" in match) {
    const { value } = match;
    if (typeof value === "string") return `qdrant.NewMatch(${field}, ${goString(value)})`;
    if (typeof value === "boolean") return `qdrant.NewMatchBool(${field}, ${value})`;
    if (typeof value === "number" && Number.isSafeInteger(value)) return `qdrant.NewMatchInt(${field}, ${value})`;
  }
  for (const [kind, constructors] of [
    ["any", ["NewMatchKeywords", "NewMatchInts"]],
    ["except", ["NewMatchExceptKeywords", "NewMatchExceptInts"]],
  ] as const) {
    const values = match[kind];
    if (!Array.isArray(values)) continue;
    if (values.every((value) => typeof value === "string")) return `qdrant.${constructors[0]}(${[field, ...values.map(goString)].join(", ")})`;
    if (values.every((value) => typeof value === "number" && Number.isSafeInteger(value))) return `qdrant.${constructors[1]}(${[field, ...values.map(String)].join(", ")})`;
  }
  for (const [kind, constructor] of [
    ["text", "NewMatchText"],
    ["phrase", "NewMatchPhrase"],
    ["text_any", "NewMatchTextAny"],
  ] as const) {
    const text = match[kind];
    if (typeof text === "string") return `qdrant.${constructor}(${field}, ${goString(text)})`;
  }
  throw new NotExpressible("a match the Go client cannot write");
}

function goRange(field: string, range: Record<string, unknown>, needs: GoNeeds): string {
  const bounds = RANGE_BOUNDS.filter((bound) => range[bound] !== undefined && range[bound] !== null);
  if (bounds.every((bound) => typeof range[bound] === "number")) {
    return `qdrant.NewRange(${field}, ${goStruct("Range", bounds.map((bound) => `${GO_BOUNDS[bound]}: qdrant.PtrOf(float64(${goNumber(Number(range[bound]))}))`))})`;
  }
  if (!bounds.every((bound) => typeof range[bound] === "string")) throw new NotExpressible("a range of numbers and datetimes");
  needs.imports.add(TIMESTAMPPB_IMPORT);
  const fields = bounds.map((bound) => {
    const { seconds, nanos } = timestampOf(String(range[bound]));
    return `${GO_BOUNDS[bound]}: &timestamppb.Timestamp{Seconds: ${seconds}${nanos === 0 ? "" : `, Nanos: ${nanos}`}}`;
  });
  return `qdrant.NewDatetimeRange(${field}, ${goStruct("DatetimeRange", fields)})`;
}
