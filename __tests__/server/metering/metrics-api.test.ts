// The metrics API over real traffic: calls sent through the data plane with
// the official client and two API keys, then /metrics/series and
// /metrics/summary count exactly what was sent (requests, errors by class,
// points, calls by operation, this month against the plan) with latency
// percentiles no higher than the slowest call the client saw (plus the
// buckets' error), filters by key, operation and collection, the Prometheus
// exposition for a scraper holding a key, bad input refused with exact
// messages, and another organisation's metrics out of reach.
import { MISSING_COLLECTION } from "../../../contract/metrics-labels";
import { metricsSeriesResponseSchema, metricsSummaryResponseSchema, type MetricsSeriesResponse } from "../../../contract/metrics";
import { LIMITED_KEY_MESSAGE } from "../../../server/access/api-key-caller";
import { MISSING_TOKEN_MESSAGE } from "../../../server/access/bearer-token";
import { LATENCY_RELATIVE_ERROR } from "../../../server/metering/latency-buckets";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

describeEachStore("the metrics API", (getStore) => {
  let server: DataPlaneServer;
  let owner: Owner;
  let writerKeyId: string;
  let readerKeyId: string;
  let readerKey: string;
  const searchMs: number[] = [];

  const api = (who: Owner, path: string) => server.call("GET", path, { headers: { authorization: `Bearer ${who.token}` } });
  const metricsPath = (who: Owner, rest: string) => `/api/projects/${who.projectId}/metrics${rest}`;
  const series = async (query: string): Promise<MetricsSeriesResponse> => {
    const reply = await api(owner, metricsPath(owner, `/series${query}`));
    expect(reply.status).toBe(200);
    return metricsSeriesResponseSchema.parse(reply.body);
  };
  const sum = (response: MetricsSeriesResponse, pick: (bucket: MetricsSeriesResponse["usage"][number]) => number) => response.usage.reduce((total, bucket) => total + pick(bucket), 0);

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { METERING_FLUSH_SECONDS: "1" });
    owner = await server.createOwner();
    const writer = await server.createApiKey(owner, { name: "writer", access: "read-write" });
    const reader = await server.createApiKey(owner, { name: "reader", access: "read-only" });
    writerKeyId = writer.apiKey.id;
    readerKeyId = reader.apiKey.id;
    readerKey = reader.key;
    const client = server.client(writer.key);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: Array.from({ length: 20 }, (_, id) => ({ id, vector: [id, 1] })) });
    for (let index = 0; index < 12; index += 1) {
      const started = performance.now();
      await client.query("docs", { query: [1, index], limit: 3 });
      searchMs.push(performance.now() - started);
    }
    for (let index = 0; index < 3; index += 1) expect((await server.call("POST", "/collections/missing/points/count", { apiKey: writer.key, body: {} })).status).toBe(404);
    const readerClient = server.client(reader.key);
    for (let index = 0; index < 4; index += 1) await readerClient.scroll("docs", { limit: 5 });
    expect((await server.call("PUT", "/collections/docs/points?wait=true", { apiKey: reader.key, body: { points: [{ id: 99, vector: [1, 1] }] } })).status).toBe(403);
    // Every instance flushes its rollups each second here: wait until the 22 calls are in.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (sum(await series("?resolution=minute&from=" + new Date(Date.now() - 3_600_000).toISOString()), (bucket) => bucket.requests) >= 22) return;
    }
    throw new Error("the calls were not metered in time");
  });
  afterAll(() => server.close());

  it("counts every call sent, by operation, with errors by class and points read and written", async () => {
    const lastHour = await series(`?resolution=minute&from=${new Date(Date.now() - 3_600_000).toISOString()}`);
    expect(lastHour.resolution).toBe("minute");
    expect(lastHour.usage.length).toBeGreaterThanOrEqual(60);
    expect(lastHour.latencyRelativeError).toBeCloseTo(LATENCY_RELATIVE_ERROR, 10);
    const byOperation: Record<string, number> = {};
    for (const bucket of lastHour.usage) for (const [operation, calls] of Object.entries(bucket.byOperation)) byOperation[operation] = (byOperation[operation] ?? 0) + calls;
    expect(byOperation).toEqual({ "collections.create": 1, "points.upsert": 2, "points.query": 12, "points.count": 3, "points.scroll": 4 });
    const figures = (response: MetricsSeriesResponse) => ({
      requests: sum(response, (bucket) => bucket.requests),
      errors4xx: sum(response, (bucket) => bucket.errors4xx),
      errors5xx: sum(response, (bucket) => bucket.errors5xx),
      pointsRead: sum(response, (bucket) => bucket.pointsRead),
      pointsWritten: sum(response, (bucket) => bucket.pointsWritten),
    });
    const expected = { requests: 22, errors4xx: 4, errors5xx: 0, pointsRead: 12 * 3 + 4 * 5, pointsWritten: 20 };
    expect(figures(lastHour)).toEqual(expected);
    // The default range (the last 24 hours, by hour) and a week by day read the same.
    const day = await series("");
    expect(day.resolution).toBe("hour");
    expect(day.usage.length).toBeGreaterThanOrEqual(24);
    expect(figures(day)).toEqual(expected);
    const week = await series(`?from=${new Date(Date.now() - 20 * 86_400_000).toISOString()}`);
    expect(week.resolution).toBe("day");
    expect(figures(week)).toEqual(expected);
  });

  it("filters by API key, operation and collection", async () => {
    const reader = await series(`?apiKey=${readerKeyId}`);
    expect([sum(reader, (bucket) => bucket.requests), sum(reader, (bucket) => bucket.errors4xx), sum(reader, (bucket) => bucket.pointsRead)]).toEqual([5, 1, 20]);
    const writer = await series(`?apiKey=${writerKeyId}&collection=docs`);
    expect(sum(writer, (bucket) => bucket.requests)).toBe(14);
    const missing = await series(`?collection=${encodeURIComponent(MISSING_COLLECTION)}`);
    expect([sum(missing, (bucket) => bucket.requests), sum(missing, (bucket) => bucket.errors4xx)]).toEqual([3, 3]);
    expect(sum(await series("?operation=points.scroll"), (bucket) => bucket.pointsRead)).toBe(20);
  });

  it("reads latency percentiles no higher than the slowest call the client timed, within the buckets' error", async () => {
    const searches = await series("?operation=points.query");
    const slowest = Math.max(...searchMs) * (1 + LATENCY_RELATIVE_ERROR);
    const timed = searches.usage.filter((bucket) => bucket.requests > 0);
    expect(timed.length).toBeGreaterThan(0);
    for (const bucket of timed) {
      const [p50, p95, p99] = [bucket.p50Ms ?? 0, bucket.p95Ms ?? 0, bucket.p99Ms ?? 0];
      expect(p50).toBeGreaterThan(0);
      expect(p50).toBeLessThanOrEqual(p95);
      expect(p95).toBeLessThanOrEqual(p99);
      expect(p99).toBeLessThanOrEqual(slowest);
    }
    for (const bucket of searches.usage.filter((each) => each.requests === 0)) expect([bucket.p50Ms, bucket.p95Ms, bucket.p99Ms]).toEqual([null, null, null]);
  });

  it("sums up the Overview: collections, vectors, storage, the last 24 hours and the month against the plan", async () => {
    const reply = await api(owner, metricsPath(owner, "/summary"));
    expect(reply.status).toBe(200);
    const summary = metricsSummaryResponseSchema.parse(reply.body);
    expect(summary).toMatchObject({
      collections: 1,
      points: 20,
      last24Hours: { requests: 22, errors4xx: 4, errors5xx: 0 },
      month: { plan: "Sandbox", allowance: 20_000, organisationCalls: 22, projectCalls: 22 },
      recentJobs: [],
    });
    expect(summary.diskBytes).toBeGreaterThan(0);
    expect(summary.last24Hours.p95Ms).toBeGreaterThan(0);
    expect(summary.last24Hours.hourly).toHaveLength(24);
    expect(summary.last24Hours.hourly.reduce((total, hour) => total + hour.requests, 0)).toBe(22);
    expect(Date.parse(summary.month.from)).toBe(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
  });

  it("serves the project's usage to a scraper holding any of its keys, in Prometheus's text format", async () => {
    const scrape = (headers: Record<string, string>, projectId = owner.projectId) => fetch(`${server.url}/api/projects/${projectId}/metrics/prometheus`, { headers });
    const byKey = await scrape({ "api-key": readerKey });
    expect(byKey.status).toBe(200);
    expect(byKey.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await byKey.text();
    expect(text).toContain("# TYPE vdb_requests_total counter");
    expect(text).toContain(`vdb_requests_total{collection="docs",operation="points.query",api_key="${writerKeyId}"} 12`);
    expect(text).toContain(`vdb_request_errors_total{collection="${MISSING_COLLECTION}",operation="points.count",api_key="${writerKeyId}",class="4xx"} 3`);
    expect(text).toContain(`vdb_points_written_total{collection="docs",operation="points.upsert",api_key="${writerKeyId}"} 20`);
    expect(text).toContain('vdb_request_duration_seconds_count{operation="points.query"} 12');
    expect(text).toContain('vdb_request_duration_seconds_bucket{operation="points.query",le="+Inf"} 12');
    expect(text).toContain("vdb_month_api_calls 22");
    expect(text).toContain('vdb_plan_monthly_api_calls{plan="Sandbox"} 20000');
    expect((await scrape({ authorization: `Bearer ${readerKey}` })).status).toBe(200);
    expect((await scrape({ authorization: `Bearer ${owner.token}` })).status).toBe(200);
  });

  it("holds a key to its own project and to the whole project, and keys to the scraping route", async () => {
    const scrape = async (headers: Record<string, string>, projectId = owner.projectId) => {
      const response = await fetch(`${server.url}/api/projects/${projectId}/metrics/prometheus`, { headers });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const stranger = await server.createOwner();
    const strangerKey = (await server.createApiKey(stranger)).key;
    expect(await scrape({ "api-key": strangerKey })).toEqual({ status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
    const limited = (await server.createApiKey(owner, { name: "docs only", access: "read-only", collections: ["docs"] })).key;
    expect(await scrape({ "api-key": limited })).toEqual({ status: 403, body: { error: { code: "forbidden", message: LIMITED_KEY_MESSAGE } } });
    expect(await scrape({ "api-key": "vdb_not-a-key" })).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "Invalid API key or JWT" } } });
    expect(await scrape({})).toEqual({ status: 401, body: { error: { code: "unauthorized", message: MISSING_TOKEN_MESSAGE } } });
    // The console's routes take a session only.
    expect(await server.call("GET", metricsPath(owner, "/series"), { apiKey: readerKey })).toEqual({ status: 401, body: { error: { code: "unauthorized", message: MISSING_TOKEN_MESSAGE } } });
  });

  it("keeps another organisation's metrics out of reach", async () => {
    const stranger = await server.createOwner();
    const notFound = { status: 404, body: { error: { code: "not_found", message: "Project not found" } } };
    expect(await api(stranger, metricsPath(owner, "/series"))).toEqual(notFound);
    expect(await api(stranger, metricsPath(owner, "/summary"))).toEqual(notFound);
    expect(await api(stranger, metricsPath(owner, "/prometheus"))).toEqual(notFound);
    const own = metricsSeriesResponseSchema.parse((await api(stranger, metricsPath(stranger, "/series"))).body);
    expect(own.usage.every((bucket) => bucket.requests === 0)).toBe(true);
    const summary = metricsSummaryResponseSchema.parse((await api(stranger, metricsPath(stranger, "/summary"))).body);
    expect(summary).toMatchObject({ collections: 0, points: 0, last24Hours: { requests: 0, p95Ms: null }, month: { projectCalls: 0, organisationCalls: 0 } });
  });

  it.each([
    ["?from=yesterday", "from: from must be a date and time in ISO 8601, such as 2026-11-26T08:00:00Z"],
    ["?from=2026-11-20T10:00:00Z&to=2026-11-20T09:00:00Z", "from: from must be before to"],
    ["?from=2999-01-01T00:00:00Z", "from: from must be in the past"],
    ["?resolution=week", "resolution: resolution must be minute, hour or day"],
    ["?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z", "from: the range is too long: at most 731 days"],
    ["?from=2026-11-20T00:00:00Z&to=2026-11-22T00:00:00Z&resolution=minute", "from: the range is too long for minute resolution: at most 24 hours (choose a coarser resolution or a shorter range)"],
    ["?from=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z&resolution=hour", "from: the range is too long for hour resolution: at most 90 days (choose a coarser resolution or a shorter range)"],
    ["?apiKey=mine", "apiKey: apiKey must be an API key's id (a UUID)"],
    ["?operation=points.fly", "operation: points.fly is not an operation of the data plane"],
    ["?operation=DROP", "operation: operation must be a data-plane operation, such as points.search"],
    ["?collection=", "collection: collection must not be empty"],
  ])("refuses %s with a 400 saying why", async (query, message) => {
    expect(await api(owner, metricsPath(owner, `/series${query}`))).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
  });
});
