// Geo conditions (bounding box, radius, polygon) against the brute-force
// reference: count, scroll and filtered top-k, on a collection without payload
// indexes and on its twin with geo indexes on "location" (created before the
// points were written) and "route" (after, so filled by the backfill). The
// points cluster where geo goes wrong: across the antimeridian, by the north
// pole, on grid lines that shapes' edges fall on; some hold several points,
// and some hold values Qdrant does not read as points, or points off the globe.
import type { FilterNode, GeoPoint, PointId } from "../../../../server/engine/filter/filter-tree";
import { collectionSpec, NO_PAYLOAD, useEngine, type EngineFactory } from "./harness";
import { createFieldIndexes, keyPath, pick, randomFilter, randomPayload, randomVector, seededRandom, TEXT_INDEXED, type DensePoint, type Random } from "./random-data";
import { referenceMatches, referenceSearch } from "./reference";

const BERLIN: GeoPoint = { lon: 13.4, lat: 52.5 };
const FIJI: GeoPoint = { lon: 179.5, lat: -17.8 };
const NORTH: GeoPoint = { lon: 20, lat: 89.3 };
const NULL_ISLAND: GeoPoint = { lon: 0, lat: 0 };
const SANTIAGO: GeoPoint = { lon: -70.6, lat: -33.4 };
const CENTERS = [BERLIN, FIJI, NORTH, NULL_ISLAND, SANTIAGO];

function wrapLon(lon: number): number {
  return lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon;
}

/** A point within `spread` degrees of the center, now and then on a half-degree grid line. */
function pointNear(random: Random, center: GeoPoint, spread: number): GeoPoint {
  const snap = (value: number): number => (random() < 0.15 ? Math.round(value * 2) / 2 : value);
  return {
    lon: wrapLon(snap(center.lon + (random() * 2 - 1) * spread)),
    lat: Math.max(-90, Math.min(90, snap(center.lat + (random() * 2 - 1) * spread * 0.5))),
  };
}

function randomLocation(random: Random): unknown {
  const near = (): GeoPoint => pointNear(random, pick(random, CENTERS), 4);
  if (random() < 0.75) return near();
  return pick<() => unknown>(random, [
    () => undefined,
    () => null,
    () => [near(), near()],
    () => {
      const point = near();
      return [point, { ...point }];
    },
    () => "52.5,13.4",
    () => ({ lon: 500, lat: 10 }),
    () => ({ lon: 13.4, lat: 95 }),
    () => ({ lon: "13.4", lat: 52.5 }),
    () => ({ lon: 13.4 }),
    () => ({ ...near(), name: "depot" }),
    () => [[near()]],
    () => [],
  ])();
}

function randomRoute(random: Random): unknown {
  if (random() < 0.2) return pick<() => unknown>(random, [() => undefined, () => [], () => null])();
  const center = pick(random, CENTERS);
  return Array.from({ length: 1 + Math.floor(random() * 4) }, () => pointNear(random, center, 6));
}

function geoPoints(random: Random, count: number): DensePoint[] {
  return Array.from({ length: count }, (_, index) => {
    const payload = randomPayload(random);
    const location = randomLocation(random);
    const route = randomRoute(random);
    if (location !== undefined) payload.location = location;
    if (route !== undefined) payload.route = route;
    return { id: index + 1, vector: randomVector(random, 8), payload };
  });
}

function boundingBox(key: string, center: GeoPoint, halfWidth: number): FilterNode {
  return {
    kind: "geoBoundingBox",
    key: keyPath(key),
    topLeft: { lon: wrapLon(center.lon - halfWidth), lat: Math.min(90, center.lat + halfWidth / 2) },
    bottomRight: { lon: wrapLon(center.lon + halfWidth), lat: Math.max(-90, center.lat - halfWidth / 2) },
  };
}

/** A star-shaped (so simple) ring around the center, closed, with its vertices' distance in [inner, outer] degrees. */
function starRing(random: Random, center: GeoPoint, inner: number, outer: number): GeoPoint[] {
  const count = 3 + Math.floor(random() * 6);
  const angles = Array.from({ length: count }, () => random() * 2 * Math.PI).sort((a, b) => a - b);
  const ring = angles.map((angle) => {
    const distance = inner + random() * (outer - inner);
    const snap = (value: number): number => (random() < 0.3 ? Math.round(value * 2) / 2 : value);
    return { lon: snap(center.lon + distance * Math.cos(angle)), lat: snap(center.lat + distance * Math.sin(angle)) };
  });
  return [...ring, ring[0] as GeoPoint];
}

function polygon(random: Random, key: string, around: GeoPoint, size: number, hasHole: boolean): FilterNode {
  // Kept on the globe: polygons are planar in lon/lat, so one across the antimeridian is not a shape Qdrant offers.
  const center = { lon: Math.max(-180 + size, Math.min(180 - size, around.lon)), lat: Math.max(-90 + size, Math.min(90 - size, around.lat)) };
  const exterior = starRing(random, center, size * 0.7, size);
  // Star rings of at least 6 vertices hold the circle of 0.7 * cos(30°) ≈ 0.6 of their size; a hole stays within 0.3.
  const interiors = hasHole && exterior.length >= 7 ? [starRing(random, center, size * 0.1, size * 0.3)] : [];
  return { kind: "geoPolygon", key: keyPath(key), exterior, interiors };
}

function randomGeoLeaf(random: Random): FilterNode {
  const key = pick(random, ["location", "location", "route", "route[]", "missing"]);
  const center = pointNear(random, pick(random, CENTERS), 2);
  switch (pick(random, ["box", "radius", "polygon"] as const)) {
    case "box":
      return boundingBox(key, center, pick(random, [0.5, 1, 2.5, 6, 40]));
    case "radius":
      return { kind: "geoRadius", key: keyPath(key), center, radius: pick(random, [1_000, 50_000, 200_000, 500_000, 3_000_000, 25_000_000, 0]) };
    case "polygon":
      return polygon(random, key, center, pick(random, [0.5, 1.5, 3, 6]), random() < 0.5);
  }
}

function randomGeoTree(random: Random, ids: readonly PointId[], depth = 0): FilterNode {
  if (depth >= 2 || random() < 0.35) return random() < 0.6 ? randomGeoLeaf(random) : randomFilter(random, ids, 2);
  const children = Array.from({ length: 1 + Math.floor(random() * 3) }, () => randomGeoTree(random, ids, depth + 1));
  const kind = pick(random, ["and", "or", "not", "atLeast"] as const);
  if (kind === "not") return { kind: "not", child: children[0] ?? randomGeoLeaf(random) };
  if (kind === "atLeast") return { kind: "atLeast", min: Math.floor(random() * (children.length + 1)), children };
  return { kind, children };
}

const FIXED: readonly [string, FilterNode][] = [
  ["box around Berlin", boundingBox("location", BERLIN, 3)],
  ["box with edges on the grid", { kind: "geoBoundingBox", key: keyPath("location"), topLeft: { lon: 12, lat: 54 }, bottomRight: { lon: 15, lat: 51 } }],
  ["box across the antimeridian", { kind: "geoBoundingBox", key: keyPath("location"), topLeft: { lon: 178, lat: -15 }, bottomRight: { lon: -178, lat: -20.5 } }],
  ["box upside down matches nothing", { kind: "geoBoundingBox", key: keyPath("location"), topLeft: { lon: 10, lat: 50 }, bottomRight: { lon: 15, lat: 55 } }],
  ["box over a route", boundingBox("route", SANTIAGO, 2)],
  ["radius of 300 km around Berlin", { kind: "geoRadius", key: keyPath("location"), center: BERLIN, radius: 300_000 }],
  ["radius across the antimeridian", { kind: "geoRadius", key: keyPath("location"), center: { lon: -179.9, lat: -17.8 }, radius: 250_000 }],
  ["radius over the pole", { kind: "geoRadius", key: keyPath("location"), center: { lon: -160, lat: 88.9 }, radius: 200_000 }],
  ["radius over a route", { kind: "geoRadius", key: keyPath("route"), center: NULL_ISLAND, radius: 400_000 }],
  ["radius wider than the Earth", { kind: "geoRadius", key: keyPath("location"), center: NULL_ISLAND, radius: 30_000_000 }],
  ["radius zero", { kind: "geoRadius", key: keyPath("location"), center: BERLIN, radius: 0 }],
  [
    "square polygon on the grid",
    {
      kind: "geoPolygon",
      key: keyPath("location"),
      exterior: [
        { lon: 11, lat: 50 },
        { lon: 16, lat: 50 },
        { lon: 16, lat: 55 },
        { lon: 11, lat: 55 },
        { lon: 11, lat: 50 },
      ],
      interiors: [],
    },
  ],
  [
    "polygon with a hole",
    {
      kind: "geoPolygon",
      key: keyPath("location"),
      exterior: [
        { lon: -2, lat: -2 },
        { lon: 2, lat: -2 },
        { lon: 2, lat: 2 },
        { lon: -2, lat: 2 },
        { lon: -2, lat: -2 },
      ],
      interiors: [
        [
          { lon: -0.5, lat: -0.5 },
          { lon: 0.5, lat: -0.5 },
          { lon: 0.5, lat: 0.5 },
          { lon: -0.5, lat: 0.5 },
          { lon: -0.5, lat: -0.5 },
        ],
      ],
    },
  ],
  ["not in a radius", { kind: "not", child: { kind: "geoRadius", key: keyPath("location"), center: BERLIN, radius: 300_000 } }],
  [
    "geo with a keyword",
    { kind: "and", children: [{ kind: "match", key: keyPath("city"), value: "Berlin" }, { kind: "geoRadius", key: keyPath("route"), center: SANTIAGO, radius: 800_000 }] },
  ],
];

const EMPTY_ON_PURPOSE = new Set(["box upside down matches nothing", "radius zero"]);

export function describeGeo(factory: EngineFactory): void {
  describe("geo filters", () => {
    const current = useEngine(factory);
    const random = seededRandom(11);
    const points = geoPoints(random, 300);
    const ids = points.map((point) => point.id);
    const plain = collectionSpec("Cosine", 8);
    const indexed = collectionSpec("Cosine", 8);
    const query = randomVector(random, 8);
    const leaves: [string, FilterNode][] = Array.from({ length: 60 }, (_, index) => [`random geo condition ${index}`, randomGeoLeaf(random)]);
    const trees: [string, FilterNode][] = Array.from({ length: 40 }, (_, index) => [`random tree with geo ${index}`, randomGeoTree(random, ids)]);

    beforeAll(async () => {
      const { engine } = current();
      await engine.createCollection(plain);
      await engine.createCollection(indexed);
      await engine.createFieldIndex(indexed.id, "location", "geo");
      await createFieldIndexes(engine, indexed.id);
      for (const spec of [plain, indexed]) {
        await engine.upsert(spec.id, points.slice(0, 200));
        await engine.upsert(spec.id, points.slice(200));
      }
      await engine.createFieldIndex(indexed.id, "route", "geo");
    });

    async function expectReferenceAnswers(filter: FilterNode): Promise<void> {
      const { engine } = current();
      for (const [spec, textIndexed] of [[plain, new Set<string>()], [indexed, TEXT_INDEXED]] as const) {
        const expected = points.filter((point) => referenceMatches(filter, point.payload, point.id, textIndexed)).map((point) => String(point.id));
        const topK = referenceSearch(points, "Cosine", { vector: query, limit: 10, filter, textIndexed }).map((point) => point.id);
        expect(await engine.count(spec.id, filter)).toBe(expected.length);
        const page = await engine.scroll(spec.id, { filter, limit: 1000, ...NO_PAYLOAD });
        expect(page.points.map((point) => String(point.id)).sort()).toEqual([...expected].sort());
        const found = await engine.search(spec.id, { vector: query, filter, limit: 10, offset: 0, exact: false, ...NO_PAYLOAD });
        expect(found.map((point) => point.id)).toEqual(topK);
      }
    }

    it("holds points that each fixed shape finds, and points it leaves out", () => {
      for (const [label, filter] of FIXED) {
        const matching = points.filter((point) => referenceMatches(filter, point.payload, point.id)).length;
        expect({ label, finds: matching > 0, leavesOut: matching < points.length }).toEqual({ label, finds: !EMPTY_ON_PURPOSE.has(label), leavesOut: true });
      }
    });

    it("draws random conditions that mostly find some points and leave others out", () => {
      const telling = leaves.filter(([, filter]) => {
        const matching = points.filter((point) => referenceMatches(filter, point.payload, point.id)).length;
        return matching > 0 && matching < points.length;
      });
      expect(telling.length).toBeGreaterThan(leaves.length / 2);
    });

    it.each(FIXED)("%s", async (_label, filter) => {
      await expectReferenceAnswers(filter);
    });

    it.each(leaves)("%s", async (_label, filter) => {
      await expectReferenceAnswers(filter);
    });

    it.each(trees)("%s", async (_label, filter) => {
      await expectReferenceAnswers(filter);
    });

    it("sees points moved by payload operations on an indexed geo field", async () => {
      const { engine } = current();
      const filter: FilterNode = { kind: "geoRadius", key: keyPath("location"), center: { lon: -40, lat: 30 }, radius: 10_000 };
      for (const spec of [plain, indexed]) {
        await engine.setPayload(spec.id, { ids: [2, 3] }, { location: { lon: -40.01, lat: 30.02 } });
        expect((await engine.scroll(spec.id, { filter, limit: 10, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([2, 3]);
        await engine.overwritePayload(spec.id, { ids: [2] }, { location: [{ lon: 100, lat: 0 }, { lon: -40, lat: 30 }] });
        await engine.clearPayload(spec.id, { ids: [3] });
        expect((await engine.scroll(spec.id, { filter, limit: 10, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual([2]);
      }
    });

    it("answers the same after the geo index is dropped and made again", async () => {
      const { engine } = current();
      const filter: FilterNode = { kind: "geoRadius", key: keyPath("location"), center: BERLIN, radius: 500_000 };
      const before = (await engine.scroll(indexed.id, { filter, limit: 1000, ...NO_PAYLOAD })).points.map((point) => point.id);
      expect(before.length).toBeGreaterThan(0);
      await engine.deleteFieldIndex(indexed.id, "location");
      expect((await engine.scroll(indexed.id, { filter, limit: 1000, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual(before);
      await engine.createFieldIndex(indexed.id, "location", "geo");
      expect((await engine.scroll(indexed.id, { filter, limit: 1000, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual(before);
      expect((await engine.scroll(plain.id, { filter, limit: 1000, ...NO_PAYLOAD })).points.map((point) => point.id)).toEqual(before);
    });
  });
}
