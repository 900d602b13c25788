// Qdrant's geo conditions on one point, as its segment checks them (types.rs,
// CheckGeoPoint, on the geo crate): a box with strict bounds, crossing the
// antimeridian when its top-left lon exceeds its bottom-right lon; a circle by
// the haversine distance on a sphere of the mean Earth radius; a polygon in
// plain lon/lat coordinates by the winding number, its boundary (and every
// hole's) outside. Plus the box of degrees each shape lies within, so that an
// engine can prefilter on indexed coordinates before the exact test.
import type { FilterNode, GeoPoint } from "./filter-tree";

/** The geo crate's MEAN_EARTH_RADIUS (GRS80), which Qdrant's Haversine uses. */
export const EARTH_RADIUS_METERS = 6_371_008.8;
/** Rust's f64::to_radians factor, so that distances round as Qdrant's do. */
export const TO_RADIANS = Math.PI / 180;

export type GeoNode = Extract<FilterNode, { kind: "geoBoundingBox" | "geoRadius" | "geoPolygon" }>;

/**
 * Degrees a shape lies within: a latitude range and one or two longitude
 * ranges (two when it crosses the antimeridian). Null: anywhere.
 */
export interface GeoBounds {
  latMin: number;
  latMax: number;
  lons: readonly (readonly [number, number])[];
}

/** A payload value Qdrant reads as a geo point: an object with numeric lon and lat (other keys ignored, range unchecked). */
export function geoPointOf(value: unknown): GeoPoint | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { lon, lat } = value as { lon?: unknown; lat?: unknown };
  return typeof lon === "number" && typeof lat === "number" ? { lon, lat } : null;
}

export function isInGeoRange(point: GeoPoint): boolean {
  return point.lon >= -180 && point.lon <= 180 && point.lat >= -90 && point.lat <= 90;
}

/** The geo crate's haversine distance in meters, its operations in its order. */
export function haversineMeters(from: GeoPoint, to: GeoPoint): number {
  const sinLat = Math.sin(((to.lat - from.lat) * TO_RADIANS) / 2);
  const sinLon = Math.sin(((to.lon - from.lon) * TO_RADIANS) / 2);
  const a = sinLat * sinLat + Math.cos(from.lat * TO_RADIANS) * Math.cos(to.lat * TO_RADIANS) * (sinLon * sinLon);
  return EARTH_RADIUS_METERS * (2 * Math.asin(Math.sqrt(a)));
}

export function geoTest(node: GeoNode): (point: GeoPoint) => boolean {
  switch (node.kind) {
    case "geoBoundingBox": {
      const { topLeft, bottomRight } = node;
      const crosses = topLeft.lon > bottomRight.lon;
      return (point) =>
        (crosses ? point.lon > topLeft.lon || point.lon < bottomRight.lon : topLeft.lon < point.lon && point.lon < bottomRight.lon) &&
        bottomRight.lat < point.lat &&
        point.lat < topLeft.lat;
    }
    case "geoRadius":
      return (point) => haversineMeters(node.center, point) < node.radius;
    case "geoPolygon": {
      const exterior = closed(node.exterior);
      const interiors = node.interiors.map(closed);
      return (point) => ringPosition(point, exterior) === "inside" && interiors.every((ring) => ringPosition(point, ring) === "outside");
    }
  }
}

/** Where the shape lies; every point the exact test accepts is within it. */
export function geoBounds(node: GeoNode): GeoBounds | null {
  switch (node.kind) {
    case "geoBoundingBox": {
      const { topLeft, bottomRight } = node;
      const lons: [number, number][] = topLeft.lon > bottomRight.lon ? [[topLeft.lon, 180], [-180, bottomRight.lon]] : [[topLeft.lon, bottomRight.lon]];
      return { latMin: bottomRight.lat, latMax: topLeft.lat, lons };
    }
    case "geoRadius":
      return circleBounds(node.center, node.radius);
    case "geoPolygon": {
      const lats = node.exterior.map((point) => point.lat);
      const lons = node.exterior.map((point) => point.lon);
      return { latMin: Math.min(...lats), latMax: Math.max(...lats), lons: [[Math.min(...lons), Math.max(...lons)]] };
    }
  }
}

/**
 * The circle's bounding box on the sphere (J. Matuschek, "Finding points within
 * a distance of a latitude/longitude"), widened by a millionth of the radius and
 * a meter so that rounding never leaves out a point the haversine test accepts.
 */
function circleBounds(center: GeoPoint, radius: number): GeoBounds | null {
  const angle = (Math.max(radius, 0) * (1 + 1e-6) + 1) / EARTH_RADIUS_METERS;
  if (angle >= Math.PI / 2) return null;
  const lat = center.lat * TO_RADIANS;
  const latMin = (lat - angle) / TO_RADIANS;
  const latMax = (lat + angle) / TO_RADIANS;
  // A pole inside the circle: every longitude.
  if (latMin <= -90 || latMax >= 90) return { latMin: Math.max(latMin, -90), latMax: Math.min(latMax, 90), lons: [[-180, 180]] };
  const spread = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(lat))) / TO_RADIANS;
  const lonMin = center.lon - spread;
  const lonMax = center.lon + spread;
  if (lonMin < -180) return { latMin, latMax, lons: [[lonMin + 360, 180], [-180, lonMax]] };
  if (lonMax > 180) return { latMin, latMax, lons: [[lonMin, 180], [-180, lonMax - 360]] };
  return { latMin, latMax, lons: [[lonMin, lonMax]] };
}

/** geo's Polygon::new closes a ring whose last point is not its first (Qdrant accepts them a float epsilon apart). */
function closed(ring: readonly GeoPoint[]): readonly GeoPoint[] {
  const first = ring[0];
  const last = ring.at(-1);
  return first && last && (first.lon !== last.lon || first.lat !== last.lat) ? [...ring, first] : ring;
}

/**
 * geo's coord_pos_relative_to_ring: the winding number, with a short cut for
 * points on an edge. The orientation here is the plain floating-point cross
 * product, where geo's is exact (robust's orient2d); they can differ only for
 * a point within rounding of an edge.
 */
function ringPosition(point: GeoPoint, ring: readonly GeoPoint[]): "inside" | "outside" | "boundary" {
  if (ring.length === 1) return ring[0]?.lon === point.lon && ring[0].lat === point.lat ? "boundary" : "outside";
  let winding = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const start = ring[index] as GeoPoint;
    const end = ring[index + 1] as GeoPoint;
    if (start.lat <= point.lat) {
      if (end.lat >= point.lat) {
        const side = orientation(start, end, point);
        if (side > 0 && end.lat !== point.lat) winding += 1;
        else if (side === 0 && isBetween(point.lon, start.lon, end.lon)) return "boundary";
      }
    } else if (end.lat <= point.lat) {
      const side = orientation(start, end, point);
      if (side < 0) winding -= 1;
      else if (side === 0 && isBetween(point.lon, start.lon, end.lon)) return "boundary";
    }
  }
  return winding === 0 ? "outside" : "inside";
}

/** Positive when a, b, c turn counter-clockwise (lon as x, lat as y), negative when clockwise, 0 when on one line. */
function orientation(a: GeoPoint, b: GeoPoint, c: GeoPoint): number {
  return Math.sign((a.lon - c.lon) * (b.lat - c.lat) - (a.lat - c.lat) * (b.lon - c.lon));
}

function isBetween(value: number, a: number, b: number): boolean {
  return value >= Math.min(a, b) && value <= Math.max(a, b);
}
