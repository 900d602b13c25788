// Geo payload indexes and geo filters through the official client: a geo index
// made from the type name and from {"type": "geo"}, and geo_radius,
// geo_bounding_box and geo_polygon finding exactly the points a brute-force
// computation here finds, on a collection with the geo index and on one
// without. Bad shapes are refused with Qdrant's words, and nothing is written.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { referenceDistance } from "../engine/conformance/reference";
import { seededRandom } from "../engine/conformance/random-data";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

type GeoPoint = { lon: number; lat: number };
type Ring = { points: GeoPoint[] };
type Condition = {
  key: string;
  geo_radius?: { center: GeoPoint; radius: number };
  geo_bounding_box?: { top_left: GeoPoint; bottom_right: GeoPoint };
  geo_polygon?: { exterior: Ring; interiors?: Ring[] };
};

const BERLIN = { lon: 13.405, lat: 52.52 };
const SUVA = { lon: 178.44, lat: -18.14 };
const NEW_YORK = { lon: -73.99, lat: 40.75 };

/** Points around three cities (Suva by the antimeridian); every fifth with two locations, some without one. */
function cityPoints(): { id: number; vector: number[]; payload: Record<string, unknown> }[] {
  const random = seededRandom(23);
  const near = (city: GeoPoint): GeoPoint => {
    const lon = city.lon + (random() * 2 - 1) * 4;
    return { lon: lon > 180 ? lon - 360 : lon, lat: city.lat + (random() * 2 - 1) * 3 };
  };
  const cities = [BERLIN, SUVA, NEW_YORK];
  return Array.from({ length: 150 }, (_, index) => {
    const city = cities[index % 3] as GeoPoint;
    const location = index % 10 === 9 ? undefined : index % 5 === 0 ? [near(city), near(city)] : near(city);
    return { id: index + 1, vector: [random(), random(), random()], payload: location === undefined ? { name: `p${index}` } : { location } };
  });
}

/** Even-odd ray casting in lon/lat as a plane (no test point lies on an edge). */
function isInRing(point: GeoPoint, ring: readonly GeoPoint[]): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const a = ring[index] as GeoPoint;
    const b = ring[previous] as GeoPoint;
    if (a.lat > point.lat !== b.lat > point.lat && point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon) inside = !inside;
  }
  return inside;
}

/** The brute force: the condition tested on each of the point's locations. */
function holds(condition: Condition, payload: Record<string, unknown>): boolean {
  const raw = payload.location;
  const points = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as GeoPoint[];
  return points.some((point) => {
    if (condition.geo_radius) return referenceDistance(condition.geo_radius.center, point) < condition.geo_radius.radius;
    if (condition.geo_bounding_box) {
      const { top_left: topLeft, bottom_right: bottomRight } = condition.geo_bounding_box;
      const isLonInside = topLeft.lon > bottomRight.lon ? point.lon > topLeft.lon || point.lon < bottomRight.lon : point.lon > topLeft.lon && point.lon < bottomRight.lon;
      return isLonInside && point.lat < topLeft.lat && point.lat > bottomRight.lat;
    }
    if (condition.geo_polygon) {
      const { exterior, interiors } = condition.geo_polygon;
      return isInRing(point, exterior.points) && !(interiors ?? []).some((ring) => isInRing(point, ring.points));
    }
    throw new Error("not a geo condition");
  });
}

function ring(center: GeoPoint, half: number): GeoPoint[] {
  const corners = [
    { lon: center.lon - half, lat: center.lat - half },
    { lon: center.lon + half * 1.3, lat: center.lat - half * 0.6 },
    { lon: center.lon + half, lat: center.lat + half },
    { lon: center.lon - half * 0.8, lat: center.lat + half * 1.1 },
  ];
  return [...corners, corners[0] as GeoPoint];
}

const CONDITIONS: [label: string, condition: Condition][] = [
  ["geo_radius of 250 km around Berlin", { key: "location", geo_radius: { center: BERLIN, radius: 250_000 } }],
  ["geo_radius across the antimeridian", { key: "location", geo_radius: { center: { lon: -179.5, lat: -18 }, radius: 300_000 } }],
  ["geo_bounding_box around New York", { key: "location", geo_bounding_box: { top_left: { lon: -76, lat: 42.5 }, bottom_right: { lon: -71, lat: 39 } } }],
  ["geo_bounding_box across the antimeridian", { key: "location", geo_bounding_box: { top_left: { lon: 177, lat: -16 }, bottom_right: { lon: -178, lat: -20 } } }],
  ["geo_polygon around Berlin", { key: "location", geo_polygon: { exterior: { points: ring(BERLIN, 2.5) } } }],
  ["geo_polygon with a hole", { key: "location", geo_polygon: { exterior: { points: ring(NEW_YORK, 3) }, interiors: [{ points: ring(NEW_YORK, 1) }] } }],
];

describe("geo filters through the Qdrant client", () => {
  let store: TestStore;
  let server: DataPlaneServer;
  let client: QdrantClient;
  let apiKey: string;
  const points = cityPoints();

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startDataPlaneServer(store.store);
    const owner = await server.createOwner();
    apiKey = (await server.createApiKey(owner)).key;
    client = server.client(apiKey);
    for (const name of ["indexed", "unindexed"]) {
      await client.createCollection(name, { vectors: { size: 3, distance: "Cosine" } });
    }
    // One index before the points are written, one (from the object form) after.
    await client.createPayloadIndex("indexed", { field_name: "location", field_schema: "geo", wait: true });
    for (const name of ["indexed", "unindexed"]) await client.upsert(name, { wait: true, points });
    await client.createPayloadIndex("indexed", { field_name: "home", field_schema: { type: "geo", on_disk: false }, wait: true });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await store.remove();
  });

  it("shows the geo indexes in payload_schema, with the points that hold a location", async () => {
    const { payload_schema: schema } = await client.getCollection("indexed");
    expect(schema).toEqual({
      location: { data_type: "geo", points: points.filter((point) => point.payload.location !== undefined).length },
      home: { data_type: "geo", params: { type: "geo", on_disk: false }, points: 0 },
    });
    expect((await client.getCollection("unindexed")).payload_schema).toEqual({});
  });

  describe.each(["indexed", "unindexed"])("on the collection %s", (collection) => {
    it.each(CONDITIONS)("finds exactly the points in the %s", async (_label, condition) => {
      const expected = points.filter((point) => holds(condition, point.payload)).map((point) => point.id);
      expect(expected.length).toBeGreaterThan(2);
      expect(expected.length).toBeLessThan(points.length / 3);
      const filter = { must: [condition] };
      expect((await client.count(collection, { filter, exact: true })).count).toBe(expected.length);
      const { points: page } = await client.scroll(collection, { filter, limit: 200, with_payload: false });
      expect(page.map((point) => point.id)).toEqual(expected);
      const { points: nearest } = await client.query(collection, { query: [1, 0.5, 0.25], filter, limit: 5 });
      expect(nearest).toHaveLength(5);
      expect(nearest.every((point) => expected.includes(Number(point.id)))).toBe(true);
    });

    it("finds the points outside a shape with must_not", async () => {
      const [, condition] = CONDITIONS[0] as [string, Condition];
      const expected = points.filter((point) => !holds(condition, point.payload)).map((point) => point.id);
      const { points: page } = await client.scroll(collection, { filter: { must_not: [condition] }, limit: 200, with_payload: false });
      expect(page.map((point) => point.id)).toEqual(expected);
    });
  });

  describe("bad shapes", () => {
    const openRing = ring(BERLIN, 2).slice(0, -1);

    it("refuses a polygon that is not closed, and deletes nothing", async () => {
      const filter = { must: [{ key: "location", geo_polygon: { exterior: { points: openRing } } }] };
      expect(await server.call("POST", "/collections/indexed/points/delete?wait=true", { apiKey, body: { filter } })).toEqual({
        status: 400,
        body: {
          status: { error: "Format error in JSON body: Validation failed: polygon invalid, the first and the last points should be the same to form a closed line at filter.must[0].geo_polygon.exterior" },
          time: expect.any(Number),
        },
      });
      expect((await client.count("indexed", { exact: true })).count).toBe(points.length);
    });

    it("refuses a polygon of fewer than 4 points", async () => {
      const filter = { must: [{ key: "location", geo_polygon: { exterior: { points: [BERLIN, NEW_YORK, BERLIN] } } }] };
      await expect(client.count("unindexed", { filter })).rejects.toMatchObject({
        status: 400,
        data: { status: { error: "Format error in JSON body: Validation failed: polygon invalid, the size must be at least 4, got 3 at filter.must[0].geo_polygon.exterior" } },
      });
    });

    it("refuses a latitude off the globe, and sets no payload", async () => {
      const filter = { must: [{ key: "location", geo_radius: { center: { lon: 13.4, lat: 91.5 }, radius: 1000 } }] };
      expect(await server.call("POST", "/collections/indexed/points/payload?wait=true", { apiKey, body: { payload: { flagged: true }, filter } })).toEqual({
        status: 400,
        body: {
          status: { error: "Format error in JSON body: Wrong format of GeoPoint payload: expected `lat` = 91.5 within [-90;90] and `lon` = 13.4 within [-180;180] at filter.must[0].geo_radius.center" },
          time: expect.any(Number),
        },
      });
      expect((await client.count("indexed", { filter: { must: [{ key: "flagged", match: { value: true } }] }, exact: true })).count).toBe(0);
    });

    it("refuses a longitude off the globe in a bounding box", async () => {
      const filter = { must: [{ key: "location", geo_bounding_box: { top_left: { lon: -200, lat: 10 }, bottom_right: { lon: 10, lat: 0 } } }] };
      await expect(client.scroll("indexed", { filter })).rejects.toMatchObject({
        status: 400,
        data: { status: { error: "Format error in JSON body: Wrong format of GeoPoint payload: expected `lat` = 10 within [-90;90] and `lon` = -200 within [-180;180] at filter.must[0].geo_bounding_box.top_left" } },
      });
    });
  });
});
