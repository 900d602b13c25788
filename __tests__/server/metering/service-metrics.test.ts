// GET /metrics, the service's own metrics for its operators' Prometheus:
// behind METRICS_TOKEN (401 without it or with another, 404 when the setting
// is unset), in the text format with the process, HTTP, engine, jobs and
// identity families, none of whose labels a tenant names; a browser opening
// /metrics still gets the console.
import { METRICS_TOKEN_MESSAGE } from "../../../server/metering/prometheus/service-metrics-route";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

const TOKEN = "metrics-token-0123456789abcdef0123456789";
/** What Prometheus 2.x asks for. */
const SCRAPER_ACCEPT = "application/openmetrics-text;version=1.0.0,application/openmetrics-text;version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1";

describeEachStore("GET /metrics", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  const scrape = (headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers: { accept: SCRAPER_ACCEPT, ...headers } });

  it("answers the token's holder in Prometheus's text format", async () => {
    const { client } = await server.ownerClient();
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const family of [
      "process_cpu_user_seconds_total",
      "nodejs_eventloop_lag_seconds",
      "vdb_http_request_duration_seconds_bucket",
      'vdb_engine{measure="collections"}',
      'vdb_tenants{kind="projects"}',
      'vdb_tenants{kind="api_keys"}',
      "# TYPE vdb_jobs gauge",
      "# TYPE vdb_identity_users gauge",
      "vdb_metering_pending_rollups",
    ]) {
      expect(text).toContain(family);
    }
    expect(text).toMatch(/vdb_http_request_duration_seconds_count\{method="PUT",route="\/collections\/:collection_name",status="200"\} 1/);
  });

  it("has no label a tenant names: 300 made-up collections and paths add a series per route and status, not per name", async () => {
    const { key } = await server.ownerClient();
    const countSeries = async () => {
      const text = await (await scrape({ authorization: `Bearer ${TOKEN}` })).text();
      return text.split("\n").filter((line) => line.startsWith("vdb_http_request_duration_seconds_count{"));
    };
    const before = await countSeries();
    for (let index = 0; index < 150; index += 1) {
      expect((await server.call("POST", `/collections/made-up-${index}/points/count`, { apiKey: key, body: {} })).status).toBe(404);
      expect((await server.call("GET", `/made-up-${index}`, { apiKey: key })).status).toBe(404);
    }
    const after = await countSeries();
    expect(after.filter((line) => line.includes("made-up"))).toEqual([]);
    expect(after.length - before.length).toBeLessThanOrEqual(2);
  });

  it("refuses a scraper without the token, or with another", async () => {
    const refused = { error: { code: "unauthorized", message: METRICS_TOKEN_MESSAGE } };
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer not-the-token" }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const response = await scrape(headers);
      expect({ status: response.status, body: await response.json(), challenge: response.headers.get("www-authenticate") }).toEqual({ status: 401, body: refused, challenge: "Bearer" });
    }
  });

  it("leaves /metrics to the console for a browser opening the page, or a bare request", async () => {
    const requests: Record<string, string>[] = [{ accept: "text/html,application/xhtml+xml,*/*;q=0.8", authorization: `Bearer ${TOKEN}` }, {}];
    for (const headers of requests) {
      const response = await fetch(`${server.url}/metrics`, { headers });
      // No console is built in these tests: the console's own 404, not the exposition.
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("No page at /metrics");
    }
  });
});

describeEachStore("GET /metrics without METRICS_TOKEN", (getStore) => {
  it("answers 404", async () => {
    const server = await startDataPlaneServer(getStore());
    try {
      const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 404, body: { error: { code: "not_found", message: "No route GET /metrics" } } });
    } finally {
      await server.close();
    }
  });
});
