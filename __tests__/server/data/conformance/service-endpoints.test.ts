// Conformance with Qdrant v1.19, by endpoint: the service's own endpoints
// (Qdrant's "Service", "Distributed" and "Beta" groups, and a collection's
// optimizations), each case a request made as Qdrant's official JS client
// makes it, and Qdrant's answer: status, shape and wording, as a single node
// with distributed mode off gives it (src/actix/api/service_api.rs,
// cluster_api.rs, issues_api.rs).
import type { QdrantClient } from "@qdrant/js-client-rest";
import type { Store } from "../../../../server/db/client";
import { openStore } from "../../../../server/db/open-store";
import { createPublicFixture } from "../../helpers/public-fixture";
import { startPausableProxy, type PausableProxy } from "../../support/pausable-proxy";
import { createTestDatabase, type TestDatabase } from "../../support/stores";
import { describeDataPlaneOnEachStore, startDataPlaneServer, type DataPlaneServer, type Owner } from "../support/data-plane-server";

jest.setTimeout(30_000);

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const ENVELOPE = { status: "ok", time: expect.any(Number) };

// A console build beside the data plane, as deployed: "/" is its page for browsers.
const fixture = createPublicFixture();
afterAll(() => fixture.remove());
describeDataPlaneOnEachStore(
  "Qdrant's service endpoints",
  (dataPlane) => {
    let server: DataPlaneServer;
    let owner: Owner;
    let key: string;
    let client: QdrantClient;

    beforeAll(async () => {
      ({ server } = dataPlane());
      owner = await server.createOwner();
      ({ key } = await server.createApiKey(owner));
      client = server.client(key);
      await client.createCollection("shop", { vectors: { size: 2, distance: "Dot" } });
      await client.upsert("shop", { wait: true, points: [1, 2, 3].map((id) => ({ id, vector: [id, 1] })) });
      await client.createCollection("tenants", { vectors: { size: 2, distance: "Dot" }, sharding_method: "custom" });
      await client.createShardKey("tenants", { shard_key: "a" });
      await client.createShardKey("tenants", { shard_key: 7 });
      await client.upsert("tenants", { wait: true, shard_key: "a", points: [{ id: 1, vector: [1, 0] }] });
    });

    /** A plain GET, as a probe or a browser sends it. */
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

    describe("GET /", () => {
      it("answers the client's versionInfo() with Qdrant's version document", async () => {
        expect(await client.versionInfo()).toEqual({ title: "qdrant - vector search engine", version: expect.stringMatching(/^1\.19\.\d+$/), commit: null });
      });

      it("passes the client's compatibility check at construction: no warning", async () => {
        const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
        try {
          const { QdrantClient: Client } = await import("@qdrant/js-client-rest");
          const checked = new Client({ url: server.url, checkCompatibility: true });
          // The check at construction is not awaited by the client: a later call on the same client answers after it.
          await checked.versionInfo();
          await new Promise((resolve) => setImmediate(resolve));
          expect(warn.mock.calls.filter(([message]) => String(message).includes("version"))).toEqual([]);
        } finally {
          warn.mockRestore();
        }
      });

      it("answers JSON to a key, to JSON asked for and to Qdrant's clients by name, and keeps the console's page for the rest", async () => {
        const clients: Record<string, string>[] = [{ "api-key": key }, { accept: "application/json" }, { "user-agent": "qdrant-js/1.19.0" }, { "user-agent": "python-client/1.19.0 python/3.12.3" }];
        for (const headers of clients) {
          const json = await get("/", headers);
          expect([headers, json.status, json.headers.get("content-type"), await json.json()]).toEqual([
            headers,
            200,
            "application/json; charset=utf-8",
            expect.objectContaining({ title: "qdrant - vector search engine" }),
          ]);
        }
        // Browsers, and curl's "*/*" or no Accept at all, get the console's "/" (SPEC.md's redirect to the dashboard in the built site).
        for (const headers of [BROWSER, { accept: "*/*" }, {}]) {
          const page = await get("/", headers);
          expect([headers, page.status, await page.text()]).toEqual([headers, 200, "<html>home</html>"]);
        }
      });
    });

    describe("GET /healthz, /livez, /readyz", () => {
      it("answers /livez and /readyz in Qdrant's plain text, without a key", async () => {
        for (const [path, text] of [
          ["/livez", "healthz check passed"],
          ["/readyz", "all shards are ready"],
        ] as const) {
          const response = await get(path);
          expect([path, response.status, response.headers.get("content-type"), await response.text()]).toEqual([path, 200, "text/plain; charset=utf-8", text]);
        }
        expect((await client.api().livez({})).data).toBe("healthz check passed");
        expect((await client.api().readyz({})).data).toBe("all shards are ready");
      });

      it("keeps /healthz the service's JSON check, 200 as Qdrant's is", async () => {
        const response = await get("/healthz");
        expect([response.status, await response.json()]).toEqual([200, expect.objectContaining({ status: "ok" })]);
      });
    });

    describe("GET /cluster", () => {
      it('answers {"status": "disabled"}, as a node with distributed mode off', async () => {
        const response = await client.api().clusterStatus({});
        expect(response.data).toEqual({ result: { status: "disabled" }, ...ENVELOPE });
      });

      it("is refused to a key limited to named collections, as Qdrant needs global access", async () => {
        const { key: limited } = await server.createApiKey(owner, { collections: ["shop"] });
        expect(await server.call("GET", "/cluster", { apiKey: limited })).toEqual({
          status: 403,
          body: { status: { error: "Forbidden: Global access is required, and this API key is limited to named collections" }, time: expect.any(Number) },
        });
      });

      it("asks for a key, as every data-plane route", async () => {
        expect(await server.call("GET", "/cluster")).toEqual({ status: 401, body: { status: { error: "Must provide an API key or an Authorization bearer token" }, time: expect.any(Number) } });
      });
    });

    describe("GET /collections/{name}/cluster", () => {
      it("answers one local shard, Active, holding every point", async () => {
        expect(await client.collectionClusterInfo("shop")).toEqual({
          peer_id: 0,
          shard_count: 1,
          local_shards: [{ shard_id: 0, points_count: 3, state: "Active" }],
          remote_shards: [],
          shard_transfers: [],
        });
      });

      it("answers a shard per key of a custom-sharded collection, with its points", async () => {
        expect(await client.collectionClusterInfo("tenants")).toEqual({
          peer_id: 0,
          shard_count: 2,
          local_shards: [
            { shard_id: 0, shard_key: "a", points_count: 1, state: "Active" },
            { shard_id: 1, shard_key: 7, points_count: 0, state: "Active" },
          ],
          remote_shards: [],
          shard_transfers: [],
        });
      });

      it("answers Qdrant's 404 for a collection that does not exist", async () => {
        expect(await server.call("GET", "/collections/nothing/cluster", { apiKey: key })).toEqual({
          status: 404,
          body: { status: { error: "Not found: Collection `nothing` doesn't exist!" }, time: expect.any(Number) },
        });
      });
    });

    describe("GET /collections/{name}/shards", () => {
      it("lists the shard keys of a custom-sharded collection, and none of another", async () => {
        expect(await client.listShardKeys("tenants")).toEqual({ shard_keys: [{ key: "a" }, { key: 7 }] });
        expect(await client.listShardKeys("shop")).toEqual({});
      });
    });

    describe("GET /collections/{name}/optimizations", () => {
      it("answers the summary and no running optimization once the collection is idle", async () => {
        const { summary, running, ...rest } = await client.getOptimizations("shop");
        expect({ summary, running, rest }).toEqual({
          summary: { queued_optimizations: 0, queued_segments: 0, queued_points: 0, idle_segments: expect.any(Number) },
          running: [],
          rest: {},
        });
      });

      it("adds the lists `with` asks for", async () => {
        const result = await client.getOptimizations("shop", { with: "queued,completed,idle_segments", completed_limit: 4 });
        expect(result).toMatchObject({ queued: [], completed: [], idle_segments: [] });
      });

      it("answers Qdrant's 400 for a completed_limit that is not a count", async () => {
        const response = await server.call("GET", "/collections/shop/optimizations?completed_limit=-1", { apiKey: key });
        expect(response).toEqual({ status: 400, body: { status: { error: 'Format error in query parameters: completed_limit: invalid digit found in string "-1"' }, time: expect.any(Number) } });
      });
    });

    describe("GET /telemetry", () => {
      it("answers the parts true of this service in Qdrant's shape", async () => {
        const response = await client.api().telemetry({});
        expect(response.data).toEqual({
          result: {
            id: expect.any(String),
            app: { name: "vector-database-cloud", version: expect.stringMatching(/^1\.19\./), startup: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
            collections: { number_of_collections: 2 },
            cluster: { enabled: false },
          },
          ...ENVELOPE,
        });
      });

      it("counts only the collections a limited key reaches", async () => {
        const { key: limited } = await server.createApiKey(owner, { collections: ["shop"] });
        const response = await server.call("GET", "/telemetry", { apiKey: limited });
        expect(response.body.result.collections).toEqual({ number_of_collections: 1 });
      });
    });

    describe("GET /issues, DELETE /issues", () => {
      it("answers an empty report, and clears it", async () => {
        expect((await client.api().getIssues({})).data).toEqual({ result: { issues: [] }, ...ENVELOPE });
        expect((await client.api().clearIssues({})).data).toEqual({ result: true, ...ENVELOPE });
      });

      it("refuses DELETE to a read-only key, as Qdrant asks for manage rights", async () => {
        const { key: readOnly } = await server.createApiKey(owner, { access: "read-only" });
        expect(await server.call("DELETE", "/issues", { apiKey: readOnly })).toEqual({
          status: 403,
          body: { status: { error: "Forbidden: Write access is required, and this API key is read-only" }, time: expect.any(Number) },
        });
      });
    });
  },
  { PUBLIC_DIR: fixture.publicDir },
);

/** The database's URL through a proxy that can hold every byte, as a stalled database or a cut network would. */
async function throughProxy(database: TestDatabase): Promise<{ proxy: PausableProxy; url: string }> {
  const url = new URL(database.url);
  const proxy = await startPausableProxy({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${proxy.port}`;
  return { proxy, url: url.toString() };
}

/** A probe's path, status, type and text. */
async function probe(server: DataPlaneServer, path: string) {
  const response = await fetch(`${server.url}${path}`);
  return [path, response.status, response.headers.get("content-type"), await response.text()];
}

// Qdrant answers 503 "some shards are not ready" until its shards load; here, until the database answers. The store
// reaches PostgreSQL through a pausable proxy.
describe("GET /readyz while the database does not answer (postgres)", () => {
  let database: TestDatabase;
  let proxy: PausableProxy;
  let store: Store;
  let server: DataPlaneServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    let url: string;
    ({ proxy, url } = await throughProxy(database));
    store = await openStore({ dataDir: "/nonexistent/vdb-data", databaseUrl: url });
    server = await startDataPlaneServer(store);
  }, 60_000);
  afterAll(async () => {
    proxy.resume();
    await server.close();
    await store.close();
    await proxy.close();
    await database.drop();
  }, 60_000);

  it("answers 503 in Qdrant's words while the database does not answer, keeps /livez at 200, and is ready again once it answers", async () => {
    expect(await probe(server, "/readyz")).toEqual(["/readyz", 200, "text/plain; charset=utf-8", "all shards are ready"]);

    proxy.pause();
    expect(await probe(server, "/readyz")).toEqual(["/readyz", 503, "text/plain; charset=utf-8", "some shards are not ready"]);
    expect(await probe(server, "/livez")).toEqual(["/livez", 200, "text/plain; charset=utf-8", "healthz check passed"]);

    proxy.resume();
    expect(await probe(server, "/readyz")).toEqual(["/readyz", 200, "text/plain; charset=utf-8", "all shards are ready"]);
  });

  it("declares both answers in the data plane's OpenAPI document", async () => {
    const document = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> };
    const { responses } = document.paths["/readyz"]?.get ?? { responses: {} };
    expect(responses["200"]?.content["text/plain"]?.schema).toMatchObject({ const: "all shards are ready" });
    expect(responses["503"]?.content["text/plain"]?.schema).toMatchObject({ const: "some shards are not ready" });
  });
});

// With VECTOR_DATABASE_URL the vectors live in a database of their own: /readyz waits for it too.
describe("GET /readyz while the vectors' database does not answer (pgvector, VECTOR_DATABASE_URL)", () => {
  let metadata: TestDatabase;
  let vectors: TestDatabase;
  let proxy: PausableProxy;
  let store: Store;
  let server: DataPlaneServer;

  beforeAll(async () => {
    [metadata, vectors] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    let url: string;
    ({ proxy, url } = await throughProxy(vectors));
    store = await openStore({ dataDir: "/nonexistent/vdb-data", databaseUrl: metadata.url });
    server = await startDataPlaneServer(store, { VECTOR_ENGINE: "pgvector", DATABASE_URL: metadata.url, VECTOR_DATABASE_URL: url });
  }, 60_000);
  afterAll(async () => {
    proxy.resume();
    await server.close();
    await store.close();
    await proxy.close();
    await Promise.all([metadata.drop(), vectors.drop()]);
  }, 60_000);

  it("answers 503 while the vectors' database does not answer, and is ready again once it answers", async () => {
    const ready = ["/readyz", 200, "text/plain; charset=utf-8", "all shards are ready"];
    expect(await probe(server, "/readyz")).toEqual(ready);
    proxy.pause();
    expect(await probe(server, "/readyz")).toEqual(["/readyz", 503, "text/plain; charset=utf-8", "some shards are not ready"]);
    proxy.resume();
    expect(await probe(server, "/readyz")).toEqual(ready);
  });
});
