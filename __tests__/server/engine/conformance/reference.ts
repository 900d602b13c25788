// The answers an engine must give, computed the plainest possible way: filters
// evaluated point by point with Qdrant's semantics, and nearest neighbours by
// scoring every point. Written apart from any engine's code on purpose.
import type { FilterNode, GeoPoint, KeyPath, PointId } from "../../../../server/engine/filter/filter-tree";
import type { Distance, Payload } from "../../../../server/engine/vector-engine";
import type { DensePoint } from "./random-data";
import { referenceSlice } from "./reference-slice";

type Bounds = { gt?: number; gte?: number; lt?: number; lte?: number };

export function sameId(a: PointId, b: PointId): boolean {
  return String(a).toLowerCase() === String(b).toLowerCase();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valuesAt(payload: unknown, key: KeyPath): unknown[] {
  let current: unknown[] = [payload];
  for (const segment of key.segments) {
    const next: unknown[] = [];
    for (const value of current) {
      if (!isObject(value) || !Object.hasOwn(value, segment.name)) continue;
      const child = value[segment.name];
      if (!segment.many) next.push(child);
      else if (Array.isArray(child)) next.push(...(child as unknown[]));
    }
    current = next;
  }
  return current;
}

function within(value: number, bounds: Bounds): boolean {
  return (
    (bounds.gt === undefined || value > bounds.gt) &&
    (bounds.gte === undefined || value >= bounds.gte) &&
    (bounds.lt === undefined || value < bounds.lt) &&
    (bounds.lte === undefined || value <= bounds.lte)
  );
}

/** Qdrant's default text index: runs of letters and digits, lower-cased, in order. */
function wordTokens(text: string): string[] {
  return text.toLowerCase().split(/[^\p{Alphabetic}\p{N}]+/u).filter(Boolean);
}

/**
 * A full-text condition: on a key with a default text index (with phrase_matching), by its tokens,
 * those of all the key's strings together, a phrase within one string; on other keys, Qdrant's raw
 * string test (the query as a substring; for text_any, one of its words).
 */
function referenceText(node: Extract<FilterNode, { kind: "text" }>, strings: readonly string[], isIndexed: boolean): boolean {
  if (!isIndexed) {
    if (node.mode !== "any") return strings.some((text) => text.includes(node.text));
    const words = node.text.split(/\s+/).filter(Boolean);
    return strings.some((text) => words.some((word) => text.includes(word)));
  }
  const query = wordTokens(node.text);
  if (query.length === 0) return false;
  if (node.mode === "phrase") {
    return strings.some((text) => {
      const tokens = wordTokens(text);
      return tokens.some((_, start) => query.every((token, offset) => tokens[start + offset] === token));
    });
  }
  const present = new Set(strings.flatMap(wordTokens));
  return node.mode === "any" ? query.some((token) => present.has(token)) : query.every((token) => present.has(token));
}

export function referenceDatetime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match) return null;
  const [, date, time, zone] = match;
  if (zone && !time?.match(/:\d{2}:\d{2}/)) return null;
  const parsed = Date.parse(time ? `${date}T${time}${zone ?? "Z"}` : `${date}T00:00:00Z`);
  return Number.isNaN(parsed) ? null : parsed;
}

/** A payload value Qdrant reads as a geo point: an object whose lon and lat are numbers. */
function asGeoPoint(value: unknown): GeoPoint | null {
  if (!isObject(value) || typeof value.lon !== "number" || typeof value.lat !== "number") return null;
  return { lon: value.lon, lat: value.lat };
}

/** Great-circle distance in meters on Qdrant's sphere (the geo crate's mean radius, 6,371,008.8 m). */
export function referenceDistance(a: GeoPoint, b: GeoPoint): number {
  const toRadians = (degrees: number): number => degrees * (Math.PI / 180);
  const halfLat = Math.sin(toRadians(b.lat - a.lat) / 2);
  const halfLon = Math.sin(toRadians(b.lon - a.lon) / 2);
  const h = halfLat ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * halfLon ** 2;
  return 6_371_008.8 * 2 * Math.asin(Math.sqrt(h));
}

function onSegment(point: GeoPoint, a: GeoPoint, b: GeoPoint): boolean {
  const cross = (b.lon - a.lon) * (point.lat - a.lat) - (b.lat - a.lat) * (point.lon - a.lon);
  return (
    cross === 0 &&
    point.lon >= Math.min(a.lon, b.lon) &&
    point.lon <= Math.max(a.lon, b.lon) &&
    point.lat >= Math.min(a.lat, b.lat) &&
    point.lat <= Math.max(a.lat, b.lat)
  );
}

/** Even-odd ray casting in lon/lat as a plane; a point on an edge is neither inside nor outside. */
function ringSide(point: GeoPoint, ring: readonly GeoPoint[]): "in" | "out" | "edge" {
  let inside = false;
  for (let index = 0; index < ring.length; index += 1) {
    const a = ring[index] as GeoPoint;
    const b = ring[(index + 1) % ring.length] as GeoPoint;
    if (onSegment(point, a, b)) return "edge";
    if (a.lat > point.lat !== b.lat > point.lat && point.lon < a.lon + ((point.lat - a.lat) * (b.lon - a.lon)) / (b.lat - a.lat)) inside = !inside;
  }
  return inside ? "in" : "out";
}

function referenceGeo(node: Extract<FilterNode, { kind: "geoBoundingBox" | "geoRadius" | "geoPolygon" }>, point: GeoPoint): boolean {
  switch (node.kind) {
    case "geoBoundingBox": {
      const { topLeft, bottomRight } = node;
      const isLatInside = point.lat < topLeft.lat && point.lat > bottomRight.lat;
      // A box whose left edge is east of its right edge wraps around the antimeridian.
      const isLonInside = topLeft.lon <= bottomRight.lon ? point.lon > topLeft.lon && point.lon < bottomRight.lon : point.lon > topLeft.lon || point.lon < bottomRight.lon;
      return isLatInside && isLonInside;
    }
    case "geoRadius":
      return referenceDistance(node.center, point) < node.radius;
    case "geoPolygon":
      return ringSide(point, node.exterior) === "in" && node.interiors.every((ring) => ringSide(point, ring) === "out");
  }
}

/** `textIndexed`: the keys with a default text index (with phrase_matching) in the collection asked. */
export function referenceMatches(node: FilterNode, payload: Payload, id: PointId | undefined, textIndexed: ReadonlySet<string> = new Set()): boolean {
  const values = "key" in node ? valuesAt(payload, node.key) : [];
  const leaves = values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
  const holds = (child: FilterNode): boolean => referenceMatches(child, payload, id, textIndexed);
  switch (node.kind) {
    case "all":
      return true;
    case "hasVector":
      throw new Error("has_vector depends on the points' vectors: the conformance tests of vectors check it");
    case "shard":
      throw new Error("a shard depends on how the points were written: the conformance tests of shards check it");
    case "and":
      return node.children.every(holds);
    case "or":
      return node.children.some(holds);
    case "not":
      return !holds(node.child);
    case "atLeast":
      return node.children.filter(holds).length >= node.min;
    case "hasId":
      return id !== undefined && node.ids.some((candidate) => sameId(candidate, id));
    case "slice":
      return id !== undefined && referenceSlice(id, node.total) === node.index;
    case "nested":
      // No text index lies under a nested key in these tests.
      return valuesAt(payload, { raw: `${node.key.raw}[]`, segments: [...node.key.segments.slice(0, -1), { name: node.key.segments.at(-1)?.name ?? "", many: true }] }).some(
        (element) => isObject(element) && referenceMatches(node.filter, element, undefined),
      );
    case "match":
      return leaves.some((leaf) => leaf === node.value);
    case "matchAny":
      return leaves.some((leaf) => node.values.some((value) => value === leaf));
    case "matchExcept":
      return leaves.some((leaf) => {
        if (leaf === null) return false;
        if (typeof leaf === "string" || typeof leaf === "number" || typeof leaf === "boolean") return !node.values.some((value) => value === leaf);
        return true;
      });
    case "matchPrefix":
      return leaves.some((leaf) => typeof leaf === "string" && leaf.slice(0, node.prefix.length) === node.prefix);
    case "matchSubstring":
      return leaves.some((leaf) => typeof leaf === "string" && leaf.indexOf(node.substring) >= 0);
    case "text":
      return referenceText(
        node,
        leaves.filter((leaf): leaf is string => typeof leaf === "string"),
        textIndexed.has(node.key.raw),
      );
    case "range":
      return leaves.some((leaf) => {
        if (node.datetime) {
          const time = typeof leaf === "string" ? referenceDatetime(leaf) : null;
          return time !== null && within(time, node);
        }
        return typeof leaf === "number" && within(leaf, node);
      });
    case "valuesCount": {
      const counts = values.length === 0 ? [0] : values.map((value) => (value === null ? 0 : Array.isArray(value) ? value.length : 1));
      return counts.some((count) => within(count, node));
    }
    case "isEmpty":
      return values.every((value) => value === null || (Array.isArray(value) && value.length === 0));
    case "isNull":
      return values.some((value) => value === null);
    case "geoBoundingBox":
    case "geoRadius":
    case "geoPolygon":
      return leaves.some((leaf) => {
        const point = asGeoPoint(leaf);
        return point !== null && referenceGeo(node, point);
      });
  }
}

function storedVector(distance: Distance, vector: readonly number[]): number[] {
  const floats = vector.map((value) => Math.fround(value));
  if (distance !== "Cosine") return floats;
  const norm = Math.sqrt(floats.reduce((sum, value) => sum + value * value, 0));
  return norm === 0 ? floats : floats.map((value) => Math.fround(value / norm));
}

export function referenceScore(distance: Distance, query: readonly number[], vector: readonly number[]): number {
  const a = storedVector(distance, query);
  const b = storedVector(distance, vector);
  const pairs = a.map((value, index) => [value, b[index] ?? 0] as const);
  switch (distance) {
    case "Cosine":
    case "Dot":
      return pairs.reduce((sum, [x, y]) => sum + x * y, 0);
    case "Euclid":
      return Math.sqrt(pairs.reduce((sum, [x, y]) => sum + (x - y) ** 2, 0));
    case "Manhattan":
      return pairs.reduce((sum, [x, y]) => sum + Math.abs(x - y), 0);
  }
}

export function isSimilarity(distance: Distance): boolean {
  return distance === "Cosine" || distance === "Dot";
}

export interface ReferenceSearch {
  vector: readonly number[];
  limit: number;
  offset?: number;
  filter?: FilterNode;
  scoreThreshold?: number;
  /** Keys with a default text index (referenceMatches). */
  textIndexed?: ReadonlySet<string>;
}

export function referenceSearch(points: readonly DensePoint[], distance: Distance, search: ReferenceSearch): { id: PointId; score: number }[] {
  const similarity = isSimilarity(distance);
  return points
    .filter((point) => !search.filter || referenceMatches(search.filter, point.payload, point.id, search.textIndexed))
    .map((point) => ({ id: point.id, score: referenceScore(distance, search.vector, point.vector) }))
    .filter(({ score }) => search.scoreThreshold === undefined || (similarity ? score >= search.scoreThreshold : score <= search.scoreThreshold))
    .sort((a, b) => (similarity ? b.score - a.score : a.score - b.score))
    .slice(search.offset ?? 0, (search.offset ?? 0) + search.limit);
}
