// Imports and the metrics (issue 26): the points an import writes count as
// written in the Metrics page's series (under their own operation, with no
// call against the plan), and the series' "now" size is the Overview's.
import { metricsSeriesResponseSchema, metricsSummaryResponseSchema, type MetricsSeriesResponse } from "../../../contract/metrics";
import { IMPORT_WRITES_OPERATION } from "../../../contract/metrics-labels";
import type { DataPlaneServer, Owner } from "../data/support/data-plane-server";
import { bearer, runImport, uploadFile } from "./support/import-calls";
import { importServerForFile } from "./support/import-server";

jest.setTimeout(60_000);

const importServer = importServerForFile();
let server: DataPlaneServer;
let owner: Owner;
let key: string;
beforeAll(() => {
  ({ server, owner, key } = importServer());
});

const ROWS = 40;
const CSV = ["id,vector", ...Array.from({ length: ROWS }, (_, id) => `${id + 1},"[${id + 1},1]"`)].join("\n");

async function series(): Promise<MetricsSeriesResponse> {
  const from = new Date(Date.now() - 3_600_000).toISOString();
  const reply = await server.call("GET", `/api/projects/${owner.projectId}/metrics/series?resolution=minute&from=${from}`, { headers: bearer(owner) });
  expect(reply.status).toBe(200);
  return metricsSeriesResponseSchema.parse(reply.body);
}

const written = (response: MetricsSeriesResponse) => response.usage.reduce((total, bucket) => total + bucket.pointsWritten, 0);
const calls = (response: MetricsSeriesResponse) => response.usage.reduce((total, bucket) => total + bucket.requests, 0);

it("counts an import's points as written, with no call, and measures the sizes now as the Overview does", async () => {
  const uploadId = await uploadFile(server, owner, "points.csv", CSV);
  const mapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
  const run = await runImport(server, owner, { uploadId, target: { collection: "imported", create: { distance: "Dot" } }, mapping });
  expect(run).toMatchObject({ state: "succeeded", counts: { written: ROWS } });
  expect((await server.call("PUT", "/collections/imported/points?wait=true", { apiKey: key, body: { points: [{ id: 1000, vector: [1, 1] }] } })).status).toBe(200);

  // The usage is flushed every few seconds.
  let latest = await series();
  for (const deadline = Date.now() + 20_000; written(latest) < ROWS + 1 && Date.now() < deadline; latest = await series()) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(written(latest)).toBe(ROWS + 1);
  // The upsert is the one call that wrote: the import is not charted among the calls.
  const operations = new Set(latest.usage.flatMap((bucket) => Object.keys(bucket.byOperation)));
  expect(operations.has(IMPORT_WRITES_OPERATION)).toBe(false);
  expect(calls(latest)).toBeGreaterThanOrEqual(1);
  expect(latest.usage.reduce((total, bucket) => total + (bucket.byOperation["points.upsert"] ?? 0), 0)).toBe(1);

  const summary = metricsSummaryResponseSchema.parse((await server.call("GET", `/api/projects/${owner.projectId}/metrics/summary`, { headers: bearer(owner) })).body);
  expect(latest.current).toEqual({ collections: summary.collections, points: summary.points, indexedVectors: expect.any(Number), diskBytes: summary.diskBytes });
  expect(latest.current.points).toBe(ROWS + 1);
  // Filtered on a collection, "now" is that collection's.
  const filtered = await server.call("GET", `/api/projects/${owner.projectId}/metrics/series?collection=absent`, { headers: bearer(owner) });
  expect(metricsSeriesResponseSchema.parse(filtered.body).current).toEqual({ collections: 0, points: 0, indexedVectors: 0, diskBytes: 0 });
});
