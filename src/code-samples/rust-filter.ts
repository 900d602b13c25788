// A Qdrant filter (REST's JSON) as Rust for the qdrant-client crate: Filter's
// must, should and must_not helpers (a struct when it has several clauses),
// each condition by Condition's constructor (matches, range, geo_radius,
// nested, ...). Integers carry their type where the crate's generic
// arguments would leave it unknown (42i64); floats are written as floats.
import { block, checkOnePart, NotExpressible, RANGE_BOUNDS, rustString, timestampOf, isFilterCondition } from "./grpc-source";
import { isObject, isPointId, listOf } from "./query-shapes";

/** The items of qdrant_client::qdrant a sample uses, for its `use` line. */
export interface RustNeeds {
  uses: Set<string>;
}

const FILTER_CLAUSES = ["must", "should", "must_not"] as const;

/** A float literal (f32 or f64): 1 as 1.0. */
export function rustFloat(value: number): string {
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** `Type { field: value, .. }` with the rest defaulted where `partial`. */
export function rustStruct(type: string, fields: readonly string[], partial: boolean): string {
  return block(`${type} {`, partial ? [...fields, "..Default::default()"] : fields, "}", "    ", true);
}

export function rustPointId(id: unknown, typed: boolean): string {
  if (!isPointId(id)) throw new NotExpressible("not a point id");
  if (typeof id === "string") return rustString(id);
  return typed ? `${id}u64` : String(id);
}

function conditionList(list: unknown, needs: RustNeeds): string[] {
  return listOf(list).map((condition) => rustCondition(condition, needs));
}

export function rustFilter(filter: unknown, needs: RustNeeds): string {
  if (!isObject(filter)) throw new NotExpressible("not a filter");
  needs.uses.add("Filter");
  const clauses = FILTER_CLAUSES.filter((clause) => filter[clause] !== undefined && filter[clause] !== null);
  const minShould = isObject(filter.min_should) ? filter.min_should : null;
  if (clauses.length === 1 && minShould === null) {
    const [clause] = clauses;
    if (clause !== undefined) return block(`Filter::${clause}([`, conditionList(filter[clause], needs), "])", "    ");
  }
  if (clauses.length === 0 && minShould !== null) {
    return block(`Filter::min_should(${Number(minShould.min_count)}, [`, conditionList(minShould.conditions, needs), "])", "    ");
  }
  const fields = clauses.map((clause) => `${clause}: ${block("vec![", conditionList(filter[clause], needs), "]", "    ")}`);
  if (minShould !== null) {
    needs.uses.add("MinShould");
    fields.push(`min_should: Some(${rustStruct("MinShould", [`conditions: ${block("vec![", conditionList(minShould.conditions, needs), "]", "    ")}`, `min_count: ${Number(minShould.min_count)}`], false)})`);
  }
  return rustStruct("Filter", fields, true);
}

function keyOf(value: unknown): string {
  if (!isObject(value) || typeof value.key !== "string") throw new NotExpressible("a condition without its key");
  return rustString(value.key);
}

function rustCondition(condition: unknown, needs: RustNeeds): string {
  if (!isObject(condition)) throw new NotExpressible("not a condition");
  needs.uses.add("Condition");
  if (isFilterCondition(condition)) return `Condition::from(${rustFilter(condition, needs)})`;
  if ("is_empty" in condition) return `Condition::is_empty(${keyOf(condition.is_empty)})`;
  if ("is_null" in condition) return `Condition::is_null(${keyOf(condition.is_null)})`;
  if ("has_id" in condition) return rustHasId(listOf(condition.has_id), needs);
  if (typeof condition.has_vector === "string") return `Condition::has_vector(${rustString(condition.has_vector)})`;
  if (isObject(condition.nested)) return `Condition::nested(${keyOf(condition.nested)}, ${rustFilter(condition.nested.filter, needs)})`;
  if (typeof condition.key === "string") return rustFieldCondition(rustString(condition.key), condition, needs);
  throw new NotExpressible("an unknown condition");
}

function rustHasId(ids: unknown[], needs: RustNeeds): string {
  // One type for every id: numbers as u64, texts as &str; both kinds at once as PointId.
  const mixed = ids.some((id) => typeof id === "number") && ids.some((id) => typeof id === "string");
  if (mixed) needs.uses.add("PointId");
  return `Condition::has_id([${ids.map((id) => (mixed ? `PointId::from(${rustPointId(id, true)})` : rustPointId(id, true))).join(", ")}])`;
}

function geoPoint(point: unknown, needs: RustNeeds): string {
  if (!isObject(point)) throw new NotExpressible("not a geo point");
  needs.uses.add("GeoPoint");
  return rustStruct("GeoPoint", [`lon: ${rustFloat(Number(point.lon))}`, `lat: ${rustFloat(Number(point.lat))}`], false);
}

function geoLine(line: unknown, needs: RustNeeds): string {
  if (!isObject(line)) throw new NotExpressible("not a line of points");
  needs.uses.add("GeoLineString");
  return rustStruct("GeoLineString", [`points: ${block("vec![", listOf(line.points).map((point) => geoPoint(point, needs)), "]", "    ")}`], false);
}

function rustFieldCondition(field: string, condition: Record<string, unknown>, needs: RustNeeds): string {
  checkOnePart(condition);
  const { match, range, geo_radius: radius, geo_bounding_box: box, geo_polygon: polygon, values_count: count } = condition;
  if (isObject(match)) return rustMatch(field, match, needs);
  if (isObject(range)) return rustRange(field, range, needs);
  if (isObject(radius)) {
    needs.uses.add("GeoRadius");
    return `Condition::geo_radius(${field}, ${rustStruct("GeoRadius", [`center: Some(${geoPoint(radius.center, needs)})`, `radius: ${rustFloat(Number(radius.radius))}`], false)})`;
  }
  if (isObject(box)) {
    needs.uses.add("GeoBoundingBox");
    return `Condition::geo_bounding_box(${field}, ${rustStruct("GeoBoundingBox", [`top_left: Some(${geoPoint(box.top_left, needs)})`, `bottom_right: Some(${geoPoint(box.bottom_right, needs)})`], false)})`;
  }
  if (isObject(polygon)) {
    needs.uses.add("GeoPolygon");
    const interiors = block("vec![", listOf(polygon.interiors).map((line) => geoLine(line, needs)), "]", "    ");
    return `Condition::geo_polygon(${field}, ${rustStruct("GeoPolygon", [`exterior: Some(${geoLine(polygon.exterior, needs)})`, `interiors: ${interiors}`], false)})`;
  }
  if (isObject(count)) {
    needs.uses.add("ValuesCount");
    const bounds = RANGE_BOUNDS.flatMap((bound) => (typeof count[bound] === "number" ? [`${bound}: Some(${count[bound]})`] : []));
    return `Condition::values_count(${field}, ${rustStruct("ValuesCount", bounds, true)})`;
  }
  throw new NotExpressible("a field condition the Rust client cannot write");
}

/** A keyword: MatchValue::from(String) would read one with a space as a full-text match, so such keywords name their kind. */
function keyword(text: string, needs: RustNeeds): string {
  if (!/\s/.test(text)) return `${rustString(text)}.to_string()`;
  needs.uses.add("r#match::MatchValue");
  return `MatchValue::Keyword(${rustString(text)}.to_string())`;
}

function rustValues(values: unknown[]): string | null {
  if (values.every((value) => typeof value === "string")) return values.length === 0 ? "Vec::<String>::new()" : `vec![${values.map((value) => `${rustString(String(value))}.to_string()`).join(", ")}]`;
  if (values.every((value) => typeof value === "number" && Number.isSafeInteger(value))) return `vec![${values.map((value, at) => (at === 0 ? `${value}i64` : String(value))).join(", ")}]`;
  return null;
}

function rustMatch(field: string, match: Record<string, unknown>, needs: RustNeeds): string {
  if ("value" in match) {
    const { value } = match;
    if (typeof value === "string") return `Condition::matches(${field}, ${keyword(value, needs)})`;
    if (typeof value === "boolean") return `Condition::matches(${field}, ${value})`;
    if (typeof value === "number" && Number.isSafeInteger(value)) return `Condition::matches(${field}, ${value}i64)`;
  }
  const any = Array.isArray(match.any) ? rustValues(match.any) : null;
  if (any !== null) return `Condition::matches(${field}, ${any})`;
  const except = Array.isArray(match.except) ? rustValues(match.except) : null;
  if (except !== null) {
    needs.uses.add("r#match::MatchValue");
    return `Condition::matches(${field}, !MatchValue::from(${except}))`;
  }
  for (const kind of ["text", "phrase", "text_any"] as const) {
    const text = match[kind];
    if (typeof text === "string") return `Condition::matches_${kind}(${field}, ${rustString(text)})`;
  }
  throw new NotExpressible("a match the Rust client cannot write");
}

function rustRange(field: string, range: Record<string, unknown>, needs: RustNeeds): string {
  const bounds = RANGE_BOUNDS.filter((bound) => range[bound] !== undefined && range[bound] !== null);
  if (bounds.every((bound) => typeof range[bound] === "number")) {
    needs.uses.add("Range");
    return `Condition::range(${field}, ${rustStruct("Range", bounds.map((bound) => `${bound}: Some(${rustFloat(Number(range[bound]))})`), true)})`;
  }
  if (!bounds.every((bound) => typeof range[bound] === "string")) throw new NotExpressible("a range of numbers and datetimes");
  needs.uses.add("DatetimeRange");
  needs.uses.add("Timestamp");
  const fields = bounds.map((bound) => {
    const { seconds, nanos } = timestampOf(String(range[bound]));
    return `${bound}: Some(Timestamp { seconds: ${seconds}, nanos: ${nanos} })`;
  });
  return `Condition::datetime_range(${field}, ${rustStruct("DatetimeRange", fields, true)})`;
}
