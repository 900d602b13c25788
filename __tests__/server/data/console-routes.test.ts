// The data plane sits at the service root beside the console: Qdrant's paths
// are the data plane's, every console page and file is still the console's,
// and GET / is the console for browsers and the version document for clients.
import { createPublicFixture, type PublicFixture } from "../helpers/public-fixture";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

describeEachStore("the data plane beside the console", (getStore) => {
  let fixture: PublicFixture;
  let server: DataPlaneServer;
  beforeAll(async () => {
    fixture = createPublicFixture();
    server = await startDataPlaneServer(getStore(), { PUBLIC_DIR: fixture.publicDir });
  });
  afterAll(async () => {
    await server.close();
    fixture.remove();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  it("serves the console's pages, files and redirects as before", async () => {
    const pages: [path: string, text: string][] = [
      ["/", "<html>home</html>"],
      ["/metrics", "<html>metrics</html>"],
      ["/ai-hub/datasets/some-collection", "<html>datasets</html>"],
      ["/static/x.js", "export const x = 1;\n"],
    ];
    for (const [path, text] of pages) {
      const response = await get(path, BROWSER);
      expect([path, response.status, await response.text()]).toEqual([path, 200, text]);
    }
    expect((await get("/apps/chat", BROWSER)).status).toBe(301);
    expect((await get("/no-such-page", BROWSER)).status).toBe(404);
  });

  it("answers Qdrant clients at / with the version document", async () => {
    const { key } = await server.createApiKey(await server.createOwner());
    const clients: Record<string, string>[] = [{ "api-key": key }, { accept: "application/json" }];
    for (const headers of clients) {
      const response = await get("/", headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ title: "qdrant - vector search engine", version: expect.stringMatching(/^1\.19\./), commit: null });
    }
  });

  it("keeps /api and /healthz as they were, and Qdrant's paths for the data plane", async () => {
    expect(await (await get("/api/nothing-here")).json()).toEqual({ error: { code: "not_found", message: "No API route GET /api/nothing-here" } });
    expect(await (await get("/healthz")).json()).toMatchObject({ status: "ok" });
    for (const path of ["/collections", "/collections/docs", "/aliases"]) {
      const response = await get(path, BROWSER);
      expect([path, response.status, await response.json()]).toEqual([path, 401, { status: { error: "Must provide an API key or an Authorization bearer token" }, time: expect.any(Number) }]);
    }
    const { key } = await server.createApiKey(await server.createOwner());
    expect(await server.call("POST", "/collections/docs/shards/0/snapshots", { apiKey: key })).toEqual({
      status: 404,
      body: { status: { error: "Not found: POST /collections/docs/shards/0/snapshots is not offered by this service" }, time: expect.any(Number) },
    });
    expect((await get("/collections/docs/points/search/groups", BROWSER)).status).toBe(404);
  });
});
