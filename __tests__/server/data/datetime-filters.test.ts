// Datetime range filters through the official client: payload values and range
// bounds in every form Qdrant accepts are read by the same function, so a bound
// written in any form finds exactly the points whose `at` falls in the window,
// whether `at` has a datetime index (SQL on its column, and in memory for rows
// the column cannot hold) or none (in memory over the payloads).
import type { QdrantClient } from "@qdrant/js-client-rest";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

// The window is [2024-03-01T10:00:00Z, 2024-03-01T12:00:00Z).
const POINTS: [id: number, at: unknown][] = [
  [1, "2024-03-01T10:00:00Z"], // the lower bound itself
  [2, "2024-03-01T11:30:00+02:00"], // 09:30Z
  [3, "2024-03-01T13:30:00+0200"], // 11:30Z
  [4, "2024-03-01 11:00:00"], // no offset: UTC
  [5, "2024-03-01T11:59:59.999Z"],
  [6, "2024-03-01T12:00"], // the upper bound itself
  [7, "2024-03-01T10:30"],
  [8, "2024-03-01 10:15"],
  [9, "2024-03-01"], // midnight
  [10, "2024-03-01T07:00:00-04:00"], // 11:00Z
  [11, "2024-03-01T10:45Z"], // an offset without seconds
  [12, "2024-03-01T11:00:00.5"],
  [13, "2024-03-01t11:15:00z"],
  [14, "2024-03-01T06:00:00-06"], // 12:00Z
  [15, "2024-03-02"],
  [16, ["2024-02-01", "2024-03-01 11:45:00+00:00"]], // one of several values inside
  [17, "2024-03-01 13:10:00 +02:00"], // 11:10Z
];
const IN_WINDOW = [1, 3, 4, 5, 7, 8, 10, 11, 12, 13, 16, 17];
const ON_MARCH_FIRST = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17];

const WINDOW_BOUNDS: [form: string, gte: string, lt: string][] = [
  ["RFC 3339 with Z", "2024-03-01T10:00:00Z", "2024-03-01T12:00:00Z"],
  ["RFC 3339 with a lowercase t and z", "2024-03-01t10:00:00z", "2024-03-01t12:00:00z"],
  ["RFC 3339 with +HH:MM", "2024-03-01T12:00:00+02:00", "2024-03-01T14:00:00+02:00"],
  ["an offset without a colon", "2024-03-01T05:00:00-0500", "2024-03-01T07:00:00-0500"],
  ["an offset in hours", "2024-03-01T11:00:00+01", "2024-03-01T13:00:00+01"],
  ["fractional seconds", "2024-03-01T10:00:00.000Z", "2024-03-01T11:59:59.9999Z"],
  ["a space for the T", "2024-03-01 10:00:00Z", "2024-03-01 12:00:00Z"],
  ["no offset (UTC)", "2024-03-01T10:00:00", "2024-03-01 12:00:00"],
  ["no offset and no seconds", "2024-03-01T10:00", "2024-03-01 12:00"],
  ["Z without seconds", "2024-03-01T10:00Z", "2024-03-01T12:00Z"],
  ["an offset without seconds", "2024-03-01T11:00+01:00", "2024-03-01T13:00+01:00"],
];

describe("datetime range filters through the Qdrant client", () => {
  let store: TestStore;
  let server: DataPlaneServer;
  let client: QdrantClient;

  beforeAll(async () => {
    store = await openTestStore("pglite");
    server = await startDataPlaneServer(store.store);
    const owner = await server.createOwner();
    client = server.client((await server.createApiKey(owner)).key);
    const points = POINTS.map(([id, at]) => ({ id, vector: [1, 0], payload: { at } }));
    for (const name of ["indexed", "unindexed"]) {
      await client.createCollection(name, { vectors: { size: 2, distance: "Cosine" } });
      await client.upsert(name, { wait: true, points });
    }
    await client.createPayloadIndex("indexed", { field_name: "at", field_schema: "datetime", wait: true });
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await store.remove();
  });

  const filtered = async (collection: string, range: { gte?: string; lt?: string }) => {
    const filter = { must: [{ key: "at", range }] };
    const { count } = await client.count(collection, { filter, exact: true });
    const { points } = await client.scroll(collection, { filter, limit: 100, with_payload: false });
    return { count, ids: points.map((point) => point.id) };
  };

  describe.each(["indexed", "unindexed"])("on a collection with `at` %s", (collection) => {
    it("indexes `at` only where asked", async () => {
      const { payload_schema: schema } = await client.getCollection(collection);
      expect(Object.keys(schema)).toEqual(collection === "indexed" ? ["at"] : []);
    });

    it.each(WINDOW_BOUNDS)("finds exactly the points in the window with bounds in %s", async (_form, gte, lt) => {
      expect(await filtered(collection, { gte, lt })).toEqual({ count: IN_WINDOW.length, ids: IN_WINDOW });
    });

    it("reads a date alone as midnight UTC", async () => {
      expect(await filtered(collection, { gte: "2024-03-01", lt: "2024-03-02" })).toEqual({ count: ON_MARCH_FIRST.length, ids: ON_MARCH_FIRST });
    });

    it("refuses a bound that is not a datetime", async () => {
      await expect(client.count(collection, { filter: { must: [{ key: "at", range: { gte: "2024-03-01T10" } }] } })).rejects.toMatchObject({
        status: 400,
        data: { status: { error: 'Format error in JSON body: filter.must[0].range.gte: expected an RFC 3339 datetime such as "2024-05-01T10:00:00Z"' } },
      });
    });
  });
});
