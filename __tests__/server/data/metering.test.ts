// Every data-plane call is metered: added to its minute's rollup (project,
// collection, key or user, operation) with its status class, latency, points
// read and written and request bytes, and written off the request's path.
import { and, asc, eq } from "drizzle-orm";
import { MISSING_COLLECTION } from "../../../contract/metrics-labels";
import { usageMinutes } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

describeEachStore("metering of the data plane", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { METERING_FLUSH_SECONDS: "1" });
  });
  afterAll(() => server.close());

  async function usageOf(projectId: string, expectedCalls: number) {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const rows = await getStore().db.select().from(usageMinutes).where(eq(usageMinutes.projectId, projectId)).orderBy(asc(usageMinutes.operation));
      if (rows.reduce((sum, row) => sum + row.requests, 0) >= expectedCalls) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${expectedCalls} calls were metered`);
  }

  it("records each call under its key, operation and collection, with its status class, points and bytes", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    const client = server.client(key);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1] })) });
    const search = { vector: [1, 1], limit: 2 };
    await server.call("POST", "/collections/docs/points/search", { apiKey: key, body: search });
    await server.call("POST", "/collections/docs/points/search", { apiKey: key, body: search });
    await server.call("POST", "/collections/missing/points/count", { apiKey: key, body: {} });
    await server.call("GET", "/collections", { apiKey: "vdb_not-a-key" });

    const rows = await usageOf(owner.projectId, 5);
    const shown = rows.map(({ operation, collection, requests, errors4xx, errors5xx, pointsRead, pointsWritten, apiKeyId, userSub }) => ({
      operation,
      collection,
      requests,
      errors4xx,
      errors5xx,
      pointsRead,
      pointsWritten,
      apiKeyId,
      userSub,
    }));
    const byKey = { apiKeyId: apiKey.id, userSub: null, errors5xx: 0 };
    expect(shown).toEqual([
      { operation: "collections.create", collection: "docs", requests: 1, errors4xx: 0, pointsRead: 0, pointsWritten: 0, ...byKey },
      { operation: "points.count", collection: MISSING_COLLECTION, requests: 1, errors4xx: 1, pointsRead: 0, pointsWritten: 0, ...byKey },
      { operation: "points.search", collection: "docs", requests: 2, errors4xx: 0, pointsRead: 4, pointsWritten: 0, ...byKey },
      { operation: "points.upsert", collection: "docs", requests: 1, errors4xx: 0, pointsRead: 0, pointsWritten: 3, ...byKey },
    ]);
    const searches = rows.find((row) => row.operation === "points.search");
    expect(searches?.requestBytes).toBe(2 * Buffer.byteLength(JSON.stringify(search)));
    expect(searches?.latencyCounts.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const row of rows) {
      expect(row.latencySumMs).toBeGreaterThan(0);
      expect(row.at.getTime() % 60_000).toBe(0);
      expect(row.at.getTime()).toBeGreaterThan(Date.now() - 120_000);
    }
  });

  it("records console calls under the user", async () => {
    const owner = await server.createOwner();
    await server.call("GET", "/collections", { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId } });
    const [row] = await usageOf(owner.projectId, 1);
    expect(row).toMatchObject({ operation: "collections.list", collection: null, requests: 1, apiKeyId: null, userSub: owner.sub });
    const rows = await getStore().db.select().from(usageMinutes).where(and(eq(usageMinutes.projectId, owner.projectId), eq(usageMinutes.operation, "collections.list")));
    expect(rows).toHaveLength(1);
  });
});
