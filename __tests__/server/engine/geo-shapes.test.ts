// Qdrant's geo tests, point by point: the figures and cases of its own unit
// tests (segment types.rs) and of the geo crate's polygon tests, and the
// bounds an engine prefilters with holding every point the exact test takes.
import type { GeoPoint } from "../../../server/engine/filter/filter-tree";
import { geoBounds, geoTest, haversineMeters, type GeoNode } from "../../../server/engine/filter/geo-shapes";
import { keyPath, seededRandom } from "./conformance/random-data";

const key = keyPath("location");

function square(low: number, high: number): GeoPoint[] {
  return [
    { lon: low, lat: low },
    { lon: high, lat: low },
    { lon: high, lat: high },
    { lon: low, lat: high },
    { lon: low, lat: low },
  ];
}

describe("geo shapes", () => {
  it("measures with Qdrant's haversine (its test's figure for (0, 0) to (0.5, 0.5))", () => {
    expect(haversineMeters({ lon: 0, lat: 0 }, { lon: 0.5, lat: 0.5 })).toBe(78626.29627999048);
    const radius: GeoNode = { kind: "geoRadius", key, center: { lon: 0, lat: 0 }, radius: 80_000 };
    expect(geoTest(radius)({ lon: 0.5, lat: 0.5 })).toBe(true);
    expect(geoTest(radius)({ lon: 1.5, lat: 1.5 })).toBe(false);
  });

  it("tests boxes with strict bounds, across the antimeridian when the left edge is east of the right", () => {
    const box: GeoNode = { kind: "geoBoundingBox", key, topLeft: { lon: -1, lat: 1 }, bottomRight: { lon: 1, lat: -1 } };
    expect(geoTest(box)({ lon: -0.5, lat: 0.5 })).toBe(true);
    expect(geoTest(box)({ lon: 1, lat: 0 })).toBe(false);
    const usa: GeoNode = { kind: "geoBoundingBox", key, topLeft: { lon: 167, lat: 74.071028 }, bottomRight: { lon: -66.885417, lat: 18.7763 } };
    expect(geoTest(usa)({ lon: -73.991516, lat: 40.75798 })).toBe(true);
    expect(geoTest(usa)({ lon: 13.41053, lat: 52.52437 })).toBe(false);
  });

  it("leaves a polygon's boundary and its holes out", () => {
    const polygon: GeoNode = { kind: "geoPolygon", key, exterior: square(11, 20), interiors: [square(13, 17)] };
    const inside = geoTest(polygon);
    expect(inside({ lon: 12, lat: 12 })).toBe(true);
    expect(inside({ lon: 14, lat: 14 })).toBe(false);
    expect(inside({ lon: 20, lat: 15 })).toBe(false);
    expect(inside({ lon: 13, lat: 15 })).toBe(false);
    expect(inside({ lon: 11, lat: 11 })).toBe(false);
    expect(inside({ lon: 30, lat: 30 })).toBe(false);
  });

  it("bounds every point a circle takes, at the poles and across the antimeridian too", () => {
    const random = seededRandom(5);
    for (let round = 0; round < 300; round += 1) {
      const center = { lon: random() * 360 - 180, lat: random() * 180 - 90 };
      const node: GeoNode = { kind: "geoRadius", key, center, radius: 10 ** (2 + random() * 5) };
      const bounds = geoBounds(node);
      const inside = geoTest(node);
      for (let probe = 0; probe < 50; probe += 1) {
        const spread = (node.radius / 6_371_008.8) * (180 / Math.PI) * 1.2;
        const point = { lon: center.lon + (random() * 2 - 1) * spread * 3, lat: center.lat + (random() * 2 - 1) * spread };
        const onGlobe = { lon: ((point.lon + 540) % 360) - 180, lat: Math.max(-90, Math.min(90, point.lat)) };
        if (!inside(onGlobe) || bounds === null) continue;
        expect(onGlobe.lat).toBeGreaterThanOrEqual(bounds.latMin);
        expect(onGlobe.lat).toBeLessThanOrEqual(bounds.latMax);
        expect(bounds.lons.some(([low, high]) => onGlobe.lon >= low && onGlobe.lon <= high)).toBe(true);
      }
    }
  });
});
