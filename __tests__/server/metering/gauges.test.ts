// Collection sizes sampled every minute: each sample is the minute's row and
// overwrites its hour's and day's, so that every resolution reads the last
// sample of its periods; the engine measures a collection nobody opened
// without loading it; the service runs the sample as a periodic job; rows
// past their retention are deleted.
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { metricsSeriesResponseSchema } from "../../../contract/metrics";
import { collectionGauges, collections, jobs } from "../../../server/db/schema";
import { COLLECTION_GAUGES_KIND } from "../../../server/metering/metering-jobs";
import { sampleGauges } from "../../../server/metering/sample-gauges";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { openTestEngine } from "../data/support/test-engine";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const DAY = 86_400_000;

describeEachStore("collection gauges", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
  });
  afterAll(() => server.close());

  it("samples points, indexed vectors, segments and bytes into the minute, and the hour and day hold the last sample", async () => {
    const { owner, client } = await server.ownerClient();
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: Array.from({ length: 30 }, (_, id) => ({ id, vector: [id, 1] })) });
    const [collection] = await getStore().db.select().from(collections).where(eq(collections.projectId, owner.projectId));
    if (!collection) throw new Error("no collection row");
    const { db } = getStore();
    const at = Date.UTC(2026, 10, 26, 9, 10);
    await sampleGauges(db, server.engine, silent, new Date(at));
    await client.upsert("docs", { wait: true, points: Array.from({ length: 10 }, (_, id) => ({ id: 100 + id, vector: [id, 2] })) });
    await sampleGauges(db, server.engine, silent, new Date(at + 5 * 60_000));

    const rows = await db.select().from(collectionGauges).where(eq(collectionGauges.collectionId, collection.id));
    const shown = rows.map((row) => ({ period: row.period, at: row.at.toISOString(), points: row.points, collection: row.collection })).sort((a, b) => `${a.period}${a.at}`.localeCompare(`${b.period}${b.at}`));
    expect(shown).toEqual([
      { period: "day", at: "2026-11-26T00:00:00.000Z", points: 40, collection: "docs" },
      { period: "hour", at: "2026-11-26T09:00:00.000Z", points: 40, collection: "docs" },
      { period: "minute", at: "2026-11-26T09:10:00.000Z", points: 30, collection: "docs" },
      { period: "minute", at: "2026-11-26T09:15:00.000Z", points: 40, collection: "docs" },
    ]);
    for (const row of rows) {
      expect(row.segments).toBeGreaterThan(0);
      expect(row.diskBytes).toBeGreaterThan(0);
      expect(row.indexedVectors).toBe(0); // below the index threshold every search is exact
    }

    // The series reads them at each resolution, summed over the project's collections.
    const series = async (query: string) => {
      const reply = await server.call("GET", `/api/projects/${owner.projectId}/metrics/series${query}`, { headers: { authorization: `Bearer ${owner.token}` } });
      return metricsSeriesResponseSchema.parse(reply.body).gauges.filter((gauge) => gauge.points !== null);
    };
    expect(await series("?from=2026-11-26T09:00:00Z&to=2026-11-26T09:30:00Z")).toEqual([
      expect.objectContaining({ at: "2026-11-26T09:10:00.000Z", points: 30 }),
      expect.objectContaining({ at: "2026-11-26T09:15:00.000Z", points: 40 }),
    ]);
    expect((await series("?from=2026-11-25T00:00:00Z&to=2026-11-27T00:00:00Z&resolution=hour")).map((gauge) => [gauge.at, gauge.points])).toEqual([["2026-11-26T09:00:00.000Z", 40]]);
    expect((await series("?from=2026-11-01T00:00:00Z&to=2026-11-30T00:00:00Z")).map((gauge) => [gauge.at, gauge.points])).toEqual([["2026-11-26T00:00:00.000Z", 40]]);
    expect(await series("?from=2026-11-26T09:00:00Z&to=2026-11-26T09:30:00Z&collection=other")).toEqual([]);

    // Past their retention: minutes after 7 days, hours after 90.
    await sampleGauges(db, server.engine, silent, new Date(at + 8 * DAY));
    const kept = await db.select().from(collectionGauges).where(and(eq(collectionGauges.collectionId, collection.id), eq(collectionGauges.period, "minute")));
    expect(kept.map((row) => row.at.toISOString())).toEqual([new Date(at + 8 * DAY).toISOString()]);
  });

  it("measures a collection nobody has opened without loading it, as the open engine does", async () => {
    const { owner, client } = await server.ownerClient();
    await client.createCollection("idle", { vectors: { size: 2, distance: "Cosine" } });
    await client.upsert("idle", { wait: true, points: Array.from({ length: 12 }, (_, id) => ({ id, vector: [id + 1, 1] })) });
    const [collection] = await getStore().db.select().from(collections).where(eq(collections.projectId, owner.projectId));
    if (!collection) throw new Error("no collection row");
    const open = await server.engine.measure(collection.engineId);
    const fresh = await openTestEngine(server.dataDir);
    try {
      expect(await fresh.measure(collection.engineId)).toEqual(open);
    } finally {
      await fresh.close();
    }
    expect(open).toMatchObject({ pointsCount: 12, indexedVectorsCount: 0 });
    await expect(server.engine.measure("no_such_collection")).rejects.toThrow(/does not exist/);
  });

  it("runs the sample as the service's periodic job", async () => {
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const done = await getStore().db.select().from(jobs).where(and(eq(jobs.kind, COLLECTION_GAUGES_KIND), eq(jobs.state, "succeeded")));
      if (done.length > 0) {
        expect(done[0]).toMatchObject({ projectId: null, result: { sampled: expect.any(Number), skipped: expect.any(Number) } });
        return;
      }
    }
    throw new Error("no collection-gauges job succeeded");
  });
});
