// Qdrant's geo shapes for filters: GeoPoint, GeoBoundingBox, GeoRadius and
// GeoPolygon. What Qdrant's deserializers refuse is refused with their words
// (segment types.rs): a point off the globe ("Wrong format of GeoPoint
// payload: ..."), a ring of fewer than 4 points or not closed ("Validation
// failed: polygon invalid, ..."), each a 400 "Format error in JSON body".
import { z } from "zod";
import { AT, expecting, rustFloat } from "./wording";

export interface GeoPoint {
  lon: number;
  lat: number;
}

export interface GeoLineString {
  points: GeoPoint[];
}

export interface GeoBoundingBox {
  top_left: GeoPoint;
  bottom_right: GeoPoint;
}

export interface GeoRadius {
  center: GeoPoint;
  radius: number;
}

export interface GeoPolygon {
  exterior: GeoLineString;
  interiors?: GeoLineString[] | null;
}

export const GeoPoint = z
  .object({ lon: z.number(), lat: z.number() }, { error: expecting("a geo point (an object with lon and lat)") })
  .superRefine((point, context) => {
    if (point.lon >= -180 && point.lon <= 180 && point.lat >= -90 && point.lat <= 90) return;
    context.addIssue({
      code: "custom",
      input: point,
      message: `Wrong format of GeoPoint payload: expected \`lat\` = ${rustFloat(point.lat)} within [-90;90] and \`lon\` = ${rustFloat(point.lon)} within [-180;180]${AT}`,
    });
  })
  .meta({ id: "GeoPoint" });

const GeoLineString = z.object({ points: z.array(GeoPoint) }, { error: expecting("a line string (an object with points)") });

export const GeoBoundingBox = z.object({ top_left: GeoPoint, bottom_right: GeoPoint }, { error: expecting("a geo bounding box") }).meta({ id: "GeoBoundingBox" });

export const GeoRadius = z.object({ center: GeoPoint, radius: z.number() }, { error: expecting("a geo radius") }).meta({ id: "GeoRadius", description: "A circle: its center, and its radius in meters" });

export const GeoPolygon = z
  .object({ exterior: GeoLineString, interiors: z.array(GeoLineString).nullish() }, { error: expecting("a geo polygon") })
  .superRefine((polygon, context) => {
    const rings: [GeoLineString, (string | number)[]][] = [[polygon.exterior, ["exterior"]], ...(polygon.interiors ?? []).map((ring, index): [GeoLineString, (string | number)[]] => [ring, ["interiors", index]])];
    for (const [ring, path] of rings) {
      const problem = ringProblem(ring.points);
      if (!problem) continue;
      // Qdrant stops at the first ring it refuses.
      context.addIssue({ code: "custom", input: ring, path, message: `Validation failed: polygon invalid, ${problem}${AT}` });
      return;
    }
  })
  .meta({ id: "GeoPolygon", description: "A closed exterior ring, and holes (interiors) cut from it; each ring at least 4 points, its last the first" });

/** Qdrant's GeoPolygon::validate_line_string: at least 4 points, the last the first (within a float epsilon). */
function ringProblem(points: readonly GeoPoint[]): string | undefined {
  if (points.length <= 3) return `the size must be at least 4, got ${points.length}`;
  const first = points[0] as GeoPoint;
  const last = points.at(-1) as GeoPoint;
  if (Math.abs(first.lat - last.lat) > Number.EPSILON || Math.abs(first.lon - last.lon) > Number.EPSILON) {
    return "the first and the last points should be the same to form a closed line";
  }
  return undefined;
}
