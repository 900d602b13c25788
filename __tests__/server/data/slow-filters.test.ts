// A search filtered on a payload key without an index tests stored payloads:
// the collection's info says so in Qdrant's `warnings`, names the key and the
// index that would help, and stops once that index exists. Below the index
// threshold (every search scans there anyway) it says nothing. On both engines.
import { describeDataPlaneOnEachStore } from "./support/data-plane-server";

jest.setTimeout(60_000);

const THRESHOLD = 200;

const point = (id: number) => ({ id, vector: [Math.cos(id), Math.sin(id), 1], payload: { city: id % 2 === 0 ? "Berlin" : "Paris", color: `c${id % 5}` } });

describeDataPlaneOnEachStore(
  "slow filters",
  (dataPlane) => {
    it("names the key without an index that filtered searches used, and the index that helps", async () => {
      const { server, key } = dataPlane();
      const client = server.client(key);
      // Qdrant leaves `warnings` out of a collection's info when there is none.
      const warnings = async (name: string) => (await server.call("GET", `/collections/${name}`, { apiKey: key })).body.result.warnings as { message: string }[] | undefined;
      await client.createCollection("small", { vectors: { size: 3, distance: "Cosine" } });
      await client.upsert("small", { wait: true, points: Array.from({ length: 20 }, (_, at) => point(at + 1)) });
      await client.query("small", { query: [1, 0, 1], filter: { must: [{ key: "color", match: { value: "c1" } }] }, limit: 3 });
      expect(await warnings("small")).toBeUndefined();

      await client.createCollection("large", { vectors: { size: 3, distance: "Cosine" } });
      await client.createPayloadIndex("large", { field_name: "city", field_schema: "keyword", wait: true });
      await client.upsert("large", { wait: true, points: Array.from({ length: THRESHOLD + 100 }, (_, at) => point(at + 1)) });
      const byCity = await client.query("large", { query: [1, 0, 1], filter: { must: [{ key: "city", match: { value: "Berlin" } }] }, limit: 3, with_payload: true });
      expect(byCity.points.map((found) => (found.payload as { city: string }).city)).toEqual(["Berlin", "Berlin", "Berlin"]);
      expect(await warnings("large")).toBeUndefined();

      for (const color of ["c1", "c2"]) {
        const byColor = await client.query("large", { query: [1, 0, 1], filter: { must: [{ key: "city", match: { value: "Paris" } }, { key: "color", match: { value: color } }] }, limit: 3, with_payload: true });
        expect(byColor.points.map((found) => found.payload)).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ city: "Paris", color })));
      }
      expect(await warnings("large")).toEqual([
        {
          message: expect.stringMatching(
            /^Searches filtered on "color" read stored payloads, because "color" has no payload index \(2 since the service started, \d+\.\d ms each on average\)\. Create a payload index on "color" \(PUT \/collections\/large\/index\) to make them use it\.$/,
          ),
        },
      ]);

      await client.createPayloadIndex("large", { field_name: "color", field_schema: "keyword", wait: true });
      expect(await warnings("large")).toBeUndefined();
    });
  },
  { VECTOR_INDEX_THRESHOLD: String(THRESHOLD) },
  { pgvector: true },
);
