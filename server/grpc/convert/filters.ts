// Qdrant's Filter message (qdrant_common.proto) as REST's filter
// (contract/qdrant/filters.ts), as Qdrant converts it (api grpc/conversions.rs):
// a Condition with no member set is left out, a list left empty is no list, a
// Match with no member and a geo shape without its points are refused with
// Qdrant's words. The REST schema then judges what remains, in its own words.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { restIdOf, type GrpcPointId } from "./point-ids";

export interface GrpcFilter {
  should?: GrpcCondition[];
  must?: GrpcCondition[];
  must_not?: GrpcCondition[];
  min_should?: { conditions?: GrpcCondition[]; min_count?: string | number };
}

export interface GrpcCondition {
  condition_one_of?: string;
  field?: GrpcFieldCondition;
  is_empty?: { key?: string };
  is_null?: { key?: string };
  has_id?: { has_id?: GrpcPointId[] };
  filter?: GrpcFilter;
  nested?: { key?: string; filter?: GrpcFilter };
  has_vector?: { has_vector?: string };
  slice?: { total?: number; index?: number };
}

interface GrpcGeoPoint {
  lon?: number;
  lat?: number;
}

interface GrpcTimestamp {
  seconds?: string | number;
  nanos?: number;
}

type Bounds<T> = { lt?: T; gt?: T; gte?: T; lte?: T };

interface GrpcFieldCondition {
  key?: string;
  match?: Record<string, unknown> & { match_value?: string };
  range?: Bounds<number>;
  datetime_range?: Bounds<GrpcTimestamp>;
  values_count?: Bounds<string | number>;
  geo_bounding_box?: { top_left?: GrpcGeoPoint; bottom_right?: GrpcGeoPoint };
  geo_radius?: { center?: GrpcGeoPoint; radius?: number };
  geo_polygon?: { exterior?: { points?: GrpcGeoPoint[] }; interiors?: { points?: GrpcGeoPoint[] }[] };
  is_empty?: boolean;
  is_null?: boolean;
}

type RestObject = Record<string, unknown>;

const invalid = (message: string) => new GrpcError(grpc.status.INVALID_ARGUMENT, message);

export function restFilterOf(filter: GrpcFilter | undefined): RestObject | undefined {
  if (filter === undefined || filter === null) return undefined;
  const rest: RestObject = {};
  const should = restConditionsOf(filter.should);
  const must = restConditionsOf(filter.must);
  const mustNot = restConditionsOf(filter.must_not);
  if (should) rest.should = should;
  if (must) rest.must = must;
  if (mustNot) rest.must_not = mustNot;
  if (filter.min_should) rest.min_should = { conditions: restConditionsOf(filter.min_should.conditions) ?? [], min_count: Number(filter.min_should.min_count ?? 0) };
  return rest;
}

/** The conditions that have a member set, or undefined for none, as Qdrant drops empty ones. */
function restConditionsOf(conditions: GrpcCondition[] | undefined): RestObject[] | undefined {
  const rest = (conditions ?? []).flatMap((condition) => {
    const converted = restConditionOf(condition);
    return converted === undefined ? [] : [converted];
  });
  return rest.length === 0 ? undefined : rest;
}

function restConditionOf(condition: GrpcCondition): RestObject | undefined {
  switch (condition.condition_one_of) {
    case "field":
      return restFieldConditionOf(condition.field ?? {});
    case "is_empty":
      return { is_empty: { key: condition.is_empty?.key ?? "" } };
    case "is_null":
      return { is_null: { key: condition.is_null?.key ?? "" } };
    case "has_id":
      return { has_id: (condition.has_id?.has_id ?? []).map(restIdOf) };
    case "filter":
      return restFilterOf(condition.filter) ?? {};
    case "nested":
      if (!condition.nested?.filter) throw invalid("Nested condition must have a filter");
      return { nested: { key: condition.nested.key ?? "", filter: restFilterOf(condition.nested.filter) } };
    case "has_vector":
      return { has_vector: condition.has_vector?.has_vector ?? "" };
    case "slice":
      return { slice: { total: condition.slice?.total ?? 0, index: condition.slice?.index ?? 0 } };
    default:
      return undefined;
  }
}

/** Each part the message sets (copied, not passed on: the loader adds `_lt`-style names for optional fields); a `range` wins over a `datetime_range`, as in Qdrant. */
function restFieldConditionOf(field: GrpcFieldCondition): RestObject {
  const rest: RestObject = { key: field.key ?? "" };
  if (field.match) rest.match = restMatchOf(field.match);
  if (field.range) rest.range = numericBounds(field.range);
  else if (field.datetime_range) rest.range = restDatetimeRangeOf(field.datetime_range);
  if (field.values_count) rest.values_count = numericBounds(field.values_count);
  if (field.geo_bounding_box) {
    const { top_left, bottom_right } = field.geo_bounding_box;
    if (!top_left || !bottom_right) throw invalid("Malformed GeoBoundingBox type");
    rest.geo_bounding_box = { top_left: restGeoPointOf(top_left), bottom_right: restGeoPointOf(bottom_right) };
  }
  if (field.geo_radius) {
    if (!field.geo_radius.center) throw invalid("Malformed GeoRadius type");
    rest.geo_radius = { center: restGeoPointOf(field.geo_radius.center), radius: field.geo_radius.radius ?? 0 };
  }
  if (field.geo_polygon) {
    const { exterior, interiors } = field.geo_polygon;
    if (!exterior) throw invalid("Malformed GeoPolygon type - field `exterior` is required");
    rest.geo_polygon = { exterior: restLineStringOf(exterior), interiors: (interiors ?? []).map(restLineStringOf) };
  }
  if (field.is_empty !== undefined) rest.is_empty = field.is_empty;
  if (field.is_null !== undefined) rest.is_null = field.is_null;
  return rest;
}

/** Match's oneof: keyword, integer and boolean are REST's `value`; keywords and integers its `any`; the except_ pair its `except`. */
function restMatchOf(match: NonNullable<GrpcFieldCondition["match"]>): RestObject {
  const member = match.match_value;
  const value = member === undefined ? undefined : match[member];
  switch (member) {
    case "keyword":
    case "boolean":
      return { value };
    case "integer":
      return { value: Number(value) };
    case "keywords":
    case "except_keywords":
      return { [member === "keywords" ? "any" : "except"]: (value as { strings?: string[] }).strings ?? [] };
    case "integers":
    case "except_integers":
      return { [member === "integers" ? "any" : "except"]: ((value as { integers?: (string | number)[] }).integers ?? []).map(Number) };
    case "text":
    case "text_any":
    case "phrase":
    case "prefix":
      return { [member]: value };
    default:
      throw invalid("Malformed Match condition");
  }
}

function numericBounds(bounds: Bounds<string | number>): Bounds<number> {
  const rest: Bounds<number> = {};
  for (const bound of ["lt", "gt", "gte", "lte"] as const) if (bounds[bound] !== undefined) rest[bound] = Number(bounds[bound]);
  return rest;
}

function restDatetimeRangeOf(range: Bounds<GrpcTimestamp>): Bounds<string> {
  const rest: Bounds<string> = {};
  for (const bound of ["lt", "gt", "gte", "lte"] as const) {
    const timestamp = range[bound];
    if (timestamp !== undefined) rest[bound] = rfc3339Of(timestamp);
  }
  return rest;
}

/** A google.protobuf.Timestamp as RFC 3339 text in UTC, to the nanosecond. */
export function rfc3339Of(timestamp: GrpcTimestamp): string {
  const seconds = Number(timestamp.seconds ?? 0);
  const nanos = timestamp.nanos ?? 0;
  const date = new Date(seconds * 1000);
  if (!Number.isFinite(date.getTime()) || nanos < 0 || nanos > 999_999_999) throw invalid(`Unable to parse timestamp: ${seconds}.${nanos}`);
  return `${date.toISOString().slice(0, 19)}.${String(nanos).padStart(9, "0")}Z`;
}

function restGeoPointOf(point: GrpcGeoPoint): { lon: number; lat: number } {
  return { lon: point.lon ?? 0, lat: point.lat ?? 0 };
}

function restLineStringOf(line: { points?: GrpcGeoPoint[] }): { points: { lon: number; lat: number }[] } {
  return { points: (line.points ?? []).map(restGeoPointOf) };
}
