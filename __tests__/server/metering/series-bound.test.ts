// The metric series a tenant can make (issue 23, D9), through the data plane
// and the project's Prometheus exposition: 300 calls to 300 made-up
// collection names are counted under one label, "<missing>", in the stored
// minute rollups and in the exposition, each call still counted (a call that
// creates or deletes a collection keeps its name); a project
// that calls more of its own collections in a minute than the bound allows
// gets the bound's rows and one folded row per operation ("<other>"), in
// the minutes (across flushes, per project and minute), the hours they
// roll into and the exposition, the totals unchanged.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { MISSING_COLLECTION, OTHER_SERIES } from "../../../contract/metrics-labels";
import type { Database } from "../../../server/db/client";
import { rollUpUsage } from "../../../server/metering/roll-up-usage";
import { MAX_SERIES_PER_PROJECT } from "../../../server/metering/series-bound";
import { UsageRecorder } from "../../../server/metering/usage-recorder";
import type { UsageCall } from "../../../server/metering/usage-rollup";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(180_000);

const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

interface StoredRow {
  at: string;
  collection: string | null;
  apiKeyId: string | null;
  userSub: string | null;
  operation: string;
  requests: number;
}

/** The samples of one family in an exposition, labels as written. */
function samplesOf(text: string, family: string): { labels: string; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${family}{`))
    .map((line) => ({ labels: line.slice(family.length, line.lastIndexOf(" ")), value: Number(line.slice(line.lastIndexOf(" ") + 1)) }));
}

/** Every sample of the exposition's families that carry a collection label. */
const seriesWithCollection = (text: string) => text.split("\n").filter((line) => !line.startsWith("#") && line.includes("collection="));

async function storedRows(db: Database, projectId: string, table: "usage_minutes" | "usage_hours"): Promise<StoredRow[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select at, collection, api_key_id, user_sub, operation, requests::float8 as requests from ${sql.raw(table)} where project_id = ${projectId}::uuid`);
  return rows.map((row) => ({
    at: new Date(row.at as string).toISOString(),
    collection: row.collection as string | null,
    apiKeyId: row.api_key_id as string | null,
    userSub: row.user_sub as string | null,
    operation: String(row.operation),
    requests: Number(row.requests),
  }));
}

/** Rows by the period they are of. */
function byPeriod(rows: readonly StoredRow[]): StoredRow[][] {
  const periods = new Map<string, StoredRow[]>();
  for (const row of rows) periods.set(row.at, [...(periods.get(row.at) ?? []), row]);
  return [...periods.values()];
}

const requestsOf = (rows: readonly { requests: number }[]) => rows.reduce((sum, row) => sum + row.requests, 0);

/** Runs `task` on each item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await task(items[next++] as T);
  }));
}

describeEachStore("metric series a tenant can grow", (getStore) => {
  let server: DataPlaneServer;
  let db: Database;

  const scrape = async (owner: Owner): Promise<string> => {
    const response = await fetch(`${server.url}/api/projects/${owner.projectId}/metrics/prometheus`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** Waits until the project's minutes hold `calls` calls (the recorder flushes each second here). */
  const metered = async (projectId: string, calls: number): Promise<StoredRow[]> => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const rows = await storedRows(db, projectId, "usage_minutes");
      if (requestsOf(rows) >= calls) return rows;
    }
    throw new Error(`the ${calls} calls were not metered in time`);
  };

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { METERING_FLUSH_SECONDS: "1" });
    db = getStore().db;
  });
  afterAll(() => server.close());

  it("counts 300 calls to 300 made-up collections as one series per operation, every call counted", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    await server.client(key).createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    for (let index = 0; index < 300; index += 1) {
      const reply = await server.call("POST", `/collections/made-up-${index}/points/count`, { apiKey: key, body: {} });
      expect(reply).toEqual({ status: 404, body: { status: { error: `Not found: Collection \`made-up-${index}\` doesn't exist!` }, time: expect.any(Number) } });
    }

    const rows = await metered(owner.projectId, 301);
    expect(rows.map((row) => row.collection).filter((name) => name !== "docs")).toEqual(rows.map(() => MISSING_COLLECTION).slice(1));
    expect(requestsOf(rows.filter((row) => row.collection === MISSING_COLLECTION))).toBe(300);
    const text = await scrape(owner);
    expect(samplesOf(text, "vdb_requests_total")).toEqual([
      { labels: `{collection="docs",operation="collections.create",api_key="${apiKey.id}"}`, value: 1 },
      { labels: `{collection="${MISSING_COLLECTION}",operation="points.count",api_key="${apiKey.id}"}`, value: 300 },
    ]);
    expect(samplesOf(text, "vdb_request_errors_total")).toContainEqual({ labels: `{collection="${MISSING_COLLECTION}",operation="points.count",api_key="${apiKey.id}",class="4xx"}`, value: 300 });
    // requests, errors (4xx and 5xx), points read, written and request bytes: 6 samples per series, and docs's 4 gauges at most.
    expect(seriesWithCollection(text).length).toBeLessThanOrEqual(2 * 6 + 4);
  });

  it("keeps a collection's name for a call that creates it and one that deletes it, and a name that is gone for a call that misses it", async () => {
    const owner = await server.createOwner();
    const { key } = await server.createApiKey(owner);
    const client = server.client(key);
    await client.createCollection("brief", { vectors: { size: 2, distance: "Dot" } });
    expect(await client.collectionExists("brief")).toEqual({ exists: true });
    expect(await client.deleteCollection("brief")).toBe(true);
    expect(await client.collectionExists("brief")).toEqual({ exists: false });
    expect(await client.deleteCollection("brief")).toBe(false);

    const rows = await metered(owner.projectId, 5);
    const byOperation = (collection: string) => rows.filter((row) => row.collection === collection).map((row) => `${row.operation} ${row.requests}`).sort();
    expect(byOperation("brief")).toEqual(["collections.create 1", "collections.delete 1", "collections.exists 1"]);
    expect(byOperation(MISSING_COLLECTION)).toEqual(["collections.delete 1", "collections.exists 1"]);
  });

  it("holds each project's minute to the bound across flushes, and gives the next minute and other projects their own", async () => {
    const [projectId, otherProjectId] = [randomUUID(), randomUUID()];
    const minute = Math.floor(Date.now() / 60_000) * 60_000 - 10 * 60_000;
    const call = (project: string, collection: string, at = minute): UsageCall => ({
      projectId: project, apiKeyId: null, userSub: "user-1", operation: "points.count", collection, status: 200, latencyMs: 1, pointsRead: 0, pointsWritten: 0, requestBytes: 0, at,
    });
    const recorder = new UsageRecorder(db, silent, { flushIntervalMs: 60_000, maxSeriesPerMinute: 2 });
    for (const name of ["a", "b", "c", "d"]) recorder.record(call(projectId, name));
    await recorder.flush();
    for (const name of ["a", "e"]) recorder.record(call(projectId, name, minute + 30_000));
    recorder.record(call(otherProjectId, "z"));
    recorder.record(call(projectId, "f", minute + 60_000));
    await recorder.close();

    const shown = (rows: StoredRow[]) => rows.map((row) => `${row.at.slice(14, 16)} ${row.collection} ${row.userSub} ${row.requests}`).sort();
    const minuteOf = (at: number) => new Date(at).toISOString().slice(14, 16);
    expect(shown(await storedRows(db, projectId, "usage_minutes"))).toEqual(
      [`${minuteOf(minute)} a user-1 2`, `${minuteOf(minute)} b user-1 1`, `${minuteOf(minute)} ${OTHER_SERIES} ${OTHER_SERIES} 3`, `${minuteOf(minute + 60_000)} f user-1 1`].sort(),
    );
    expect(shown(await storedRows(db, otherProjectId, "usage_minutes"))).toEqual([`${minuteOf(minute)} z user-1 1`]);
  });

  it("rolls an hour of minutes each under the bound into an hour that keeps the bound's heaviest rows and folds the rest", async () => {
    const projectId = randomUUID();
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 5 * 3_600_000;
    const recorder = new UsageRecorder(db, silent, { flushIntervalMs: 60_000 });
    const call = (collection: string, at: number): UsageCall => ({
      projectId, apiKeyId: null, userSub: "user-1", operation: "points.search", collection, status: 200, latencyMs: 1, pointsRead: 1, pointsWritten: 0, requestBytes: 0, at,
    });
    for (let minute = 0; minute < 3; minute += 1) {
      const at = hour + minute * 60_000;
      for (let index = 0; index < 300; index += 1) recorder.record(call(`minute-${minute}-${index}`, at));
      for (let index = 0; index < 10; index += 1) for (let time = 0; time < 3; time += 1) recorder.record(call(`heavy-${index}`, at));
    }
    await recorder.close();
    const minutes = await storedRows(db, projectId, "usage_minutes");
    expect([minutes.length, minutes.some((row) => row.collection === OTHER_SERIES)]).toEqual([3 * 310, false]);

    await rollUpUsage(db, new Date(hour + 3_600_000 + 5 * 60_000));
    const hours = await storedRows(db, projectId, "usage_hours");
    const folded = hours.filter((row) => row.collection === OTHER_SERIES);
    expect(hours.length - folded.length).toBe(MAX_SERIES_PER_PROJECT);
    expect(folded.map(({ apiKeyId, userSub, operation, requests }) => ({ apiKeyId, userSub, operation, requests }))).toEqual([
      { apiKeyId: null, userSub: OTHER_SERIES, operation: "points.search", requests: 3 * 300 + 10 - MAX_SERIES_PER_PROJECT },
    ]);
    expect(hours.filter((row) => row.collection?.startsWith("heavy-")).map((row) => row.requests)).toEqual(Array.from({ length: 10 }, () => 9));
    expect(requestsOf(hours)).toBe(requestsOf(minutes));
  });

  it("holds a project that calls more of its own collections than the bound to the bound and one folded series per operation", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    const names = Array.from({ length: MAX_SERIES_PER_PROJECT + 20 }, (_, index) => `real-${index}`);
    await inParallel(names, 4, async (name) => {
      expect((await server.call("PUT", `/collections/${name}`, { apiKey: key, body: { vectors: { size: 2, distance: "Dot" } } })).status).toBe(200);
    });
    await inParallel(names, 4, async (name) => {
      expect((await server.call("POST", `/collections/${name}/points/count`, { apiKey: key, body: {} })).body.result).toEqual({ count: 0 });
    });
    const calls = 2 * names.length;

    const minutes = await metered(owner.projectId, calls);
    expect(requestsOf(minutes)).toBe(calls);
    for (const rows of byPeriod(minutes)) {
      const folded = rows.filter((row) => row.collection === OTHER_SERIES);
      expect(rows.length - folded.length).toBeLessThanOrEqual(MAX_SERIES_PER_PROJECT);
      expect(folded.map((row) => [row.apiKeyId, row.userSub])).toEqual(folded.map(() => [null, OTHER_SERIES]));
      expect(new Set(folded.map((row) => row.operation)).size).toBe(folded.length);
    }
    expect(minutes.some((row) => row.collection === OTHER_SERIES)).toBe(true);

    const text = await scrape(owner);
    const requests = samplesOf(text, "vdb_requests_total");
    const foldedSamples = requests.filter((sample) => sample.labels.startsWith(`{collection="${OTHER_SERIES}"`));
    expect(requests.length - foldedSamples.length).toBe(MAX_SERIES_PER_PROJECT);
    expect(foldedSamples.map((sample) => sample.labels.replace(/operation="[^"]*"/, "operation"))).toEqual(foldedSamples.map(() => `{collection="${OTHER_SERIES}",operation,api_key="${OTHER_SERIES}"}`));
    expect(foldedSamples.length).toBeGreaterThanOrEqual(1);
    expect(foldedSamples.length).toBeLessThanOrEqual(2);
    expect(requests.reduce((sum, sample) => sum + sample.value, 0)).toBe(calls);
    expect(requests.filter((sample) => sample.labels.includes(`api_key="${apiKey.id}"`)).length).toBe(requests.length - foldedSamples.length);
    const collectionGauges = samplesOf(text, "vdb_collection_points");
    expect(collectionGauges.length).toBeLessThanOrEqual(MAX_SERIES_PER_PROJECT + 1);

    // The hour these minutes roll into holds the bound too, and the same calls.
    await rollUpUsage(db, new Date(Date.now() + 2 * 3_600_000));
    const hours = await storedRows(db, owner.projectId, "usage_hours");
    for (const rows of byPeriod(hours)) {
      expect(rows.filter((row) => row.collection !== OTHER_SERIES).length).toBeLessThanOrEqual(MAX_SERIES_PER_PROJECT);
      expect(rows.filter((row) => row.collection === OTHER_SERIES).length).toBeLessThanOrEqual(2);
    }
    expect(requestsOf(hours)).toBe(calls);
    const afterRollup = samplesOf(await scrape(owner), "vdb_requests_total");
    expect(afterRollup.reduce((sum, sample) => sum + sample.value, 0)).toBe(calls);
    expect(afterRollup.length).toBeLessThanOrEqual(MAX_SERIES_PER_PROJECT + 2);
  });
});
