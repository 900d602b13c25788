// Every data-plane call leaves a usage record (project, key, operation,
// collection, status, latency, points read and written), written in batches
// off the request's path.
import { and, asc, eq } from "drizzle-orm";
import { usageEvents } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

describeEachStore("metering of the data plane", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
  });
  afterAll(() => server.close());

  async function usageOf(projectId: string, expectedRows: number) {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
      const rows = await getStore().db.select().from(usageEvents).where(eq(usageEvents.projectId, projectId)).orderBy(asc(usageEvents.id));
      if (rows.length >= expectedRows) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${expectedRows} usage events were written`);
  }

  it("records each call with its key, operation, collection, status, latency and points", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    const client = server.client(key);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1] })) });
    await server.call("POST", "/collections/docs/points/search", { apiKey: key, body: { vector: [1, 1], limit: 2 } });
    await server.call("POST", "/collections/missing/points/count", { apiKey: key, body: {} });
    await server.call("GET", "/collections", { apiKey: "vdb_not-a-key" });

    const rows = await usageOf(owner.projectId, 4);
    expect(rows.map(({ operation, collection, status, pointsRead, pointsWritten, apiKeyId, userSub }) => ({ operation, collection, status, pointsRead, pointsWritten, apiKeyId, userSub }))).toEqual([
      { operation: "collections.create", collection: "docs", status: 200, pointsRead: 0, pointsWritten: 0, apiKeyId: apiKey.id, userSub: null },
      { operation: "points.upsert", collection: "docs", status: 200, pointsRead: 0, pointsWritten: 3, apiKeyId: apiKey.id, userSub: null },
      { operation: "points.search", collection: "docs", status: 200, pointsRead: 2, pointsWritten: 0, apiKeyId: apiKey.id, userSub: null },
      { operation: "points.count", collection: "missing", status: 404, pointsRead: 0, pointsWritten: 0, apiKeyId: apiKey.id, userSub: null },
    ]);
    for (const row of rows) {
      expect(row.latencyMs).toBeGreaterThanOrEqual(0);
      expect(row.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("records console calls under the user", async () => {
    const owner = await server.createOwner();
    await server.call("GET", "/collections", { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId } });
    const [row] = await usageOf(owner.projectId, 1);
    expect(row).toMatchObject({ operation: "collections.list", collection: null, status: 200, apiKeyId: null, userSub: expect.any(String) });
    const rows = await getStore().db.select().from(usageEvents).where(and(eq(usageEvents.projectId, owner.projectId), eq(usageEvents.operation, "collections.list")));
    expect(rows).toHaveLength(1);
  });
});
